// Card image URLs. The editor fetches a hover's images itself, so only Scryfall's image hosts
// may ever reach Markdown: a data file (which anyone can hand us) must not make the editor
// contact another server or smuggle Markdown through a URL.
import type { CardImages } from './types';

/** Scryfall's image hosts: cards.scryfall.io today, c1/img.scryfall.com in older data. */
const IMAGE_HOST = /^(?:cards|backs)\.scryfall\.io$|^(?:c\d|img)\.scryfall\.com$/;
const SAFE_PATH = /^\/[A-Za-z0-9/._-]+$/;
const SAFE_QUERY = /^(?:\?[A-Za-z0-9=&._-]*)?$/;

/** The URL when it is an https URL on a Scryfall image host with a plain path; else undefined. */
export function safeImageUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > 300) return undefined;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return undefined;
  }
  if (u.protocol !== 'https:' || u.username || u.password || u.port || u.hash || !IMAGE_HOST.test(u.hostname)) return undefined;
  if (!SAFE_PATH.test(u.pathname) || !SAFE_QUERY.test(u.search)) return undefined;
  return `https://${u.hostname}${u.pathname}${u.search}`;
}

/** The small and normal images of one Scryfall `image_uris` object, when safe. */
export function imagesFrom(imageUris: unknown): CardImages | undefined {
  if (!imageUris || typeof imageUris !== 'object') return undefined;
  const o = imageUris as Record<string, unknown>;
  const out: CardImages = {};
  const small = safeImageUrl(o.small);
  const normal = safeImageUrl(o.normal);
  if (small) out.small = small;
  if (normal) out.normal = normal;
  return small || normal ? out : undefined;
}

// The words the product writes as section headers into a list, in the list's own language: a list
// written in Japanese gets 統率者, 相棒, デッキ, サイドボード and 候補 (the headers the parser reads,
// parse/text-words.ts), an English one Commander, Companion, Deck, Sideboard and Maybeboard (issue
// 42, findings 13 and 14). The words are the list's, not the UI's: they do not follow the locale.
import { isJapanese } from '../cards/japanese';
import type { DeckDocument, SectionKind, SectionNode } from '../parse/types';

const HEADERS: Record<Exclude<SectionKind, 'outside'>, { english: string; japanese: string }> = {
  commander: { english: 'Commander', japanese: '統率者' },
  companion: { english: 'Companion', japanese: '相棒' },
  main: { english: 'Deck', japanese: 'デッキ' },
  sideboard: { english: 'Sideboard', japanese: 'サイドボード' },
  maybeboard: { english: 'Maybeboard', japanese: '候補' },
};

/** A section's header as the product writes it into a list. */
export function sectionHeader(section: Exclude<SectionKind, 'outside'>, japanese: boolean): string {
  return japanese ? HEADERS[section].japanese : HEADERS[section].english;
}

/** Whether a list is written in Japanese: its headers are, or (without headers) most of its card names. */
export function writtenInJapanese(doc: DeckDocument): boolean {
  const headers = doc.nodes.filter((n): n is SectionNode => n.kind === 'section' && !n.category);
  if (headers.length) return headers.some((h) => isJapanese(h.title));
  const japanese = doc.entries.filter((e) => isJapanese(e.name)).length;
  return japanese * 2 > doc.entries.length;
}

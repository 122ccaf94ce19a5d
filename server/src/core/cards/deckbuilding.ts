// Deck-building properties read from a card's type line and rules text.
import { stripReminderText } from './color-identity';
import type { DeckbuildingProperties, PairingAbility } from './types';

export interface DeckbuildingInput {
  typeLine: string;
  oracleText: string;
  faces?: readonly { typeLine: string; oracleText: string }[];
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
};

function supertypesAndTypes(typeLine: string): string {
  const dash = typeLine.search(/[—–]| - /);
  return dash >= 0 ? typeLine.slice(0, dash) : typeLine;
}

function subtypes(typeLine: string): string[] {
  const dash = typeLine.search(/[—–]| - /);
  return dash >= 0 ? typeLine.slice(dash + 1).replace(/^[\s—–-]+/, '').trim().split(/\s+/) : [];
}

/** Reads pairing abilities (Partner and its variants) from one ability line. */
function pairingFromAbility(ability: string): PairingAbility | undefined {
  const a = ability.trim().replace(/[.\s]+$/, '');
  let m: RegExpExecArray | null;
  if (/^partner$/i.test(a)) return { kind: 'partner' };
  if ((m = /^partner with (.+)$/i.exec(a))) return { kind: 'partner-with', with: m[1].trim() };
  if ((m = /^partner\s*[—–-]\s*(.+)$/i.exec(a))) {
    const variant = m[1].trim();
    if (/^friends forever$/i.test(variant)) return { kind: 'friends-forever' };
    return { kind: 'partner-variant', with: variant };
  }
  if (/^friends forever$/i.test(a)) return { kind: 'friends-forever' };
  if (/^choose a background$/i.test(a)) return { kind: 'choose-a-background' };
  if (/^doctor['’]s companion$/i.test(a)) return { kind: 'doctors-companion' };
  return undefined;
}

/** Reads a card's deck-building properties. */
export function readDeckbuilding(card: DeckbuildingInput): DeckbuildingProperties {
  const faces = card.faces && card.faces.length > 0 ? card.faces : [card];
  const front = faces[0];
  const texts = faces.map((f) => stripReminderText(f.oracleText ?? ''));
  const all = texts.join('\n');
  const props: DeckbuildingProperties = {
    basicLand: /\bBasic\b/.test(supertypesAndTypes(front.typeLine ?? '')) && /\bLand\b/.test(front.typeLine ?? ''),
    anyNumber: /\bA deck can have any number of cards named\b/i.test(all),
    canBeCommander: /\bcan be your commander\b/i.test(all),
    pairing: [],
    companion: false,
  };
  const upTo = /\bA deck can have up to (\w+) cards named\b/i.exec(all);
  if (upTo) {
    const n = NUMBER_WORDS[upTo[1].toLowerCase()] ?? Number.parseInt(upTo[1], 10);
    if (Number.isFinite(n)) props.maxCopies = n;
  }
  const add = (p: PairingAbility) => {
    if (!props.pairing.some((q) => q.kind === p.kind && q.with === p.with)) props.pairing.push(p);
  };
  for (const text of texts) {
    for (const rawLine of text.split('\n')) {
      const line = rawLine.trim();
      if (!line) continue;
      if (/^Companion\s*[—–-]/i.test(line)) props.companion = true;
      const whole = pairingFromAbility(line);
      if (whole) {
        add(whole);
        continue;
      }
      // Keyword lines: "Flying, partner".
      if (!/[.:"]/.test(line.replace(/\.$/, ''))) {
        for (const part of line.split(/,\s*/)) {
          const p = pairingFromAbility(part);
          if (p && p.kind !== 'partner-with') add(p);
        }
      }
    }
  }
  for (const f of faces) {
    const supers = supertypesAndTypes(f.typeLine ?? '');
    const subs = subtypes(f.typeLine ?? '');
    if (/\bEnchantment\b/.test(supers) && subs.includes('Background')) add({ kind: 'background' });
    if (/\bCreature\b/.test(supers) && subs.includes('Doctor') && subs.includes('Time') && subs.includes('Lord')) {
      add({ kind: 'doctor' });
    }
  }
  return props;
}

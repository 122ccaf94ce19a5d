// The card as printed in Japanese, for the hover. In Japanese: the printed name, type line and
// text above the English Oracle text, labelled as printed text (translations get no errata, so the
// Oracle text stays the rules' word: https://scryfall.com/docs/api/languages, read 2026-11-25). In
// English: the Japanese name, when the deck line was written with it.
import { JAPANESE } from '../cards/japanese';
import type { Card, CardDatabase, PrintedCard } from '../cards/types';
import { escapeMarkdown } from '../markdown';
import { writingOf } from './writing';

export type HoverLocale = 'en' | 'ja';

/** The hover's own words in Japanese (kept together for the message catalog to take over). */
const JA = {
  printedLabel: '日本語版の印刷テキスト（翻訳にはエラッタが出ないため、ルール上は下の英語のオラクル・テキストに従います）',
  writtenLabel: 'デッキに書かれた日本語名',
  noTable: '印刷テキストは、日本語のカード名表（設定 `decklist.languages`: `["Japanese"]`）をダウンロードすると表示されます。',
};

function printedBody(p: PrintedCard, manaCost: string): string[] {
  const text = (t: string | undefined) => (t ? t.split('\n').filter(Boolean).map((l) => `${escapeMarkdown(l)}  `) : []);
  const lines = [`**${escapeMarkdown(p.name)}** ${escapeMarkdown(manaCost)}`.trimEnd()];
  if (p.faces) {
    for (const f of p.faces) lines.push('', `**${escapeMarkdown(f.name)}**${f.typeLine ? ` — *${escapeMarkdown(f.typeLine)}*` : ''}`, ...text(f.text));
  } else {
    if (p.typeLine) lines.push(`*${escapeMarkdown(p.typeLine)}*`);
    const body = text(p.text);
    if (body.length) lines.push('', ...body);
  }
  return lines;
}

/** What the hover shows about the card's Japanese printing, above the English text; undefined when nothing. */
export function printedMarkdown(db: CardDatabase, card: Card, written: string, locale: HoverLocale | undefined): string | undefined {
  const printed = db.printed?.(card, JAPANESE);
  const writtenName = writingOf(written).japanese;
  if (locale === 'ja') {
    if (printed) return [`*${JA.printedLabel}*`, '', ...printedBody(printed, card.manaCost)].join('\n');
    if (writtenName) return [`*${JA.writtenLabel}:* **${escapeMarkdown(writtenName)}**`, '', JA.noTable].join('\n');
    return undefined;
  }
  if (!writtenName) return undefined;
  return `*Japanese name:* **${escapeMarkdown(printed?.name ?? writtenName)}**`;
}

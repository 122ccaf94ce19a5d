// The card as printed in Japanese, for the hover. In Japanese: the printed name, type line and
// text above the English Oracle text, labelled as printed text (translations get no errata, so the
// Oracle text stays the rules' word: https://scryfall.com/docs/api/languages, read 2026-11-25). In
// English: the Japanese name, when the deck line was written with it.
import * as l10n from '@vscode/l10n';
import { JAPANESE } from '../cards/japanese';
import type { Card, CardDatabase, PrintedCard } from '../cards/types';
import { escapeMarkdown } from '../markdown';
import { writingOf } from '../cards/writing';

export type HoverLocale = 'en' | 'ja';

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
    if (printed) {
      const label = l10n.t("*Printed text of the Japanese edition (translations get no errata, so the English Oracle text below is the rules' word)*");
      return [label, '', ...printedBody(printed, card.manaCost)].join('\n');
    }
    if (writtenName) {
      const hint = l10n.t('The printed text is shown once the Japanese name table is downloaded (setting {0}: {1}).', '`decklist.languages`', '`["Japanese"]`');
      return [l10n.t('*Japanese name as the deck writes it:* **{0}**', escapeMarkdown(writtenName)), '', hint].join('\n');
    }
    return undefined;
  }
  if (!writtenName) return undefined;
  return l10n.t('*Japanese name:* **{0}**', escapeMarkdown(printed?.name ?? writtenName));
}

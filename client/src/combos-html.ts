// The statistics view's combos section: Commander Spellbook combos in the deck (results,
// requirements, a link to each on commanderspellbook.com) and those one card away.
import * as l10n from '@vscode/l10n';
import type { DeckStatistics } from '../../server/src/lsp/protocol';
import { escapeHtml } from './html';

/** Near misses shown in the view (the most popular). */
const NEAR_SHOWN = 20;

const TEXT = {
  title: () => l10n.t('Combos'),
  found: (n: number) => (n === 1 ? l10n.t('1 combo in the deck, most popular first.') : l10n.t('{0} combos in the deck, most popular first.', n)),
  none: () => l10n.t('No combo of this list is complete in the deck.'),
  requires: () => l10n.t('Requires'),
  nearTitle: () => l10n.t('One card away'),
  near: (shown: number, total: number) =>
    shown < total
      ? l10n.t("The {0} most popular of {1} combos missing one card that fits the deck's colors.", shown, total)
      : total === 1
        ? l10n.t("1 combo missing one card that fits the deck's colors.")
        : l10n.t("{0} combos missing one card that fits the deck's colors.", total),
  add: () => l10n.t('add'),
  open: () => l10n.t('Open on Commander Spellbook'),
};

type Combos = NonNullable<DeckStatistics['combos']>;

function link(url: string, text: string): string {
  return /^https:\/\/commanderspellbook\.com\//.test(url) ? `<a href="${escapeHtml(url)}" title="${escapeHtml(TEXT.open())}">${text}</a>` : text;
}

const tag = (x: { tagName?: string }) => (x.tagName ? ` <span class="muted">(${escapeHtml(x.tagName)})</span>` : '');

export function combosHtml(stats: DeckStatistics): string {
  const c: Combos | undefined = stats.combos;
  if (!c) return '';
  const found = c.found.map((x) => {
    const req = x.requires.length ? `<br><span class="muted">${escapeHtml(TEXT.requires())}: ${x.requires.map(escapeHtml).join('; ')}</span>` : '';
    return `<li>${link(x.url, escapeHtml(x.cards.join(' + ')))}${tag(x)}<br>→ ${x.produces.map(escapeHtml).join(', ')}${req}</li>`;
  });
  const near = c.nearMisses.slice(0, NEAR_SHOWN).map(
    (x) => `<li>${escapeHtml(TEXT.add())} <strong>${escapeHtml(x.missing)}</strong>: ${link(x.url, escapeHtml(x.cards.join(' + ')))}${tag(x)} → ${x.produces.map(escapeHtml).join(', ')}</li>`,
  );
  return [
    `<section class="combos"><h2>${escapeHtml(TEXT.title())}</h2><p class="muted">${escapeHtml(c.source)}</p>`,
    found.length ? `<p>${escapeHtml(TEXT.found(found.length))}</p><ul>${found.join('')}</ul>` : `<p class="muted">${escapeHtml(TEXT.none())}</p>`,
    near.length ? `<h3>${escapeHtml(TEXT.nearTitle())}</h3><p class="muted">${escapeHtml(TEXT.near(near.length, c.nearMissTotal))}</p><ul>${near.join('')}</ul>` : '',
    '</section>',
  ].join('');
}

// The statistics view's deck-building sections: Mana (sources against Karsten's requirement per
// color), Odds (opening-hand lands, land drops), Sample hand (with its buttons) and Price. Pure
// HTML strings from the server's figures, coloured with the theme's CSS variables only.
import * as l10n from '@vscode/l10n';
import type { DeckStatistics, SampleHandResult } from '../../server/src/lsp/protocol';
import { escapeHtml } from './html';

type Analysis = NonNullable<DeckStatistics['analysis']>;

/** Every label of these sections, in one place; each is read when the HTML is made (in the language of the moment). */
const T = {
  mana: () => l10n.t('Mana'),
  manaIntro: (table: number | null, unconfirmed: boolean) =>
    table
      ? unconfirmed
        ? l10n.t("Sources of each color against Frank Karsten's 2022 table for {0}-card decks, for the deck's hardest cost in that color (90% to cast it on curve). Its {0}-card figures are unconfirmed: only one copy of the tables, which does not say where it read them, has them.", table)
        : l10n.t("Sources of each color against Frank Karsten's 2022 table for {0}-card decks, for the deck's hardest cost in that color (90% to cast it on curve).", table)
      : l10n.t("No Karsten table fits this deck's size (40, 60 or 99 cards): sources are shown without a requirement."),
  noColors: () => l10n.t('No colored mana symbols.'),
  sources: (n: number) => (n === 1 ? l10n.t('1 source') : l10n.t('{0} sources', n)),
  needs: (required: number, cost: string, turn: number, card: string) => l10n.t('needs {0} for {1} on turn {2} ({3})', required, cost, turn, card),
  enough: () => l10n.t('enough'),
  tooFew: (missing: number) => l10n.t('{0} short', missing),
  ofRequired: (color: string, sources: number, required: number | null) => l10n.t('{0}: {1} of {2}', color, sources, required ?? '–'),
  lands: (lands: number, recommended: number | null, avg: number, cheap: number) =>
    recommended === null
      ? l10n.t('{0} lands.', lands)
      : l10n.t(
          "{0} lands; Karsten's formula (TCGplayer, 2022-07-29) gives {1} for average mana value {2} and {3} cheap card draw and ramp.",
          lands,
          recommended.toFixed(1),
          avg.toFixed(2),
          cheap,
        ),
  odds: () => l10n.t('Odds'),
  openingHand: () => l10n.t('Lands in the opening seven'),
  landDrops: () => l10n.t('At least N lands by turn N'),
  turn: () => l10n.t('Turn'),
  onThePlay: () => l10n.t('On the play'),
  onTheDraw: () => l10n.t('On the draw'),
  lands_: () => l10n.t('Lands'),
  chance: () => l10n.t('Chance'),
  hand: () => l10n.t('Sample hand'),
  newHand: () => l10n.t('New hand'),
  mulligan: () => l10n.t('Mulligan'),
  draw: () => l10n.t('Draw'),
  handSummary: (seed: number, mulligans: number, library: number) =>
    [
      l10n.t('Seed {0}', seed),
      ...(mulligans ? [mulligans === 1 ? l10n.t('1 mulligan') : l10n.t('{0} mulligans', mulligans)] : []),
      library === 1 ? l10n.t('1 card left in the library') : l10n.t('{0} cards left in the library', library),
    ].join(' · '),
  bottom: () => l10n.t('On the bottom'),
  drawn: () => l10n.t('Drawn'),
  price: () => l10n.t('Price'),
  priceDate: (date: string) => l10n.t("Prices of {0} (the card data's date), cheapest printing.", date),
  total: () => l10n.t('Total'),
  noPrice: (names: string[]) => l10n.t('Without a price: {0}.', names.join(', ')),
  section: (section: string): string => sectionName(section, section),
  color: (k: string): string =>
    ({ W: l10n.t('White'), U: l10n.t('Blue'), B: l10n.t('Black'), R: l10n.t('Red'), G: l10n.t('Green'), C: l10n.t('Colorless') })[k] ?? k,
};

/** A deck section's name (`main` → Main deck); `fallback` (the server's title) for a section this client does not know. */
export function sectionName(section: string, fallback: string): string {
  return (
    ({
      commander: l10n.t('Commander'),
      signature: l10n.t('Signature spell'),
      companion: l10n.t('Companion'),
      main: l10n.t('Main deck'),
      sideboard: l10n.t('Sideboard'),
      maybeboard: l10n.t('Maybeboard'),
      outside: l10n.t('Outside the deck'),
    } as Record<string, string>)[section] ?? fallback
  );
}

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

function manaHtml(a: Analysis): string {
  const colors = Object.entries(a.colors);
  const intro = `<p class="muted">${escapeHtml(T.manaIntro(a.table, a.tableUnconfirmed === true))}</p>`;
  if (colors.length === 0) return `<section class="mana"><h2>${escapeHtml(T.mana())}</h2>${intro}<p class="muted">${escapeHtml(T.noColors())}</p></section>`;
  const scale = Math.max(1, ...colors.map(([, c]) => Math.max(c.sources, c.required ?? 0)));
  const width = 220;
  const rows = colors
    .map(([k, c]) => {
      const have = Math.round((c.sources / scale) * width);
      const mark = c.required === null ? '' : `<line class="required" x1="${Math.round((c.required / scale) * width)}" x2="${Math.round((c.required / scale) * width)}" y1="0" y2="14"></line>`;
      const bar = `<svg class="source-bar" role="img" aria-label="${escapeHtml(T.ofRequired(T.color(k), c.sources, c.required))}" viewBox="0 0 ${width} 14" width="${width}" height="14"><rect class="track" x="0" y="2" width="${width}" height="10"></rect><rect class="pip-${k}" x="0" y="2" width="${have}" height="10"></rect>${mark}</svg>`;
      const verdict =
        c.required === null || c.hardestCost === null || c.turn === null
          ? ''
          : `${escapeHtml(T.needs(c.required, c.hardestCost, c.turn, c.hardestCard ?? ''))} · <span class="${c.enough ? 'ok' : 'warning'}">${c.enough ? T.enough() : T.tooFew(c.required - c.sources)}</span>`;
      return `<tr data-color="${k}"><td><span class="swatch pip-${k}"></span>${escapeHtml(T.color(k))}</td><td class="num">${escapeHtml(T.sources(c.sources))}</td><td>${bar}</td><td>${verdict}</td></tr>`;
    })
    .join('');
  const lands = `<p>${escapeHtml(T.lands(a.lands, a.recommendedLands, a.averageManaValue, a.cheapDrawAndRamp))}</p>`;
  return `<section class="mana"><h2>${escapeHtml(T.mana())}</h2>${intro}<table>${rows}</table>${lands}</section>`;
}

function oddsHtml(a: Analysis): string {
  const hand = a.odds.openingHandLands
    .map((p, k) => `<tr><td class="num">${k}</td><td class="num">${pct(p)}</td></tr>`)
    .join('');
  const drops = a.odds.landDrops.play
    .map((p, i) => `<tr><td class="num">${i + 1}</td><td class="num">${pct(p)}</td><td class="num">${pct(a.odds.landDrops.draw[i])}</td></tr>`)
    .join('');
  return (
    `<section class="odds"><h2>${escapeHtml(T.odds())}</h2><div class="columns">` +
    `<div><h3>${escapeHtml(T.openingHand())}</h3><table><tr><th>${escapeHtml(T.lands_())}</th><th>${escapeHtml(T.chance())}</th></tr>${hand}</table></div>` +
    `<div><h3>${escapeHtml(T.landDrops())}</h3><table><tr><th>${escapeHtml(T.turn())}</th><th>${escapeHtml(T.onThePlay())}</th><th>${escapeHtml(T.onTheDraw())}</th></tr>${drops}</table></div>` +
    '</div></section>'
  );
}

function cardsHtml(cards: SampleHandResult['hand']): string {
  return cards
    .map((c) =>
      c.image
        ? `<figure class="card"><img src="${escapeHtml(c.image)}" alt="${escapeHtml(c.name)}" title="${escapeHtml(c.name)}"><figcaption>${escapeHtml(c.name)}</figcaption></figure>`
        : `<div class="card text${c.land ? ' land' : ''}">${escapeHtml(c.name)}</div>`,
    )
    .join('');
}

/** The Sample hand section: its buttons post `{type: 'hand', action}` to the view. */
export function handHtml(hand: SampleHandResult | null | undefined): string {
  const buttons = `<div class="buttons"><button data-hand="new">${escapeHtml(T.newHand())}</button><button data-hand="mulligan">${escapeHtml(T.mulligan())}</button><button data-hand="draw">${escapeHtml(T.draw())}</button></div>`;
  if (!hand) return `<section class="hand"><h2>${escapeHtml(T.hand())}</h2>${buttons}</section>`;
  const parts = [
    `<section class="hand"><h2>${escapeHtml(T.hand())}</h2>${buttons}`,
    `<p class="muted">${escapeHtml(T.handSummary(hand.seed, hand.mulligans, hand.library))}</p>`,
    `<div class="cards" data-count="${hand.hand.length}">${cardsHtml(hand.hand)}</div>`,
  ];
  if (hand.drawn.length) parts.push(`<h3>${escapeHtml(T.drawn())}</h3><div class="cards drawn">${cardsHtml(hand.drawn)}</div>`);
  if (hand.bottom.length) parts.push(`<p class="muted">${escapeHtml(T.bottom())}: ${hand.bottom.map((c) => escapeHtml(c.name)).join(', ')}</p>`);
  for (const n of hand.notes) parts.push(`<p class="warning">${escapeHtml(n)}</p>`);
  parts.push('</section>');
  return parts.join('');
}

function priceHtml(a: Analysis): string {
  const p = a.price;
  if (!p) return '';
  const cur = (['usd', 'eur', 'tix'] as const).filter((c) => p[c] !== null);
  const money = (v: number | null, c: string) => (v === null ? '' : c === 'usd' ? `$${v.toFixed(2)}` : c === 'eur' ? `€${v.toFixed(2)}` : l10n.t('{0} tix', v.toFixed(2)));
  const rows = p.sections
    .map((s) => `<tr><td>${escapeHtml(T.section(s.section))}</td>${cur.map((c) => `<td class="num">${money(s[c], c)}</td>`).join('')}</tr>`)
    .join('');
  const total = `<tr class="total"><td>${escapeHtml(T.total())}</td>${cur.map((c) => `<td class="num">${money(p[c], c)}</td>`).join('')}</tr>`;
  const missing = p.missing.length ? `<p class="muted">${escapeHtml(T.noPrice(p.missing))}</p>` : '';
  return `<section class="price"><h2>${escapeHtml(T.price())}</h2><p class="muted">${escapeHtml(T.priceDate(p.date))}</p><table>${rows}${total}</table>${missing}</section>`;
}

/** The four sections, or nothing when the server sent no analysis. */
export function analysisSections(stats: DeckStatistics, hand?: SampleHandResult | null): string {
  const a = stats.analysis;
  if (!a) return '';
  return [manaHtml(a), oddsHtml(a), handHtml(hand), priceHtml(a)].join('\n');
}

export const ANALYSIS_CSS = `
h3 { font-size: 1em; font-weight: 600; margin: 10px 0 4px; }
section.mana td { white-space: nowrap; vertical-align: middle; }
section.mana td:last-child { white-space: normal; }
th { text-align: left; font-weight: 600; padding: 2px 12px 2px 0; color: var(--vscode-descriptionForeground); }
.ok { color: var(--vscode-testing-iconPassed, var(--vscode-charts-green)); }
svg.source-bar rect.track { fill: var(--vscode-editorWidget-background, var(--vscode-input-background)); }
svg.source-bar line.required { stroke: var(--vscode-foreground); stroke-width: 2; }
.buttons { display: flex; gap: 8px; margin: 6px 0; }
button { color: var(--vscode-button-foreground); background: var(--vscode-button-background); border: none; padding: 4px 12px; cursor: pointer; font-family: inherit; }
button:hover { background: var(--vscode-button-hoverBackground); }
.cards { display: flex; flex-wrap: wrap; gap: 8px; margin: 6px 0; }
.card.text { border: 1px solid var(--vscode-widget-border, var(--vscode-editorWidget-border)); border-radius: 6px; padding: 6px 8px; min-width: 90px; max-width: 140px; }
.card.text.land { color: var(--vscode-descriptionForeground); }
figure.card { margin: 0; width: 146px; }
figure.card img { width: 146px; border-radius: 7px; display: block; }
figure.card figcaption { font-size: 0.85em; color: var(--vscode-descriptionForeground); }
`;

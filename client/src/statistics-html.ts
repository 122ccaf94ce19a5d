// The statistics view's HTML: an inline SVG mana curve, color pips, card types and counts per
// section, coloured only with the editor theme's CSS variables. Pure (no VS Code), so it is
// unit-tested; the view posts `statisticsBody` to the webview on every change of the deck.
import * as l10n from '@vscode/l10n';
import type { DeckStatistics, SampleHandResult } from '../../server/src/lsp/protocol';
import { ANALYSIS_CSS, analysisSections, sectionName } from './analysis-html';
import { combosHtml } from './combos-html';

import { escapeHtml, pageStart } from './html';
export { escapeHtml };

const PIP_NAMES = { W: () => l10n.t('White'), U: () => l10n.t('Blue'), B: () => l10n.t('Black'), R: () => l10n.t('Red'), G: () => l10n.t('Green'), C: () => l10n.t('Colorless') } as const;
/** Theme chart colors per pip; classes, because the CSP allows no inline style attributes. */
const PIP_COLORS: Record<keyof typeof PIP_NAMES, string> = {
  W: 'var(--vscode-charts-yellow)',
  U: 'var(--vscode-charts-blue)',
  B: 'var(--vscode-charts-purple)',
  R: 'var(--vscode-charts-red)',
  G: 'var(--vscode-charts-green)',
  C: 'var(--vscode-charts-lines)',
};

/** Cards the bracket floor could not judge (the card data does not know them), named. */
function unjudgedText(names: string[]): string {
  const shown = names.slice(0, 8).join(l10n.t(', ')) + (names.length > 8 ? l10n.t(', …') : '');
  return names.length === 1
    ? l10n.t('1 card could not be judged, as the card data does not know it: {0}. The bracket may be higher.', shown)
    : l10n.t('{0} cards could not be judged, as the card data does not know them: {1}. The bracket may be higher.', names.length, shown);
}

function bracketHtml(stats: DeckStatistics): string {
  const b = stats.bracket;
  if (!b) return '';
  const rows = b.findings.map(
    (f) =>
      `<tr><th scope="row">${escapeHtml(l10n.t('{0} ({1})', f.noun[0].toUpperCase() + f.noun.slice(1), f.cards.length))}</th><td>${f.cards.map(escapeHtml).join(', ')}</td></tr>`,
  );
  return (
    `<section><h2>${escapeHtml(l10n.t('Commander Bracket'))}</h2><p>${l10n.t('The list allows bracket {0} ({1}) and up.', `<strong>${b.floor}</strong>`, escapeHtml(b.name))}</p>` +
    (rows.length ? `<table>${rows.join('')}</table>` : `<p class="muted">${escapeHtml(l10n.t('No Game Changers, tutors, extra turns, mass land denial or known combos.'))}</p>`) +
    (b.unjudged.length ? `<p>${escapeHtml(unjudgedText(b.unjudged))}</p>` : '') +
    '</section>'
  );
}

function curveSvg(stats: DeckStatistics): string {
  const max = Math.max(1, ...stats.curve.map((c) => c.count));
  const barWidth = 36;
  const gap = 12;
  const chartHeight = 140;
  const top = 18;
  const width = stats.curve.length * (barWidth + gap) + gap;
  const height = top + chartHeight + 22;
  const bars = stats.curve
    .map((c, i) => {
      const h = Math.round((c.count / max) * chartHeight);
      const x = gap + i * (barWidth + gap);
      const y = top + chartHeight - h;
      const label = c.manaValue === 7 ? '7+' : String(c.manaValue);
      return (
        `<g class="bar"><title>${escapeHtml(c.count === 1 ? l10n.t('Mana value {0}: 1 card', label) : l10n.t('Mana value {0}: {1} cards', label, c.count))}</title>` +
        `<rect x="${x}" y="${y}" width="${barWidth}" height="${h}" rx="2"></rect>` +
        `<text class="count" x="${x + barWidth / 2}" y="${y - 4}">${c.count}</text>` +
        `<text class="axis" x="${x + barWidth / 2}" y="${top + chartHeight + 16}">${label}</text></g>`
      );
    })
    .join('');
  return `<svg class="curve" role="img" aria-label="${escapeHtml(l10n.t('Mana curve'))}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${bars}<line x1="${gap / 2}" x2="${width - gap / 2}" y1="${top + chartHeight}" y2="${top + chartHeight}"></line></svg>`;
}

function pipsHtml(stats: DeckStatistics): string {
  const entries = (Object.keys(PIP_NAMES) as Array<keyof typeof PIP_NAMES>).filter((k) => stats.colorPips[k] > 0);
  if (entries.length === 0) return `<p class="muted">${escapeHtml(l10n.t('No colored mana symbols.'))}</p>`;
  const total = entries.reduce((n, k) => n + stats.colorPips[k], 0);
  const barWidth = 260;
  let x = 0;
  const segments = entries
    .map((k) => {
      const w = (stats.colorPips[k] / total) * barWidth;
      const seg = `<rect class="pip-${k}" x="${x.toFixed(1)}" y="0" width="${w.toFixed(1)}" height="12"><title>${escapeHtml(l10n.t('{0}: {1}', PIP_NAMES[k](), stats.colorPips[k]))}</title></rect>`;
      x += w;
      return seg;
    })
    .join('');
  const bar = `<svg class="pip-bar" role="img" aria-label="${escapeHtml(l10n.t('Color pips'))}" viewBox="0 0 ${barWidth} 12" width="${barWidth}" height="12">${segments}</svg>`;
  const rows = entries
    .map(
      (k) =>
        `<tr><td><span class="swatch pip-${k}"></span>${escapeHtml(PIP_NAMES[k]())} {${k}}</td><td class="num">${stats.colorPips[k]}</td><td class="num muted">${Math.round((stats.colorPips[k] / total) * 100)}%</td></tr>`,
    )
    .join('');
  return `${bar}<table>${rows}</table>`;
}

/** The statistics' card type rows (server/src/core/statistics.ts TYPE_DISPLAY) in the client's language. */
function cardTypeName(type: string): string {
  return (
    ({
      Creature: l10n.t('Creature'),
      Instant: l10n.t('Instant'),
      Sorcery: l10n.t('Sorcery'),
      Artifact: l10n.t('Artifact'),
      Enchantment: l10n.t('Enchantment'),
      Planeswalker: l10n.t('Planeswalker'),
      Land: l10n.t('Land'),
      Battle: l10n.t('Battle'),
      Other: l10n.t('Other'),
    } as Record<string, string>)[type] ?? type
  );
}

function table(rows: Array<[string, number]>, total?: number): string {
  const body = rows.map(([k, v]) => `<tr><td>${escapeHtml(k)}</td><td class="num">${v}</td></tr>`).join('');
  const foot = total !== undefined ? `<tr class="total"><td>${escapeHtml(l10n.t('Total'))}</td><td class="num">${total}</td></tr>` : '';
  return `<table>${body}${foot}</table>`;
}

/** The body of the view for one deck. */
export function statisticsBody(stats: DeckStatistics, deckName: string, hand?: SampleHandResult | null): string {
  const played = stats.lands + stats.nonlands + stats.unknownCards;
  const unknown = stats.unknownCards
    ? `<p class="warning">${escapeHtml(
        stats.unknownCards === 1
          ? l10n.t('1 card is not in the card data and not counted below.')
          : l10n.t('{0} cards are not in the card data and not counted below.', stats.unknownCards),
      )}</p>`
    : '';
  const none = (text: string) => `<p class="muted">${escapeHtml(text)}</p>`;
  return [
    `<h1>${escapeHtml(deckName)}</h1>`,
    `<p class="summary">${escapeHtml(
      stats.commandZoneAside
        ? l10n.t('{0} cards in the deck · {1} lands · {2} nonland cards · average mana value {3} without the command zone', played, stats.lands, stats.nonlands, stats.averageManaValue.toFixed(2))
        : l10n.t('{0} cards in the deck · {1} lands · {2} nonland cards · average mana value {3}', played, stats.lands, stats.nonlands, stats.averageManaValue.toFixed(2)),
    )}</p>`,
    unknown,
    `<section><h2>${escapeHtml(l10n.t('Mana curve'))}</h2><p class="muted">${escapeHtml(l10n.t('Nonland cards in the deck and the command zone, by mana value.'))}</p>`,
    curveSvg(stats),
    '</section>',
    '<div class="columns">',
    `<section><h2>${escapeHtml(l10n.t('Color pips'))}</h2>${pipsHtml(stats)}</section>`,
    `<section><h2>${escapeHtml(l10n.t('Card types'))}</h2>${stats.types.length ? table(stats.types.map((t) => [cardTypeName(t.type), t.count])) : none(l10n.t('No known cards.'))}</section>`,
    bracketHtml(stats),
    stats.categories.length ? `<section><h2>${escapeHtml(l10n.t('Categories'))}</h2>${table(stats.categories.map((c) => [c.category, c.count]))}</section>` : '',
    `<section><h2>${escapeHtml(l10n.t('Sections'))}</h2>${stats.sections.length ? table(stats.sections.map((s) => [sectionName(s.section, s.title), s.count]), stats.sections.reduce((n, s) => n + s.count, 0)) : none(l10n.t('No cards.'))}</section>`,
    '</div>',
    analysisSections(stats, hand),
    combosHtml(stats),
  ].join('\n');
}

export const STATISTICS_CSS = `
body { color: var(--vscode-foreground); background: var(--vscode-editor-background); font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); padding: 0 20px 20px; }
h1 { font-size: 1.4em; font-weight: 600; margin: 16px 0 4px; }
h2 { font-size: 1.05em; font-weight: 600; margin: 18px 0 6px; }
.summary, .muted { color: var(--vscode-descriptionForeground); }
.warning { color: var(--vscode-editorWarning-foreground); }
.columns { display: flex; flex-wrap: wrap; gap: 0 40px; }
.columns section { min-width: 180px; }
table { border-collapse: collapse; }
td { padding: 2px 12px 2px 0; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.total td { border-top: 1px solid var(--vscode-widget-border, var(--vscode-editorWidget-border)); font-weight: 600; }
svg.curve rect { fill: var(--vscode-charts-blue); }
svg.curve text { fill: var(--vscode-foreground); font-size: 12px; text-anchor: middle; }
svg.curve text.axis { fill: var(--vscode-descriptionForeground); }
svg.curve line { stroke: var(--vscode-charts-lines); }
.pip-bar { display: block; margin: 4px 0 8px; border-radius: 3px; }
.swatch { display: inline-block; width: 10px; height: 10px; border-radius: 50%; margin-right: 6px; vertical-align: baseline; }
${(Object.keys(PIP_COLORS) as Array<keyof typeof PIP_COLORS>).map((k) => `.pip-${k} { fill: ${PIP_COLORS[k]}; background: ${PIP_COLORS[k]}; }`).join('\n')}
${ANALYSIS_CSS}`;

/** The sample hand's card images come from Scryfall's image hosts only (the server lets no other URL through). */
const CARD_IMAGE_HOSTS = 'https://cards.scryfall.io https://c1.scryfall.com https://img.scryfall.com';

/** The whole page: a strict CSP (no remote content, inline script and style only with the nonce). */
export function statisticsPage(body: string, nonce: string, cspSource: string): string {
  const csp = `default-src 'none'; img-src ${cspSource} data: ${CARD_IMAGE_HOSTS}; style-src ${cspSource} 'nonce-${nonce}'; script-src 'nonce-${nonce}';`;
  return `${pageStart({ csp, title: l10n.t('Deck statistics'), css: STATISTICS_CSS, nonce })}
<main id="statistics">${body}</main>
<script nonce="${nonce}">
  const vscode = acquireVsCodeApi();
  window.addEventListener('message', (event) => {
    const m = event.data;
    if (m && m.type === 'update') {
      document.getElementById('statistics').innerHTML = m.body;
      vscode.postMessage({ type: 'rendered', version: m.version });
    }
  });
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-hand]') : null;
    if (button) vscode.postMessage({ type: 'hand', action: button.getAttribute('data-hand') });
  });
  vscode.postMessage({ type: 'ready' });
</script>
</body>
</html>`;
}

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatSourceText, shortTime, statusText } from '../../../client/src/status-text';

// Times are shown in the user's own time zone: these tests read them in Tokyo's (UTC+9, no summer time).
process.env.TZ = 'Asia/Tokyo';
import type { DeckInfo } from '../../../server/src/lsp/protocol';

const INFO: DeckInfo = {
  uri: 'file:///deck.edh',
  version: 3,
  format: { id: 'commander', name: 'Commander', source: 'extension' },
  counts: { main: 99, commander: 1, companion: 0, sideboard: 0, maybeboard: 0 },
  countText: '99 + 1 / 100',
  commanders: ['Azusa, Lost but Seeking'],
  problems: { errors: 2, warnings: 1, information: 0 },
  checked: true,
  cardData: { label: 'offline card data from January 2017', date: '2017-01-20', source: 'snapshot', cards: 16827, loading: false },
};

test('status text: format, count, problems and card data date', () => {
  const s = statusText(INFO);
  assert.equal(s.text, '$(checklist) Commander · 99 + 1 / 100 · $(error) 2 $(warning) 1 · $(database) 2017-01-20');
  assert.ok(s.tooltip.startsWith("**Commander** (from the file's extension)\n\n"), s.tooltip);
  assert.match(s.tooltip, /Commander: Azusa, Lost but Seeking/);
  assert.match(s.tooltip, /16,827 cards/);
  assert.match(s.tooltip, /Click to select the format/);
});

test('status text: a check mark for a deck checked with card data and without problems', () => {
  const s = statusText({ ...INFO, problems: { errors: 0, warnings: 0, information: 2 } });
  assert.equal(s.text, '$(checklist) Commander · 99 + 1 / 100 · $(check) · $(database) 2017-01-20');
  assert.match(s.accessibilityLabel, /, no problems, /);
});

test('status text: no check mark before the deck was checked with card data (first download), nor when no card data could be loaded', () => {
  // The first download: only the syntax was checked, so nothing says "no problems".
  const first = statusText({ ...INFO, checked: false, problems: { errors: 0, warnings: 0, information: 1 }, cardData: { ...INFO.cardData, loading: true, loadingStep: 'Downloading current card data (0.0 of 2.1 MB)…' } });
  assert.equal(first.text, '$(checklist) Commander · 99 + 1 / 100 · $(circle-large-outline) not checked yet · $(sync~spin) Downloading current card data (0.0 of 2.1 MB)…');
  assert.equal(first.accessibilityLabel, 'Decklist, Commander, 99 + 1 / 100, not checked yet, Downloading current card data (0.0 of 2.1 MB)…');
  assert.ok(first.tooltip.includes('\n\nNot checked yet: only the syntax is checked until the card data is ready.\n\n'), first.tooltip);
  assert.doesNotMatch(first.tooltip, /Problems: /);
  // A syntax error is still counted beside it.
  const syntax = statusText({ ...INFO, checked: false, problems: { errors: 1, warnings: 0, information: 0 }, cardData: { ...INFO.cardData, loading: true } });
  assert.equal(syntax.text, '$(checklist) Commander · 99 + 1 / 100 · $(error) 1 $(circle-large-outline) not checked yet · $(sync~spin) card data');
  assert.equal(syntax.accessibilityLabel, 'Decklist, Commander, 99 + 1 / 100, 1 error, not checked yet, Loading card data…');
  // No card data at all: not "yet".
  const none = statusText({ ...INFO, checked: false, problems: { errors: 0, warnings: 0, information: 1 } });
  assert.equal(none.text, '$(checklist) Commander · 99 + 1 / 100 · $(circle-large-outline) not checked · $(database) 2017-01-20');
  assert.ok(none.tooltip.includes('Not checked: no card data could be loaded, so only the syntax is checked.'), none.tooltip);
  // A reload of card data over a deck already checked keeps its verdict.
  const reload = statusText({ ...INFO, problems: { errors: 0, warnings: 0, information: 0 }, cardData: { ...INFO.cardData, loading: true } });
  assert.equal(reload.text, '$(checklist) Commander · 99 + 1 / 100 · $(check) · $(sync~spin) card data');
});

test('status text: markdown in names is escaped in the tooltip', () => {
  const s = statusText({ ...INFO, commanders: ['*Bold* [link](x)'] });
  assert.ok(s.tooltip.includes('\\*Bold\\* \\[link\\]\\(x\\)'));
});

test('status text: a failed update shows the date with ⚠, and the tooltip says why and when', () => {
  const failed = { reason: 'https://api.scryfall.com/bulk-data answered HTTP 503', at: '2026-11-25T09:12:03.456Z', using: 'offline card data from January 2017', background: true };
  const s = statusText({ ...INFO, cardData: { ...INFO.cardData, updateFailed: failed } });
  assert.equal(s.text, '$(checklist) Commander · 99 + 1 / 100 · $(error) 2 $(warning) 1 · $(database) 2017-01-20 ⚠');
  assert.match(s.tooltip, /out of date/);
  assert.ok(s.tooltip.includes('failed (2026\\-11\\-25 18:12). https://'), `the time of the last try, local (Markdown-escaped): ${s.tooltip}`);
  assert.match(s.tooltip, /HTTP 503/);
  assert.match(s.tooltip, /Decklist: Update Card Data/);
  // While loading, the spinner only.
  const loading = statusText({ ...INFO, cardData: { ...INFO.cardData, loading: true, updateFailed: failed } });
  assert.doesNotMatch(loading.text, /⚠/);
});

test('status text: a failed update of fresh data says the update failed and the date of the data in use, not "out of date"', () => {
  const failed = { reason: 'https://api.scryfall.com/bulk-data answered HTTP 503', at: '2026-11-25T09:12:03.456Z', using: 'Scryfall Oracle Cards of 2026-11-25', background: false, outOfDate: false };
  const s = statusText({ ...INFO, cardData: { ...INFO.cardData, date: '2026-11-25', updateFailed: failed } });
  assert.doesNotMatch(s.tooltip, /out of date/);
  assert.ok(
    s.tooltip.includes(
      '$(warning) **The last card data update failed** (2026\\-11\\-25 18:12). https://api\\.scryfall\\.com/bulk\\-data answered HTTP 503\\. The card data in use is from 2026\\-11\\-25. Run **Decklist: Update Card Data** to try again; the log is in the "Decklist" output.',
    ),
    s.tooltip,
  );
});

test('status text: while loading, what is happening; the screen-reader label is plain words', () => {
  const loadingStep = 'Downloading current card data (1.0 of 2.1 MB)…';
  const s = statusText({ ...INFO, countText: '101 / 100 (1 too many)', cardData: { ...INFO.cardData, loading: true, loadingStep } });
  assert.equal(s.text, `$(checklist) Commander · 101 / 100 (1 too many) · $(error) 2 $(warning) 1 · $(sync~spin) ${loadingStep}`);
  assert.ok(s.tooltip.includes('Card data: Downloading current card data \\(1\\.0 of 2\\.1 MB\\)…'), s.tooltip);
  assert.equal(s.accessibilityLabel, `Decklist, Commander, 101 / 100 (1 too many), 2 errors, 1 warning, ${loadingStep}`);
  const failed = { reason: 'x', at: '2026-11-25T09:12:03.456Z', using: 'y', background: true, outOfDate: true };
  const ready = statusText({ ...INFO, problems: { errors: 0, warnings: 0, information: 1 }, cardData: { ...INFO.cardData, updateFailed: failed } });
  assert.equal(ready.accessibilityLabel, 'Decklist, Commander, 99 + 1 / 100, no problems, card data of 2017-01-20; the last update failed');
  for (const label of [s.accessibilityLabel, ready.accessibilityLabel]) assert.doesNotMatch(label, /\$\(|\*\*|\\|`/);
});

test('status text: the tooltip names the rules data in force ("rules of DATE"), in English and Japanese', async () => {
  const s = statusText({ ...INFO, cardData: { ...INFO.cardData, rules: 'rules of 2026-11-30' } });
  assert.ok(s.tooltip.includes('Card data: offline card data from January 2017 (16,827 cards)\n\nRules: rules of 2026\\-11\\-30\n\nClick to select the format'), s.tooltip);
  // An older server says nothing of rules: no line.
  assert.doesNotMatch(statusText(INFO).tooltip, /Rules:/);
  const { inJapanese } = await import('../../support/catalog');
  const ja = inJapanese(() => statusText({ ...INFO, cardData: { ...INFO.cardData, rules: 'rules of 2026-11-30' } }).tooltip);
  assert.match(ja, /\nルール: rules of 2026\\-11\\-30\n/);
});

test('status tooltip: where the format came from, in words, never the source id; English and Japanese', async () => {
  const first = (source: string) => statusText({ ...INFO, format: { id: 'modern', name: 'Modern', source } }).tooltip.split('\n')[0];
  assert.deepEqual(
    ['directive', 'extension', 'option', 'config', 'inferred', 'something-new'].map(first),
    [
      "**Modern** (from the deck's `// format:` line)",
      "**Modern** (from the file's extension)",
      '**Modern** (from the "decklist.format" setting)',
      '**Modern** (the default format of decklist.config.json)',
      "**Modern** (guessed from the deck's cards, as it has no `// format:` line)",
      '**Modern**',
    ],
  );
  const { inJapanese } = await import('../../support/catalog');
  assert.deepEqual(
    inJapanese(() => ['directive', 'inferred'].map((s) => statusText({ ...INFO, format: { id: 'modern', name: 'モダン', source: s } }).tooltip.split('\n')[0])),
    ['**モダン**（デッキの `// format:` 行から）', '**モダン**（`// format:` 行がないため、デッキのカードから推測）'],
  );
  assert.equal(formatSourceText('directive'), "from the deck's `// format:` line");
});

test('times in the local time zone, without "UTC"; a text that is no time is kept', () => {
  assert.equal(shortTime('2026-11-29T05:56:10.000Z'), '2026-11-29 14:56');
  assert.equal(shortTime('2026-11-29T20:01:00.000Z'), '2026-11-30 05:01');
  assert.equal(shortTime('yesterday'), 'yesterday');
});

test('status text: a failed rules data update is its own sentence with the time (not "card data … out of date"), and the screen-reader label says rules', () => {
  const reason =
    'The rules data was not updated because https://raw.githubusercontent.com/decklist-language/decklist-language/main/data/rules.json answered HTTP 503, so the bundled rules of 2026-11-29 stay in force; it is tried again within a day, or run "Decklist: Update Card Data" to try now.';
  const failed = { reason, at: '2026-11-29T10:00:00.000Z', using: 'Scryfall Oracle Cards of 2026-11-28', background: true, outOfDate: false, what: 'rules' as const };
  const s = statusText({ ...INFO, problems: { errors: 0, warnings: 0, information: 0 }, cardData: { ...INFO.cardData, date: '2026-11-28', updateFailed: failed } });
  assert.equal(s.text, '$(checklist) Commander · 99 + 1 / 100 · $(check) · $(database) 2026-11-28 ⚠');
  const paragraph = s.tooltip.split('\n\n').find((p) => p.startsWith('$(warning)'));
  assert.equal(
    paragraph,
    '$(warning) The rules data was not updated because https://raw\\.githubusercontent\\.com/decklist\\-language/decklist\\-language/main/data/rules\\.json answered HTTP 503, so the bundled rules of 2026\\-11\\-29 stay in force; it is tried again within a day, or run "Decklist: Update Card Data" to try now\\. (2026\\-11\\-29 19:00)',
  );
  assert.equal(s.accessibilityLabel, 'Decklist, Commander, 99 + 1 / 100, no problems, card data of 2026-11-28; the last rules data update failed');
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, commanderDeck, createFormatRegistry, db, parseConfig } from './helpers';
import { createDecklistService } from '../../../server/src/core';

test('house rules: a config format extends commander, adds a ban and keeps the base bans', () => {
  const { config, errors } = parseConfig(
    JSON.stringify({ formats: { playgroup: { extends: 'commander', name: 'Our playgroup', banned: ['Sol Ring'] } } }),
    '/w/decklist.config.json',
  );
  assert.deepEqual(errors, []);
  const f = createFormatRegistry(config).get('playgroup')!;
  assert.equal(f.name, 'Our playgroup');
  const r = check(commanderDeck('Phelddagrif', ['Sol Ring', 'Black Lotus']), f);
  const banned = codes(r, 'banned').map((d) => d.card).sort();
  assert.deepEqual(banned, ['Black Lotus', 'Sol Ring']);
  // Commander itself still allows Sol Ring.
  assert.deepEqual(codes(check(commanderDeck('Phelddagrif', ['Sol Ring']), 'commander'), 'banned'), []);
});

test('house rules: an 80-card house format', () => {
  const { config } = parseConfig(JSON.stringify({ formats: { house80: { extends: 'commander', deckSize: { exact: 80 } } } }));
  const f = createFormatRegistry(config).get('house80')!;
  assert.deepEqual(codes(check(commanderDeck('Phelddagrif', [], ['Forest'], 80), f), 'deck-size'), []);
  assert.equal(codes(check(commanderDeck('Phelddagrif', [], ['Forest'], 100), f), 'deck-size').length, 1);
});

test('severities: banned as a warning, legality-unknown off', () => {
  const { config, errors } = parseConfig(JSON.stringify({ severity: { banned: 'warning', 'legality-unknown': 'off' } }));
  assert.deepEqual(errors, []);
  const svc = createDecklistService({ cards: db(), config });
  const r = svc.check(commanderDeck('Phelddagrif', ['Black Lotus']), { format: 'commander' });
  const b = r.diagnostics.find((d) => d.code === 'banned')!;
  assert.equal(b.severity, 'warning');
});

test('bad configs give errors with the file path and a position, never a throw', () => {
  const cases: Array<[string, RegExp]> = [
    ['{ "formats": ', /not valid JSON/],
    ['[]', /one JSON object/],
    ['{"formats": {"x": {"extends": "commander", "deckSize": {"exact": "eighty"}}}}', /deckSize.*whole number/],
    ['{"formats": {"x": {"extends": "commander", "bannned": []}}}', /unknown field "bannned"/],
    ['{"severity": {"banned": "fatal"}}', /must be one of/],
    ['{"colour": 1}', /unknown setting "colour"/],
  ];
  for (const [text, re] of cases) {
    const r = parseConfig(text, '/w/decklist.config.json');
    assert.equal(r.errors.length >= 1, true, text);
    assert.match(r.errors[0].message, re);
    assert.equal(r.errors[0].path, '/w/decklist.config.json');
    assert.equal(typeof r.errors[0].line, 'number');
  }
  const multi = parseConfig('{\n  "formats": {\n    "x": {\n      "copyLimit": 0\n    }\n  }\n}', 'p');
  assert.equal(multi.errors[0].line, 3);
});

test('registry: unknown base and cycles are reported, not thrown', () => {
  const bad = createFormatRegistry(parseConfig(JSON.stringify({ formats: { a: { extends: 'nope' } } })).config);
  assert.match(bad.errors[0].message, /extends "nope", which is not a known format/);
  const cyc = createFormatRegistry(parseConfig(JSON.stringify({ formats: { a: { extends: 'b' }, b: { extends: 'a' } } })).config);
  assert.ok(cyc.errors.some((e) => /extends itself/.test(e.message)));
  assert.equal(cyc.get('a'), undefined);
});

test('format resolution: directive, then the option, then the extension, then the config default, then a guess', () => {
  const svc = createDecklistService({ cards: db(), config: parseConfig('{"format": "legacy"}').config });
  const d1 = svc.parse('// format: vintage\n60 Island\n', { fileName: 'x.edh' });
  assert.equal(svc.formatFor(d1, { format: 'modern' }).format.id, 'vintage');
  assert.equal(svc.formatFor(d1, { format: 'modern' }).source, 'directive');
  const d2 = svc.parse('60 Island\n', { fileName: 'x.edh' });
  // An explicit choice beats a guess from the extension: `check --format vintage deck.edh` is Vintage.
  assert.equal(svc.formatFor(d2, { format: 'vintage' }).format.id, 'vintage');
  assert.equal(svc.formatFor(d2, { format: 'vintage' }).source, 'option');
  assert.equal(svc.formatFor(d2, { format: 'duel' }).format.id, 'duel');
  // The extension beats the config's default (a constructed default does not make a .edh file Legacy)…
  assert.equal(svc.formatFor(d2).format.id, 'commander');
  assert.equal(svc.formatFor(d2).source, 'extension');
  // …and the editor's setting (the service's default format) counts like --format.
  const setting = createDecklistService({ cards: db(), defaultFormat: 'pauper' });
  assert.equal(setting.formatFor(d2).format.id, 'pauper');
  assert.equal(setting.formatFor(d1).format.id, 'vintage');
  // A Commander-type config format refines what .edh implies (Duel Commander, a house format).
  const house = createDecklistService({
    cards: db(),
    config: parseConfig('{"format": "playgroup", "formats": {"playgroup": {"extends": "commander", "banned": ["Sol Ring"]}}}').config,
  });
  assert.equal(house.formatFor(d2).format.id, 'playgroup');
  assert.equal(house.formatFor(d2).source, 'config');
  const d3 = svc.parse('60 Island\n', { fileName: 'x.txt' });
  assert.equal(svc.formatFor(d3, { format: 'modern' }).format.id, 'modern');
  assert.equal(svc.formatFor(d3).format.id, 'legacy');
  const bare = createDecklistService({ cards: db() });
  assert.equal(bare.formatFor(d3).format.id, 'constructed');
  assert.equal(bare.formatFor(bare.parse('1 Phelddagrif\n99 Forest\n')).format.id, 'commander');
});

test('an unknown format: line is reported on the line with suggestions, and checking goes on', () => {
  const svc = createDecklistService({ cards: db() });
  const r = svc.check('// format: comander\n1 Phelddagrif\n99 Forest\n');
  const f = r.diagnostics.find((d) => d.code === 'format')!;
  assert.match(f.message, /Unknown format "comander"/);
  assert.match(f.message, /"commander"/);
  assert.equal(f.range.start.line, 0);
  assert.equal(r.format, 'commander');
});

test('configCandidates: the deck\'s directory and its parents, nearest first, stopping at the workspace root', async () => {
  const { configCandidates } = await import('../../../server/src/core/formats');
  assert.deepEqual(configCandidates('/w/decks/a.txt', '/w'), ['/w/decks/decklist.config.json', '/w/decklist.config.json']);
  assert.deepEqual(configCandidates('/w/a.txt'), ['/w/decklist.config.json', '/decklist.config.json']);
  assert.deepEqual(configCandidates('C:\\x\\d.txt'), ['C:\\x\\decklist.config.json', 'C:\\decklist.config.json']);
});

test('config.schema.json lists exactly the fields, codes and built-ins the validator and engine know', async () => {
  const schema = JSON.parse(
    (await import('node:fs')).readFileSync(require('node:path').resolve(__dirname, '../../../server/src/core/formats/config.schema.json'), 'utf8'),
  );
  const { DIAGNOSTIC_CODES } = await import('../../../server/src/core/rules');
  const { BUILTIN_FORMATS } = await import('../../../server/src/core/formats');
  const schemaCodes = [...schema.definitions.severities.propertyNames.enum].sort();
  assert.deepEqual(schemaCodes, DIAGNOSTIC_CODES.map((c) => c.code).sort());
  const { SEVERITY_CODES } = await import('../../../server/src/core/formats/config');
  assert.deepEqual([...SEVERITY_CODES].sort(), schemaCodes);
  const fields = Object.keys(schema.definitions.format.properties).filter((f) => f !== 'id');
  for (const f of fields) {
    const r = parseConfig(JSON.stringify({ formats: { x: { extends: 'commander', [f]: 'not-valid-for-anything-×' } } }));
    assert.ok(!r.errors.some((e) => /unknown field/.test(e.message)), `validator does not know "${f}"`);
  }
  for (const b of BUILTIN_FORMATS) assert.match(schema.definitions.format.properties.extends.description, new RegExp(`\\b${b.id}\\b`));
});

test('format names as people write them, in English and Japanese', async () => {
  const { normalizeFormatId } = await import('../../../server/src/core/formats');
  const cases: Array<[string, string]> = [
    ['EDH', 'commander'],
    ['Commander', 'commander'],
    ['Duel Commander', 'duel'],
    ['Historic Brawl', 'brawl'],
    ['Standard Brawl', 'standardbrawl'],
    ['Pauper EDH', 'paupercommander'],
    ['Type 1', 'vintage'],
    ['2HG', 'two-headed-giant'],
    ['統率者戦', 'commander'],
    ['スタンダード・ブロール', 'standardbrawl'],
    ['ヴィンテージ', 'vintage'],
    ['ｖｉｎｔａｇｅ', 'vintage'],
  ];
  for (const [written, id] of cases) assert.equal(normalizeFormatId(written), id, written);
});

test('house rules on top of a format with its own ban list: the base list is kept, the new ban added', () => {
  const { config } = parseConfig(JSON.stringify({ formats: { ours: { extends: 'commander-2010', banned: ['Sol Ring'] } } }));
  const f = createFormatRegistry(config).get('ours')!;
  const r = check(commanderDeck('Phelddagrif', ['Sol Ring', 'Balance']), f);
  assert.deepEqual(codes(r, 'banned').map((d) => d.card).sort(), ['Balance', 'Sol Ring']);
});

test('a format whose definition has errors: its unknown base is reported in the same round, and a deck naming it is told why it cannot be used', () => {
  const text = '{\n  "format": "house",\n  "formats": {\n    "house": { "extends": "comander", "deckSize": 80 }\n  }\n}';
  const { config, errors } = parseConfig(text, '/w/decklist.config.json');
  assert.ok(errors.some((e) => /"deckSize" must be an object/.test(e.message)), JSON.stringify(errors));
  const ext = errors.find((e) => /"extends" names "comander", which is not a known format/.test(e.message));
  assert.ok(ext, JSON.stringify(errors));
  assert.deepEqual([ext.line, ext.character], [3, 15]);
  // A valid base is not reported.
  assert.ok(!parseConfig('{"formats": {"h": {"extends": "EDH", "deckSize": 80}}}').errors.some((e) => /extends/.test(e.message)));
  const svc = createDecklistService({ cards: db(), config });
  const r = svc.check(commanderDeck('Phelddagrif', []));
  const f = r.diagnostics.find((d) => d.code === 'format')!;
  assert.match(f.message, /Format "house" is defined in decklist\.config\.json, but its definition has errors/);
});

test('a misspelt diagnostic code in "severity" is an error, not silently ignored', () => {
  const { errors } = parseConfig('{\n  "severity": { "baned": "warning" }\n}', '/w/decklist.config.json');
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /"baned" is not a diagnostic code \(known: parse, unknown-card/);
  assert.equal(errors[0].line, 1);
  assert.deepEqual(parseConfig('{"severity": {"banned": "warning", "format": "off"}}').errors, []);
});

test('when --format and the file\'s format line disagree, the line wins and says so once, as information on the line', () => {
  const svc = createDecklistService({ cards: db() });
  const text = '// format: vintage\n4 Lightning Bolt\n56 Mountain\n';
  const r = svc.check(text, { format: 'modern' });
  assert.equal(r.format, 'vintage');
  const notes = r.diagnostics.filter((d) => d.code === 'format');
  assert.equal(notes.length, 1);
  assert.equal(notes[0].severity, 'information');
  assert.match(notes[0].message, /names Vintage \(vintage\), which wins over --format modern \(Modern\)/);
  assert.equal(notes[0].range.start.line, 0);
  assert.equal(notes[0].range.start.character, '// format: '.length);
  // The same format under another name, no --format, or the editor's default setting: nothing to say.
  assert.deepEqual(svc.check(text, { format: 'type1' }).diagnostics.filter((d) => d.code === 'format'), []);
  assert.deepEqual(svc.check(text).diagnostics.filter((d) => d.code === 'format'), []);
  const setting = createDecklistService({ cards: db(), defaultFormat: 'modern' });
  assert.deepEqual(setting.check(text).diagnostics.filter((d) => d.code === 'format'), []);
  // checkFiles (the CLI) says it per file, once.
  const [a, b] = svc.checkFiles([{ path: 'a.txt', text }, { path: 'b.txt', text: '4 Lightning Bolt\n56 Mountain\n' }], { format: 'modern' });
  assert.equal(a.diagnostics.filter((d) => d.code === 'format').length, 1);
  assert.equal(b.diagnostics.filter((d) => d.code === 'format').length, 0);
  // `format: off` silences it with the rest of the code.
  const off = createDecklistService({ cards: db(), severities: { format: 'off' } });
  assert.deepEqual(off.check(text, { format: 'modern' }).diagnostics.filter((d) => d.code === 'format'), []);
});

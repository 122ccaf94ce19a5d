// `decklist parse [--json] FILE...`: prints the syntax tree of each decklist.
// Exit codes: 0 read everything, 1 some file has parse errors, 2 usage error or unreadable file.
import * as l10n from '@vscode/l10n';
import type { CliIO } from './io';
import { inCliLocale } from './locale';
import { readFailure, severityWord } from './messages';
import { parseDeckBytes, type DeckDocument, type EntryNode, type Range } from '../core/index';

/** `decklist parse --help`, in the language in force. */
function usage(): string {
  return l10n.t(`usage: decklist parse [--json] FILE...

Prints each decklist's entries: section, quantity, name as written, set, collector
number, markers, tags, category and 0-based range (line:character, UTF-16, as LSP
counts them). Reads plain text (MTGO, Arena, Moxfield, Archidekt, TappedOut), MTGO .dek
XML, Cockatrice .cod XML, OCTGN .o8d XML and MTGJSON deck files.

options:
  --json    print {"files":[{"path","dialect","entries":[…],"diagnostics":[…]}]};
            each entry also has "tags" ([Ramp], #tag), "category" (the header it
            sits under, // Tutors, or null) and "ranges" of its quantity, name, set,
            number and tags
  -h, --help

exit status: 0 all files read, 1 some file has syntax errors, 2 usage error or unreadable file`);
}

export interface ParsedFileJson {
  path: string;
  dialect: DeckDocument['dialect'];
  formatHint?: string;
  entries: Array<{
    section: EntryNode['section'];
    quantity: number;
    name: string;
    set: string | null;
    collectorNumber: string | null;
    markers: Array<{ kind: string; text: string; range: Range }>;
    tags: string[];
    /** The category header above the entry (`// Tutors`), if any. */
    category: string | null;
    lookupNames: string[];
    range: Range;
    /** Where each part of the entry is written (quantity absent when implied). */
    ranges: { quantity: Range | null; name: Range; set: Range | null; collectorNumber: Range | null; tags: Range[] };
  }>;
  directives: Array<{ key: string; value: string; range: Range }>;
  diagnostics: DeckDocument['diagnostics'];
}

export function documentToJson(path: string, doc: DeckDocument): ParsedFileJson {
  const out: ParsedFileJson = {
    path,
    dialect: doc.dialect,
    entries: doc.entries.map((e) => ({
      section: e.section,
      quantity: e.quantity,
      name: e.name,
      set: e.set?.text ?? null,
      collectorNumber: e.collectorNumber?.text ?? null,
      markers: e.markers.map((m) => ({ kind: m.kind, text: m.text, range: m.range })),
      tags: e.tags.map((t) => t.text),
      category: e.category ?? null,
      lookupNames: e.lookupNames,
      range: e.range,
      ranges: {
        quantity: e.quantityRange ?? null,
        name: e.nameRange,
        set: e.set?.range ?? null,
        collectorNumber: e.collectorNumber?.range ?? null,
        tags: e.tags.map((t) => t.range),
      },
    })),
    directives: doc.directives.map((d) => ({ key: d.key, value: d.value, range: d.range })),
    diagnostics: doc.diagnostics,
  };
  if (doc.formatHint) out.formatHint = doc.formatHint;
  return out;
}

function pos(r: Range): string {
  const a = `${r.start.line}:${r.start.character}`;
  const b = r.end.line === r.start.line ? `${r.end.character}` : `${r.end.line}:${r.end.character}`;
  return `${a}-${b}`;
}

/**
 * The syntax tree's ids (a section, a dialect, a directive line) as the tree shows them: in English
 * the ids themselves, which --json writes too; in another language their names (メインデッキ, テキスト).
 */
function treeWord(id: string): string {
  switch (id) {
    case 'commander':
      return l10n.t({ message: 'commander', comment: ['an id in `decklist parse`\'s tree (kept in English; elsewhere the thing by name): the commander section'] });
    case 'companion':
      return l10n.t({ message: 'companion', comment: ['an id in `decklist parse`\'s tree (kept in English; elsewhere the thing by name): the companion section'] });
    case 'main':
      return l10n.t({ message: 'main', comment: ['an id in `decklist parse`\'s tree (kept in English; elsewhere the thing by name): the main deck section'] });
    case 'sideboard':
      return l10n.t({ message: 'sideboard', comment: ['an id in `decklist parse`\'s tree (kept in English; elsewhere the thing by name): the sideboard section'] });
    case 'maybeboard':
      return l10n.t({ message: 'maybeboard', comment: ['an id in `decklist parse`\'s tree (kept in English; elsewhere the thing by name): the maybeboard section'] });
    case 'outside':
      return l10n.t({ message: 'outside', comment: ['an id in `decklist parse`\'s tree (kept in English; elsewhere the thing by name): cards outside the deck'] });
    case 'directive':
      return l10n.t({ message: 'directive', comment: ['an id in `decklist parse`\'s tree (kept in English; elsewhere the thing by name): a "// format: …" line'] });
    case 'text':
      return l10n.t({ message: 'text', comment: ['an id in `decklist parse`\'s tree (kept in English; elsewhere the thing by name): the plain text dialect of a deck file'] });
    case 'mtgo-xml':
      return l10n.t({ message: 'mtgo-xml', comment: ['an id in `decklist parse`\'s tree (kept in English; elsewhere the thing by name): the dialect of an MTGO .dek file'] });
    case 'cockatrice-xml':
      return l10n.t({ message: 'cockatrice-xml', comment: ['an id in `decklist parse`\'s tree (kept in English; elsewhere the thing by name): the dialect of a Cockatrice .cod file'] });
    case 'octgn-xml':
      return l10n.t({ message: 'octgn-xml', comment: ['an id in `decklist parse`\'s tree (kept in English; elsewhere the thing by name): the dialect of an OCTGN .o8d file'] });
    case 'mtgjson-json':
      return l10n.t({ message: 'mtgjson-json', comment: ['an id in `decklist parse`\'s tree (kept in English; elsewhere the thing by name): the dialect of an MTGJSON deck file'] });
    default:
      return id;
  }
}

/** Pads to a width in columns: a Japanese character takes two. */
function padColumns(s: string, width: number): string {
  const columns = [...s].reduce((n, c) => n + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(c) ? 2 : 1), 0);
  return s + ' '.repeat(Math.max(0, width - columns));
}

function human(path: string, doc: DeckDocument): string {
  const lines: string[] = [];
  const totals = new Map<string, number>();
  for (const e of doc.entries) totals.set(e.section, (totals.get(e.section) ?? 0) + e.quantity);
  const summary = [...totals].map(([k, v]) => l10n.t({ message: '{0} {1}', args: [treeWord(k), v], comment: ['a section and its card count in `decklist parse`: "main 99"'] })).join(l10n.t({ message: ', ', comment: ['between the sections of `decklist parse`\'s summary: "commander 1, main 99"'] })) || l10n.t('no cards');
  const hintSource =
    doc.formatHintSource === 'extension'
      ? l10n.t({ message: 'extension', comment: ['where parse found a deck\'s format: "format commander (from extension)"'] })
      : l10n.t({ message: 'directive', comment: ['where parse found a deck\'s format: "format modern (from directive)", the // format: line'] });
  const hint = doc.formatHint ? l10n.t(', format {0} (from {1})', doc.formatHint, hintSource) : '';
  lines.push(l10n.t('{0}: {1}, {2} lines, {3} entries ({4}){5}', path, treeWord(doc.dialect), doc.lineCount, doc.entries.length, summary, hint));
  for (const d of doc.directives) lines.push(`  ${pos(d.range).padEnd(12)} ${padColumns(treeWord('directive'), 10)} ${d.key}: ${d.value}`);
  for (const e of doc.entries) {
    let s = `  ${pos(e.range).padEnd(12)} ${padColumns(treeWord(e.section), 10)} ${String(e.quantity).padStart(3)}  ${e.name}`;
    if (e.set) s += `  (${e.set.text})`;
    if (e.collectorNumber) s += ` ${e.collectorNumber.text}`;
    if (e.markers.length) s += `  ${e.markers.map((m) => m.text).join(' ')}`;
    if (e.tags.length) s += `  [${e.tags.map((t) => t.text).join(',')}]`;
    if (e.category) s += `  {${l10n.t('category: {0}', e.category)}}`;
    if (e.lookupNames.length > 1 || e.lookupNames[0] !== e.name) s += `  → ${e.lookupNames.join(' | ')}`;
    lines.push(s);
  }
  for (const d of doc.diagnostics) lines.push(`  ${pos(d.range).padEnd(12)} ${severityWord(d.severity)}: ${d.message}`);
  return lines.join('\n');
}

export function runParseCommand(argv: string[], io: CliIO): Promise<number> {
  return inCliLocale(argv, io, (args) => parseInLocale(args, io));
}

async function parseInLocale(args: string[], io: CliIO): Promise<number> {
  let json = false;
  const files: string[] = [];
  let onlyFiles = false;
  for (const a of args) {
    if (!onlyFiles && a === '--') onlyFiles = true;
    else if (!onlyFiles && a === '--json') json = true;
    else if (!onlyFiles && (a === '-h' || a === '--help')) {
      io.out(usage());
      return 0;
    } else if (!onlyFiles && a.startsWith('-') && a !== '-') {
      io.err(`decklist parse: ${l10n.t("unknown option '{0}'", a)}\n${usage()}`);
      return 2;
    } else files.push(a);
  }
  if (files.length === 0) {
    io.err(`decklist parse: ${l10n.t('no FILE given')}\n${usage()}`);
    return 2;
  }
  let code = 0;
  const results: ParsedFileJson[] = [];
  const texts: string[] = [];
  for (const f of files) {
    let bytes: Uint8Array;
    try {
      bytes = await io.readFile(f);
    } catch (e) {
      io.err(`decklist parse: ${l10n.t("cannot read '{0}': {1}", f, readFailure(e))}`);
      code = 2;
      continue;
    }
    const doc = parseDeckBytes(bytes, { fileName: f });
    if (code === 0 && doc.diagnostics.some((d) => d.severity === 'error')) code = 1;
    if (json) results.push(documentToJson(f, doc));
    else texts.push(human(f, doc));
  }
  if (json) io.out(JSON.stringify({ files: results }, null, 2));
  else if (texts.length) io.out(texts.join('\n\n'));
  return code;
}

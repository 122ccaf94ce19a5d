// XML dialects: MTGO `.dek` (<Cards Quantity Sideboard Name CatID Annotation/>) and Cockatrice `.cod`
// (<zone name="main|side"><card number name/></zone>). Parsed with saxes, which never expands
// entities it does not know and never fetches anything; a DOCTYPE stops the parse with a diagnostic,
// so an "XML bomb" costs nothing. Ranges point at attribute values in the source text.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { DeckDiagnostic, Range } from '../types';
import type { DeckDocument, DirectiveNode, EntryNode, LineNode, Marker, SectionKind, UnparsedNode } from './types';
import { LineIndex } from './text-util';

/** MTGO's annotation on the commander of an EDH export (a sideboard entry). */
export const MTGO_COMMANDER_ANNOTATION = '16777728';

class Abort extends Error {}

function short(t: string): string {
  return t.length > 60 ? t.slice(0, 57) + '…' : t;
}

interface RawAttr {
  value: string;
  start: number;
  end: number;
}

/** Scans the raw text of one start tag for attribute value offsets. */
function rawAttributes(text: string, tagStart: number, tagEnd: number): Map<string, RawAttr> {
  const out = new Map<string, RawAttr>();
  const re = /([A-Za-z_:][\w:.-]*)\s*=\s*("|')/g;
  const tag = text.slice(tagStart, tagEnd);
  let m: RegExpExecArray | null;
  while ((m = re.exec(tag)) !== null) {
    const q = m[2];
    const vs = m.index + m[0].length;
    const ve = tag.indexOf(q, vs);
    if (ve === -1) break;
    out.set(m[1], { value: tag.slice(vs, ve), start: tagStart + vs, end: tagStart + ve });
    re.lastIndex = ve + 1;
  }
  return out;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(s: string): string {
  if (s.indexOf('&') === -1) return s;
  return s.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/g, (all, e: string) => {
    if (e[0] === '#') {
      const cp = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return cp <= 0x10ffff ? String.fromCodePoint(cp) : all;
    }
    return XML_ENTITIES[e];
  });
}

export function parseXml(text: string, dialect: 'mtgo-xml' | 'cockatrice-xml'): DeckDocument {
  const index = new LineIndex(text);
  const nodes: LineNode[] = [];
  const entries: EntryNode[] = [];
  const directives: DirectiveNode[] = [];
  const diagnostics: DeckDiagnostic[] = [];
  const rng = (a: number, b: number): Range => ({ start: index.position(a), end: index.position(b) });

  const parser = new SaxesParser({ position: true, xmlns: false });
  let zone: SectionKind = 'main';
  let zoneName: string | undefined;
  let commentsStart = -1;
  let decknameStart = -1;
  let sawRoot = false;

  const fail = (message: string, start: number, end: number, reason: string): never => {
    const r = rng(start, end);
    diagnostics.push({ code: 'parse', severity: 'error', message, range: r, data: { reason } });
    const u: UnparsedNode = { kind: 'unparsed', line: r.start.line, range: r, text: text.slice(start, Math.min(end, start + 200)) };
    nodes.push(u);
    throw new Abort();
  };

  parser.on('doctype', () => {
    const end = parser.position;
    let start = text.lastIndexOf('<!DOCTYPE', end);
    if (start < 0) start = Math.max(0, text.toUpperCase().lastIndexOf('<!DOCTYPE', end));
    fail(
      'This XML file declares a DOCTYPE, which decklist exports never do; it is not read (entities are never expanded). Remove the <!DOCTYPE …> declaration.',
      start,
      Math.min(end, start + 9),
      'xml-doctype',
    );
  });

  parser.on('error', (err: Error) => {
    const pos = Math.min(parser.position, text.length);
    const lineStart = index.starts[index.position(pos).line];
    const msg = err.message.replace(/^(?:[^:\n]*:)?\d+:\d+: /, '').replace(/\.$/, '');
    fail(`This XML file is malformed (${short(msg)}), so the rest of it cannot be read. Fix the XML, or re-export the deck.`, Math.max(lineStart, pos - 1), pos, 'xml-malformed');
  });

  parser.on('opentag', (tag: SaxesTagPlain) => {
    const end = parser.position;
    const start = Math.max(0, text.lastIndexOf('<', end - 1));
    const name = tag.name;
    const attrs = tag.attributes as Record<string, string>;
    if (!sawRoot) {
      sawRoot = true;
      const expected = dialect === 'mtgo-xml' ? 'Deck' : 'cockatrice_deck';
      if (name !== expected) {
        diagnostics.push({
          code: 'parse',
          severity: 'warning',
          message: `The XML root element is <${short(name)}>, not <${expected}>; this may not be a ${dialect === 'mtgo-xml' ? 'MTGO .dek' : 'Cockatrice .cod'} deck.`,
          range: rng(start, end),
          data: { reason: 'xml-root' },
        });
      }
    }
    if (dialect === 'mtgo-xml') {
      if (name === 'Cards') mtgoCard(start, end, attrs);
    } else {
      if (name === 'zone') {
        const z = (attrs.name ?? '').toLowerCase();
        zoneName = attrs.name;
        zone = z === 'main' ? 'main' : z === 'side' ? 'sideboard' : 'outside';
      } else if (name === 'card') cockatriceCard(start, end, attrs);
      else if (name === 'comments') commentsStart = end;
      else if (name === 'deckname') decknameStart = end;
    }
  });

  parser.on('closetag', (tag) => {
    const end = parser.position;
    const start = text.lastIndexOf('<', end - 1);
    if (tag.name === 'zone') {
      zone = 'main';
      zoneName = undefined;
    } else if (tag.name === 'comments' && commentsStart >= 0) {
      cockatriceComments(commentsStart, start);
      commentsStart = -1;
    } else if (tag.name === 'deckname' && decknameStart >= 0) {
      const raw = text.slice(decknameStart, start);
      const lead = raw.length - raw.trimStart().length;
      const value = decodeEntities(raw.trim());
      if (value) {
        const vs = decknameStart + lead;
        const ve = vs + raw.trim().length;
        const d: DirectiveNode = {
          kind: 'directive',
          line: index.position(vs).line,
          range: rng(vs, ve),
          key: 'name',
          keyRange: rng(decknameStart - 10 < 0 ? 0 : decknameStart - 10, decknameStart),
          value,
          valueRange: rng(vs, ve),
        };
        nodes.push(d);
        directives.push(d);
      }
      decknameStart = -1;
    }
  });

  function quantityOf(q: RawAttr | undefined, nameForMsg: string, fallback: number): { quantity: number; range?: Range } {
    if (!q) return { quantity: fallback };
    const r = rng(q.start, q.end);
    const t = q.value.trim();
    if (/^\d{16,}$/.test(t)) {
      diagnostics.push({
        code: 'parse',
        severity: 'error',
        message: `Quantity ${short(t)} for '${short(nameForMsg)}' is more than 999; write the number of copies.`,
        range: r,
        data: { reason: 'quantity-too-large' },
      });
      return { quantity: Number.MAX_SAFE_INTEGER, range: r };
    }
    if (!/^\d{1,15}$/.test(t)) {
      diagnostics.push({
        code: 'parse',
        severity: 'error',
        message: `The quantity '${short(q.value)}' of '${short(nameForMsg)}' is not a whole number; write e.g. "1".`,
        range: r,
        data: { reason: 'quantity-invalid' },
      });
      return { quantity: fallback, range: r };
    }
    const n = Number(t);
    if (n === 0 || n > 999) {
      diagnostics.push({
        code: 'parse',
        severity: 'error',
        message:
          n === 0
            ? `Quantity 0 for '${short(nameForMsg)}': an entry must count at least one copy. Write 1, or remove the element.`
            : `Quantity ${n} for '${short(nameForMsg)}' is more than 999; write the number of copies.`,
        range: r,
        data: { reason: n === 0 ? 'quantity-zero' : 'quantity-too-large' },
      });
    }
    return { quantity: n, range: r };
  }

  function pushEntry(
    start: number,
    end: number,
    nameAttr: RawAttr | undefined,
    section: SectionKind,
    sectionName: string | undefined,
    q: { quantity: number; range?: Range },
    markers: Marker[],
    extra: { set?: RawAttr; number?: RawAttr },
  ): void {
    if (!nameAttr || !nameAttr.value.trim()) {
      const r = rng(start, end);
      diagnostics.push({
        code: 'parse',
        severity: 'error',
        message: 'This card element has no name; add a name="…" attribute or remove it.',
        range: r,
        data: { reason: 'no-name' },
      });
      nodes.push({ kind: 'unparsed', line: r.start.line, range: r, text: text.slice(start, Math.min(end, start + 200)) });
      return;
    }
    const name = decodeEntities(nameAttr.value);
    const e: EntryNode = {
      kind: 'entry',
      line: index.position(start).line,
      range: rng(start, end),
      section,
      quantity: q.quantity,
      name,
      nameRange: rng(nameAttr.start, nameAttr.end),
      lookupNames: [name],
      markers,
      tags: [],
    };
    if (sectionName !== undefined) e.sectionName = sectionName;
    if (q.range) e.quantityRange = q.range;
    if (extra.set && extra.set.value.trim()) e.set = { text: decodeEntities(extra.set.value), range: rng(extra.set.start, extra.set.end) };
    if (extra.number && extra.number.value.trim())
      e.collectorNumber = { text: decodeEntities(extra.number.value), range: rng(extra.number.start, extra.number.end) };
    nodes.push(e);
    entries.push(e);
  }

  function mtgoCard(start: number, end: number, _attrs: Record<string, string>): void {
    const raw = rawAttributes(text, start, end);
    const nameAttr = raw.get('Name');
    const side = (raw.get('Sideboard')?.value ?? 'false').trim().toLowerCase() === 'true';
    const ann = raw.get('Annotation');
    const markers: Marker[] = [];
    let section: SectionKind = side ? 'sideboard' : 'main';
    if (ann && ann.value.trim() === MTGO_COMMANDER_ANNOTATION && side) {
      section = 'commander';
      markers.push({ kind: 'commander', text: ann.value, range: rng(ann.start, ann.end) });
    }
    const q = quantityOf(raw.get('Quantity'), decodeEntities(nameAttr?.value ?? ''), 1);
    pushEntry(start, end, nameAttr, section, side ? 'Sideboard' : undefined, q, markers, {});
  }

  function cockatriceCard(start: number, end: number, _attrs: Record<string, string>): void {
    const raw = rawAttributes(text, start, end);
    const nameAttr = raw.get('name');
    const q = quantityOf(raw.get('number'), decodeEntities(nameAttr?.value ?? ''), 1);
    pushEntry(start, end, nameAttr, zone, zoneName, q, [], { set: raw.get('setShortName'), number: raw.get('collectorNumber') });
  }

  function cockatriceComments(from: number, to: number): void {
    // `CDR: Name` lines name the commander (TappedOut → Cockatrice exports).
    const re = /^[ \t]*(CDR|Commander)[ \t]*:[ \t]*([^\r\n]*?)[ \t]*$/gim;
    const body = text.slice(from, to);
    let m: RegExpExecArray | null;
    while ((m = re.exec(body)) !== null) {
      if (!m[2]) continue;
      const ks = from + m.index + m[0].indexOf(m[1]);
      const vs = from + m.index + m[0].lastIndexOf(m[2]);
      const d: DirectiveNode = {
        kind: 'directive',
        line: index.position(ks).line,
        range: rng(ks, vs + m[2].length),
        key: 'commander',
        keyRange: rng(ks, ks + m[1].length),
        value: decodeEntities(m[2]),
        valueRange: rng(vs, vs + m[2].length),
      };
      nodes.push(d);
      directives.push(d);
    }
  }

  try {
    parser.write(text);
    parser.close();
  } catch (e) {
    if (!(e instanceof Abort)) {
      const pos = Math.min(text.length, Math.max(0, parser.position));
      const r = rng(Math.max(0, pos - 1), pos);
      diagnostics.push({
        code: 'parse',
        severity: 'error',
        message: `This XML file could not be read (${short(e instanceof Error ? e.message : String(e))}).`,
        range: r,
        data: { reason: 'xml-malformed' },
      });
    }
  }
  if (entries.length === 0 && !diagnostics.some((d) => d.severity === 'error')) {
    diagnostics.push({
      code: 'parse',
      severity: 'warning',
      message:
        dialect === 'mtgo-xml'
          ? 'No <Cards …/> elements found in this MTGO .dek file; the deck is empty.'
          : 'No <card …/> elements found in this Cockatrice .cod file; the deck is empty.',
      range: rng(0, 0),
      data: { reason: 'empty' },
    });
  }
  nodes.sort((x, y) => x.range.start.line - y.range.start.line || x.range.start.character - y.range.start.character);
  return { dialect, lineCount: index.lineCount, nodes, entries, directives, diagnostics };
}

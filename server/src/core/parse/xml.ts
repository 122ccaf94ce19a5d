// XML dialects: MTGO `.dek` (<Cards Quantity Sideboard Name CatID Annotation/>), Cockatrice `.cod`
// (<zone name="main|side"><card number name/></zone>) and OCTGN `.o8d` (<section name="Main"><card
// qty="4" id="…">Name</card></section>). Parsed with saxes, which never expands entities it does not
// know and never fetches anything; a DOCTYPE stops the parse with a diagnostic, so an "XML bomb"
// costs nothing. Nesting depth, element count and the size of any one tag, text or comment are
// limited (XML_LIMITS), so no file costs more than about a second or a few hundred MB. Ranges point
// at attribute values and element text in the source text.
import * as l10n from '@vscode/l10n';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { DeckDocument, Marker, SectionKind } from './types';
import { StructuredDeckBuilder, short, type RawValue } from './structured';

/** MTGO's annotation on the commander of an EDH export (a sideboard entry). */
export const MTGO_COMMANDER_ANNOTATION = '16777728';

class Abort extends Error {}

/**
 * Far beyond any real export (a Cockatrice deck nests 3 deep; an MTGO collection export holds a few
 * tens of thousands of elements; a card name is under 150 characters), and well below what costs
 * seconds or hundreds of MB.
 */
export const XML_LIMITS = {
  /** Open elements at once. */
  depth: 64,
  /** Elements in the whole file. */
  elements: 100_000,
  /** Characters of any one tag (with its attributes), text run, comment or CDATA section. */
  construct: 256 * 1024,
};
/** Text is fed to saxes in pieces of this size, so an oversized construct is stopped early. */
const CHUNK = 64 * 1024;

/** Scans the raw text of one start tag for attribute value offsets. */
function rawAttributes(text: string, tagStart: number, tagEnd: number): Map<string, RawValue> {
  const out = new Map<string, RawValue>();
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

/** One element as a dialect sees it: its name, its start tag's offsets and its raw attributes. */
interface XmlElement {
  name: string;
  start: number;
  end: number;
  attributes: Map<string, RawValue>;
}

interface XmlHandlers {
  /** The root element's expected name and what the file then is (worded when said), for the warning on another root. */
  root: { name: string; what: () => string };
  open(el: XmlElement): void;
  /** `start` is the offset of the end tag (or of the `/>` element's end for a self-closing one). */
  close?(name: string, start: number, end: number): void;
}

/**
 * Reads `text` with saxes under the rules every XML dialect shares (no DOCTYPE, malformed XML
 * stops with one diagnostic, never an exception) and hands each element to the dialect.
 */
function readXml(b: StructuredDeckBuilder, h: XmlHandlers): void {
  const text = b.text;
  const parser = new SaxesParser({ position: true, xmlns: false });
  let sawRoot = false;

  const fail = (message: string, start: number, end: number, reason: string): never => {
    b.diagnostic(message, b.rng(start, end), reason);
    b.unparsed(start, end);
    throw new Abort();
  };

  parser.on('doctype', () => {
    const end = parser.position;
    let start = text.lastIndexOf('<!DOCTYPE', end);
    if (start < 0) start = Math.max(0, text.toUpperCase().lastIndexOf('<!DOCTYPE', end));
    fail(
      l10n.t('This XML file declares a DOCTYPE, which decklist exports never do; it is not read (entities are never expanded). Remove the <!DOCTYPE …> declaration.'),
      start,
      Math.min(end, start + 9),
      'xml-doctype',
    );
  });

  parser.on('error', (err: Error) => {
    const pos = Math.min(parser.position, text.length);
    const lineStart = b.index.starts[b.index.position(pos).line];
    const msg = err.message.replace(/^(?:[^:\n]*:)?\d+:\d+: /, '').replace(/\.$/, '');
    fail(l10n.t('This XML file is malformed ({0}), so the rest of it cannot be read. Fix the XML, or re-export the deck.', short(msg)), Math.max(lineStart, pos - 1), pos, 'xml-malformed');
  });

  // The limits. `progress` is the offset where saxes last finished a construct.
  let depth = 0;
  let elements = 0;
  let progress = 0;
  const markProgress = (): void => {
    progress = parser.position;
  };
  for (const ev of ['xmldecl', 'text', 'processinginstruction', 'comment', 'opentagstart', 'attribute', 'cdata'] as const) parser.on(ev, markProgress);
  const tooLarge = (message: string, at: number): never => fail(message, at, Math.min(text.length, at + 1), 'xml-too-large');

  parser.on('opentag', (tag: SaxesTagPlain) => {
    const end = parser.position;
    const start = Math.max(0, text.lastIndexOf('<', end - 1));
    progress = end;
    if (++elements > XML_LIMITS.elements) {
      tooLarge(
        l10n.t('This XML file has more than {0} elements, far more than any deck export; it is not read further. Re-export the deck.', XML_LIMITS.elements.toLocaleString('en-US')),
        start,
      );
    }
    if (!tag.isSelfClosing && ++depth > XML_LIMITS.depth) {
      tooLarge(l10n.t('This XML file has elements nested more than {0} deep, far more than any deck export; it is not read further. Re-export the deck.', XML_LIMITS.depth), start);
    }
    if (!sawRoot) {
      sawRoot = true;
      if (tag.name !== h.root.name) {
        b.diagnostic(
          l10n.t('The XML root element is <{0}>, not <{1}>; this may not be {2}.', short(tag.name), h.root.name, h.root.what()),
          b.rng(start, end),
          'xml-root',
          'warning',
        );
      }
    }
    h.open({ name: tag.name, start, end, attributes: rawAttributes(text, start, end) });
  });

  parser.on('closetag', (tag) => {
    const end = parser.position;
    progress = end;
    if (!tag.isSelfClosing) depth--;
    const start = tag.isSelfClosing ? end : text.lastIndexOf('<', end - 1);
    h.close?.(tag.name, start, end);
  });

  try {
    for (let at = 0; at < text.length; ) {
      let next = Math.min(text.length, at + CHUNK);
      // Never split a surrogate pair between two writes.
      if (next < text.length && (text.charCodeAt(next - 1) & 0xfc00) === 0xd800) next++;
      parser.write(text.slice(at, next));
      at = next;
      // (parser.position is exact only inside event handlers; between writes, `at` is what was read.)
      if (at - progress > XML_LIMITS.construct) {
        // Blank lines (before, between or after the elements) cost nothing to skip.
        if (/^\s*$/.test(text.slice(progress, at))) {
          progress = at;
          continue;
        }
        tooLarge(
          l10n.t(
            'This XML file has a single tag, text or comment of more than {0} KB, far more than any deck export; it is not read further. Re-export the deck.',
            XML_LIMITS.construct / 1024,
          ),
          Math.min(progress, text.length),
        );
      }
    }
    parser.close();
  } catch (e) {
    if (!(e instanceof Abort)) {
      const pos = Math.min(text.length, Math.max(0, parser.position));
      b.diagnostic(l10n.t('This XML file could not be read ({0}).', short(e instanceof Error ? e.message : String(e))), b.rng(Math.max(0, pos - 1), pos), 'xml-malformed');
    }
  }
}

/** The text of an element between `from` and `to` (its start tag's end and its end tag's start), trimmed, with its offsets. */
function elementText(text: string, from: number, to: number): RawValue {
  const raw = text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const value = raw.trim();
  return { value, start: from + lead, end: from + lead + value.length };
}

function pushCard(
  b: StructuredDeckBuilder,
  el: { start: number; end: number },
  name: RawValue | undefined,
  section: SectionKind,
  sectionName: string | undefined,
  quantity: RawValue | undefined,
  markers: Marker[],
  /** Words the diagnostic of an element without a name. */
  noName: () => string,
  extra: { set?: RawValue; number?: RawValue } = {},
): void {
  if (!name || !name.value.trim()) {
    b.diagnostic(noName(), b.rng(el.start, el.end), 'no-name');
    b.unparsed(el.start, el.end);
    return;
  }
  const decoded = decodeEntities(name.value);
  const span = (v: RawValue | undefined) => v && { text: decodeEntities(v.value), start: v.start, end: v.end };
  b.entry({
    start: el.start,
    end: el.end,
    name: decoded,
    nameStart: name.start,
    nameEnd: name.end,
    section,
    sectionName,
    quantity: b.quantity(quantity, decoded),
    markers,
    set: span(extra.set),
    collectorNumber: span(extra.number),
  });
}

const noNameAttribute = (): string => l10n.t('This card element has no name; add a name="…" attribute or remove it.');

export function parseXml(text: string, dialect: 'mtgo-xml' | 'cockatrice-xml'): DeckDocument {
  return dialect === 'mtgo-xml' ? parseMtgoXml(text) : parseCockatriceXml(text);
}

function parseMtgoXml(text: string): DeckDocument {
  const b = new StructuredDeckBuilder(text, 'mtgo-xml');
  readXml(b, {
    root: { name: 'Deck', what: () => l10n.t('a MTGO .dek deck') },
    open(el) {
      if (el.name !== 'Cards') return;
      const raw = el.attributes;
      const side = (raw.get('Sideboard')?.value ?? 'false').trim().toLowerCase() === 'true';
      const ann = raw.get('Annotation');
      const markers: Marker[] = [];
      let section: SectionKind = side ? 'sideboard' : 'main';
      if (ann && ann.value.trim() === MTGO_COMMANDER_ANNOTATION && side) {
        section = 'commander';
        markers.push({ kind: 'commander', text: ann.value, range: b.rng(ann.start, ann.end) });
      }
      pushCard(b, el, raw.get('Name'), section, side ? 'Sideboard' : undefined, raw.get('Quantity'), markers, noNameAttribute);
    },
  });
  return b.finish(() => l10n.t('No <Cards …/> elements found in this MTGO .dek file; the deck is empty.'));
}

function parseCockatriceXml(text: string): DeckDocument {
  const b = new StructuredDeckBuilder(text, 'cockatrice-xml');
  let zone: SectionKind = 'main';
  let zoneName: string | undefined;
  let commentsStart = -1;
  let decknameStart = -1;

  function comments(from: number, to: number): void {
    // `CDR: Name` lines name the commander (TappedOut → Cockatrice exports).
    const re = /^[ \t]*(CDR|Commander)[ \t]*:[ \t]*([^\r\n]*?)[ \t]*$/gim;
    const body = text.slice(from, to);
    let m: RegExpExecArray | null;
    while ((m = re.exec(body)) !== null) {
      if (!m[2]) continue;
      const ks = from + m.index + m[0].indexOf(m[1]);
      const vs = from + m.index + m[0].lastIndexOf(m[2]);
      b.directive('commander', ks, ks + m[1].length, decodeEntities(m[2]), vs, vs + m[2].length);
    }
  }

  readXml(b, {
    root: { name: 'cockatrice_deck', what: () => l10n.t('a Cockatrice .cod deck') },
    open(el) {
      if (el.name === 'zone') {
        const name = el.attributes.get('name');
        const z = decodeEntities(name?.value ?? '').toLowerCase();
        zoneName = name && decodeEntities(name.value);
        // Cockatrice writes `side`; converters (and hand-edited files) write `sideboard`.
        zone = z === 'main' ? 'main' : z === 'side' || z === 'sideboard' ? 'sideboard' : 'outside';
      } else if (el.name === 'card') {
        const raw = el.attributes;
        pushCard(b, el, raw.get('name'), zone, zoneName, raw.get('number'), [], noNameAttribute, {
          set: raw.get('setShortName'),
          number: raw.get('collectorNumber'),
        });
      } else if (el.name === 'comments') commentsStart = el.end;
      else if (el.name === 'deckname') decknameStart = el.end;
    },
    close(name, start) {
      if (name === 'zone') {
        zone = 'main';
        zoneName = undefined;
      } else if (name === 'comments' && commentsStart >= 0) {
        comments(commentsStart, start);
        commentsStart = -1;
      } else if (name === 'deckname' && decknameStart >= 0) {
        const v = elementText(text, decknameStart, start);
        if (v.value) b.directive('name', Math.max(0, decknameStart - 10), decknameStart, decodeEntities(v.value), v.start, v.end, v.start);
        decknameStart = -1;
      }
    },
  });
  return b.finish(() => l10n.t('No <card …/> elements found in this Cockatrice .cod file; the deck is empty.'));
}

/** OCTGN's Magic sections: the rest (Planes/Schemes, a Maybeboard, …) are not in the deck. */
const OCTGN_SECTIONS: Record<string, SectionKind> = {
  main: 'main',
  sideboard: 'sideboard',
  'command zone': 'commander',
  commander: 'commander',
};

/** OCTGN `.o8d`: `<deck game="…"><section name="Main"><card qty="4" id="…">Name</card>…`. */
export function parseOctgnXml(text: string): DeckDocument {
  const b = new StructuredDeckBuilder(text, 'octgn-xml');
  let section: SectionKind = 'main';
  let sectionName: string | undefined;
  let card: XmlElement | undefined;
  readXml(b, {
    root: { name: 'deck', what: () => l10n.t('an OCTGN .o8d deck') },
    open(el) {
      if (el.name === 'section') {
        const name = el.attributes.get('name');
        sectionName = name && decodeEntities(name.value).trim();
        section = OCTGN_SECTIONS[(sectionName ?? '').toLowerCase()] ?? 'outside';
        if (name && sectionName) b.section(sectionName, section, name.start, name.end);
      } else if (el.name === 'card') card = el;
    },
    close(name, start, end) {
      if (name === 'section') {
        section = 'main';
        sectionName = undefined;
      } else if (name === 'card' && card) {
        const el = card;
        card = undefined;
        const nameText = start > el.end ? elementText(text, el.end, start) : undefined;
        // Markup inside the name (a CDATA section, a child element) is not a name OCTGN writes.
        const usable = nameText && !nameText.value.includes('<') ? nameText : undefined;
        pushCard(
          b,
          { start: el.start, end: Math.max(el.end, end) },
          usable,
          section,
          sectionName,
          el.attributes.get('qty'),
          [],
          () => l10n.t('This card element has no name; OCTGN writes the card name as its text: <card qty="1" id="…">Name</card>.'),
        );
      }
    },
  });
  return b.finish(() => l10n.t('No <card> elements found in this OCTGN .o8d file; the deck is empty.'));
}

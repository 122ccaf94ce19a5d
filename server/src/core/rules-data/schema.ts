// The part of JSON Schema (draft-07) data/rules.schema.json uses, read as it is written, so that the
// schema file alone says what a valid rules file is: type, enum, pattern, minLength, maxLength,
// minimum, minItems, maxItems, items, properties, required, additionalProperties, anyOf and local
// "$ref"s into "definitions". A keyword outside that set is an error of the schema, not ignored.

export interface JsonSchema {
  [keyword: string]: unknown;
}

const KNOWN = new Set([
  '$schema', '$id', '$ref', 'title', 'description', 'definitions', 'type', 'enum', 'pattern', 'minLength', 'maxLength', 'minimum',
  'minItems', 'maxItems', 'items', 'properties', 'required', 'additionalProperties', 'anyOf',
]);

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function typeMatches(v: unknown, type: string): boolean {
  const t = typeOf(v);
  return t === type || (type === 'number' && t === 'integer');
}

/** The problems of `value` against `schema` ("/a/0/b: is a number, not a string"), at most `limit`. */
export function schemaProblems(value: unknown, schema: JsonSchema, limit = 20): string[] {
  const root = schema;
  const out: string[] = [];
  const resolve = (s: JsonSchema): JsonSchema => {
    const ref = s.$ref;
    if (typeof ref !== 'string') return s;
    const m = /^#\/definitions\/([^/]+)$/.exec(ref);
    const target = m ? (root.definitions as Record<string, JsonSchema> | undefined)?.[m[1]] : undefined;
    if (!target) throw new Error(`schema: unknown $ref ${ref}`);
    return resolve(target);
  };
  const check = (v: unknown, s0: JsonSchema, at: string, sink: string[]): void => {
    if (sink.length >= limit) return;
    const s = resolve(s0);
    for (const k of Object.keys(s)) if (!KNOWN.has(k)) throw new Error(`schema: keyword "${k}" is not supported`);
    const where = at || '/';
    if (typeof s.type === 'string' && !typeMatches(v, s.type)) {
      sink.push(`${where}: is ${typeOf(v)}, not ${s.type}`);
      return;
    }
    if (Array.isArray(s.enum) && !s.enum.some((e) => e === v)) sink.push(`${where}: is ${JSON.stringify(v)}, not one of ${s.enum.map((e) => JSON.stringify(e)).join(', ')}`);
    if (typeof v === 'string') {
      if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(v)) sink.push(`${where}: ${JSON.stringify(v.slice(0, 60))} does not match ${s.pattern}`);
      if (typeof s.minLength === 'number' && [...v].length < s.minLength) sink.push(`${where}: is shorter than ${s.minLength}`);
      if (typeof s.maxLength === 'number' && [...v].length > s.maxLength) sink.push(`${where}: is longer than ${s.maxLength}`);
    }
    if (typeof v === 'number' && typeof s.minimum === 'number' && v < s.minimum) sink.push(`${where}: is below ${s.minimum}`);
    if (Array.isArray(v)) {
      if (typeof s.minItems === 'number' && v.length < s.minItems) sink.push(`${where}: has ${v.length} items, fewer than ${s.minItems}`);
      if (typeof s.maxItems === 'number' && v.length > s.maxItems) sink.push(`${where}: has ${v.length} items, more than ${s.maxItems}`);
      if (s.items && typeof s.items === 'object') v.forEach((item, i) => check(item, s.items as JsonSchema, `${at}/${i}`, sink));
    }
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      const props = (s.properties ?? {}) as Record<string, JsonSchema>;
      for (const r of (s.required as string[] | undefined) ?? []) if (!(r in o)) sink.push(`${at}/${r}: is missing`);
      for (const [k, item] of Object.entries(o)) {
        if (props[k]) check(item, props[k], `${at}/${k}`, sink);
        else if (s.additionalProperties === false) sink.push(`${at}/${k}: is not a known field`);
      }
    }
    if (Array.isArray(s.anyOf)) {
      const tries = (s.anyOf as JsonSchema[]).map((alt) => {
        const own: string[] = [];
        check(v, alt, at, own);
        return own;
      });
      if (!tries.some((t) => t.length === 0)) {
        const best = tries.reduce((a, b) => (b.length < a.length ? b : a));
        sink.push(...best.slice(0, Math.max(0, limit - sink.length)));
      }
    }
  };
  check(value, schema, '', out);
  return out;
}

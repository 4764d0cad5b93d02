/**
 * fast-check arbitraries for fuzzing the shop API, derived from the operations' zod schemas.
 *
 * `fromSchema` walks a schema through zod v4's definitions (`schema._zod.def`) and produces values
 * that fit it (with SQL and HTML fragments and unicode edge cases wherever text fits), or, walked
 * with hostility, values of its shape with hostile leaves: wrong types, numbers past the bounds,
 * oversized strings and arrays, missing and extra keys. `hostileValue` is anything at all: deep
 * JSON, 1 MB strings, lone surrogates, NUL characters, 1e999. `fuzzRequest` puts them into whole
 * requests (path parameters, query string, body, headers) of three kinds: fitting, mixed, wrong.
 *
 * Over 300 lines because the walk covers every zod kind the contracts use, in one place; split, the
 * kinds' fitting and hostile cases would drift apart.
 */
import type { Operation } from '@shop/contracts';
import fc from 'fast-check';
import type { z } from 'zod';

/** A JSON fragment sent verbatim, for numbers JSON.stringify cannot write (1e999, 2^64, -0). */
class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value, with RawJson leaves written verbatim. */
function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) =>
    v instanceof RawJson ? `\u0001raw${raws.push(v.text) - 1}\u0001` : v,
  );
  return (text ?? 'null').replace(/"\\u0001raw(\d+)\\u0001"/g, (_, i: string) => raws[Number(i)]!);
}

const megabyte = 'x'.repeat(1024 * 1024 + 1);

/** Strings an attacker, a confused client or an unusual alphabet sends. */
const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  "'",
  '"',
  '\\',
  "'; drop table product; --",
  "' or '1'='1",
  "1' union select password_hash, email from customer --",
  '1; select pg_sleep(5)',
  '$1',
  '%',
  '_',
  '%00',
  '\u0000',
  'a\u0000b',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, meant literally
  '${7*7}',
  '../../../etc/passwd',
  '/',
  '?a=b&c=d',
  '#',
  '\uD800',
  '\uDFFF',
  'a\uD800b',
  '\uFEFF',
  '\u202Eevil',
  '\u200B',
  'e\u0301',
  '𝕳𝖆𝖒𝖒𝖊𝖗',
  '👩‍👩‍👧🔨',
  'İıß',
  '\u{10FFFF}',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e308',
  '1e309',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  '0x10',
  ' 1',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

/** Long strings: at, around and far past every length limit, and past the 1 MB body limit. */
const oversizedStrings: readonly string[] = [
  'a'.repeat(61),
  'a'.repeat(201),
  'a'.repeat(4001),
  '€'.repeat(20_001),
  '\uD800'.repeat(2000),
  '<b>'.repeat(70_000),
  megabyte,
];

const hostileNumbers: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  -0.5,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 63,
  -(2 ** 63),
];

const rawNumbers = ['1e999', '-1e999', '18446744073709551616', '123456789012345678901234567890', '-0', '1E2', '0.1e1'];

/** A value nested `depth` levels deep, as arrays or objects. */
const deep = (depth: number, kind: 'array' | 'object'): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
};
const deepValues = [deep(1000, 'array'), deep(1000, 'object'), deep(40, 'object')];

const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary', maxLength: 2000, size: 'max' }),
);

/** Anything at all, of any type. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileStrings), weight: 6 },
  { arbitrary: fc.constantFrom(...hostileNumbers), weight: 3 },
  { arbitrary: fc.constantFrom(...rawNumbers).map((text) => new RawJson(text)), weight: 2 },
  { arbitrary: fc.constantFrom(...oversizedStrings), weight: 1 },
  { arbitrary: fc.constantFrom(...deepValues), weight: 1 },
  { arbitrary: anyString, weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

/** Whole request bodies that are not what any operation takes, or not JSON at all. */
const rawBodies: readonly string[] = [
  '',
  '{',
  '[',
  '"',
  'nul',
  'NaN',
  "{'a': 1}",
  '{"a":1,}',
  '\u0000',
  '\uFEFF{}',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '[]',
  '0',
  '"text"',
  'null',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
];

// ---------------------------------------------------------------------------------------------
// Walking a zod schema

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  out?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  coerce?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((c) => c._zod.def);

/** The type a schema takes as input, looking through wrappers and pipes. */
function inputType(schema: z.ZodType): string {
  const def = defOf(schema);
  if (def.type === 'pipe') return inputType(def.in!);
  if (def.type === 'default' || def.type === 'optional' || def.type === 'nullable' || def.type === 'prefault')
    return inputType(def.innerType!);
  if (def.type === 'lazy') return inputType(def.getter!());
  return def.type;
}

/** What a value must be to pass a string schema, and the string pipes behind it (trim().min(1).pipe(email)). */
function stringRules(schema: z.ZodType, rules = { min: 0, max: Number.POSITIVE_INFINITY, patterns: [] as RegExp[] }) {
  const def = defOf(schema);
  if (def.type === 'pipe') {
    stringRules(def.in!, rules);
    stringRules(def.out!, rules);
    return rules;
  }
  if (def.type !== 'string') return rules;
  if (def.pattern) rules.patterns.push(def.pattern);
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') rules.min = Math.max(rules.min, check.minimum ?? 0);
    if (check.check === 'max_length') rules.max = Math.min(rules.max, check.maximum ?? rules.max);
    if (check.check === 'length_equals') rules.min = rules.max = check.value as number;
    if (check.check === 'string_format' && check.pattern) rules.patterns.push(check.pattern);
  }
  return rules;
}

/**
 * How a walk treats the schema. Without hostility every value is within it (SQL, HTML and unicode
 * wherever text fits, and every number's bounds); with it any leaf may cross it.
 */
interface Walk {
  hints: Hints;
  hostile: boolean;
}

/** Values for a schema's leaves named like a key, so fuzzing reaches real carts, SKUs and orders. */
export type Hints = Record<string, readonly unknown[]>;

function stringArbitrary(schema: z.ZodType, walk: Walk): fc.Arbitrary<string> {
  const { min, max, patterns } = stringRules(schema);
  if (patterns.length) {
    // A format (uuid, email, regex): strings of it, and with hostility anything at all.
    const matching = fc.stringMatching(patterns.at(-1)!).filter((text) => text.length >= min && text.length <= max);
    return walk.hostile ? fc.oneof({ arbitrary: matching, weight: 4 }, fc.constantFrom(...hostileStrings)) : matching;
  }
  const fits = (text: string) => text.length >= min && text.length <= max;
  const short = Math.min(max, Math.max(min, 60));
  const fitting = fc.oneof(
    { arbitrary: fc.string({ minLength: Math.min(min, short), maxLength: short }), weight: 3 },
    {
      arbitrary: fc.string({ unit: 'grapheme', minLength: Math.min(min, short), maxLength: short }).filter(fits),
      weight: 1,
    },
    ...(hostileStrings.some(fits) ? [{ arbitrary: fc.constantFrom(...hostileStrings.filter(fits)), weight: 3 }] : []),
    ...(Number.isFinite(max) ? [{ arbitrary: fc.constant('a'.repeat(max)), weight: 1 }] : []),
  );
  if (!walk.hostile) return fitting;
  const edges = [...(min > 0 ? ['a'.repeat(min - 1)] : [])];
  if (Number.isFinite(max)) edges.push('a'.repeat(max + 1), ` ${'a'.repeat(max)} `);
  return fc.oneof(
    { arbitrary: fitting, weight: 6 },
    { arbitrary: fc.constantFrom(...hostileStrings), weight: 1 },
    ...(edges.length ? [{ arbitrary: fc.constantFrom(...edges), weight: 1 }] : []),
  );
}

function numberArbitrary(schema: z.ZodType, walk: Walk): fc.Arbitrary<number | string> {
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  let integer = false;
  for (const check of checksOf(schema)) {
    if (check.check === 'number_format') integer = check.format !== 'float32' && check.format !== 'float64';
    if (check.check === 'greater_than') min = Number(check.value) + (check.inclusive ? 0 : integer ? 1 : 0);
    if (check.check === 'less_than') max = Number(check.value) - (check.inclusive ? 0 : integer ? 1 : 0);
  }
  if (integer) {
    min = Math.max(min, Number.MIN_SAFE_INTEGER);
    max = Math.min(max, Number.MAX_SAFE_INTEGER);
  }
  const lo = Math.max(min, -1_000_000);
  const hi = Math.min(max, Math.max(lo, 0) + 1_000_000);
  const inside = integer
    ? fc.oneof(
        fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }),
        fc.integer({ min: Math.ceil(lo), max: Math.max(Math.ceil(lo), Math.min(Math.floor(hi), 20)) }),
      )
    : fc.double({ min: lo, max: hi, noNaN: true });
  // The bounds, and where an integer may be larger than a 32-bit one (an integer column's), the
  // largest such and one more: the schema lets them through, so the service must cope.
  const bounds = [min, max].filter((n) => Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER);
  if (integer && max > 2 ** 31) bounds.push(2 ** 31 - 1, 2 ** 31);
  const fitting = bounds.length ? fc.oneof({ arbitrary: inside, weight: 2 }, fc.constantFrom(...bounds)) : inside;
  const beyond = [min - 1, max + 1, 0.5, 2 ** 53, -(2 ** 31) - 1].filter((n) => n < min || n > max || n === 0.5);
  const numbers = walk.hostile ? fc.oneof({ arbitrary: fitting, weight: 4 }, fc.constantFrom(...beyond)) : fitting;
  // z.coerce.number() takes strings too.
  return defOf(schema).coerce ? fc.oneof(numbers, numbers.map(String)) : numbers;
}

/**
 * Values for `schema`, walked as `walk` says; a leaf named by `key` is often a hint (a real SKU,
 * cart or order), and with hostility sometimes anything at all.
 */
function fromSchema(schema: z.ZodType, walk: Walk, key?: string): fc.Arbitrary<unknown> {
  const known = key !== undefined ? walk.hints[key] : undefined;
  return fc.oneof(
    { arbitrary: fitting(schema, walk), weight: 8 },
    ...(walk.hostile ? [{ arbitrary: hostileValue, weight: 1 }] : []),
    ...(known?.length ? [{ arbitrary: fc.constantFrom(...known), weight: 6 }] : []),
  );
}

const extraKeys = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'admin', 'isAdmin', ''), fc.string());

function fitting(schema: z.ZodType, walk: Walk): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, walk);
    case 'number':
    case 'int':
      return numberArbitrary(schema, walk);
    case 'bigint':
      return fc.bigInt().map((n) => new RawJson(n.toString()));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'never':
    case 'void':
      return fc.constant(undefined);
    case 'enum': {
      const values = Object.values(def.entries!);
      if (!walk.hostile) return fc.constantFrom(...values);
      return fc.oneof(
        { arbitrary: fc.constantFrom(...values), weight: 8 },
        { arbitrary: fc.constantFrom(...values.map((v) => String(v).toUpperCase()), ` ${values[0]}`), weight: 1 },
      );
    }
    case 'literal':
      return fc.constantFrom(...(def.values as Array<string | number | boolean | null>));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(fromSchema(def.innerType!, walk), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(fromSchema(def.innerType!, walk), { nil: null, freq: 4 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'success':
      return fitting(def.innerType!, walk);
    case 'lazy':
      return fitting(def.getter!(), walk);
    case 'pipe':
      return pipeArbitrary(schema, walk);
    case 'array': {
      const element = fromSchema(def.element!, walk);
      const min = checksOf(schema).find((c) => c.check === 'min_length')?.minimum ?? 0;
      const max = checksOf(schema).find((c) => c.check === 'max_length')?.maximum;
      const fits = fc.array(element, { minLength: min, maxLength: Math.max(min, Math.min(max ?? 3, 3)) });
      if (!walk.hostile || max === undefined || max > 200) return fits;
      return fc.oneof({ arbitrary: fits, weight: 5 }, fc.array(element, { minLength: max + 1, maxLength: max + 1 }));
    }
    case 'tuple':
      return fc.tuple(...((def as unknown as { items: z.ZodType[] }).items ?? []).map((s) => fromSchema(s, walk)));
    case 'union':
      return fc.oneof(...def.options!.map((option) => fitting(option, walk)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), fromSchema(def.valueType!, walk), { maxKeys: 4 });
    case 'object':
      return objectArbitrary(def.shape!, walk);
    default:
      // unknown, any, transform, custom, …: anything may come.
      return walk.hostile ? fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileValue) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(shape: Record<string, z.ZodType>, walk: Walk): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, fromSchema(s, walk, k)]));
  const required = Object.keys(shape).filter(
    (k) => !['optional', 'default', 'prefault'].includes(defOf(shape[k]!).type),
  );
  const complete = fc.record(fields, { requiredKeys: required });
  if (!walk.hostile) return complete;
  // Required keys missing, and keys the schema does not know (__proto__ among them).
  const record = fc.oneof({ arbitrary: complete, weight: 6 }, fc.record(fields, { requiredKeys: [] }));
  return fc
    .tuple(record, fc.option(fc.tuple(extraKeys, hostileValue), { freq: 6 }))
    .map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
}

function pipeArbitrary(schema: z.ZodType, walk: Walk): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const from = inputType(def.in!);
  const to = inputType(def.out!);
  if (from === 'string' && to === 'string') return stringArbitrary(schema, walk);
  if (from === 'string' && to === 'boolean') {
    const booleans = fc.constantFrom('true', 'false', '1', '0', 'yes', 'no', 'on', 'off');
    return walk.hostile
      ? fc.oneof({ arbitrary: booleans, weight: 4 }, fc.constantFrom('TRUE', 'y', '2', ''))
      : booleans;
  }
  if (from === 'string' && (to === 'array' || to === 'object' || to === 'pipe' || to === 'transform')) {
    // A structure that travels as text (filters as JSON, SKUs separated by commas).
    const structured = fitting(outermostStructure(def.out!), walk);
    return fc.oneof(
      ...(walk.hostile ? [stringArbitrary(def.in!, walk)] : []),
      structured.map((value) => toJson(value)),
      structured.map((value) => (Array.isArray(value) ? value.map(asText).join(',') : asText(value))),
    );
  }
  return fitting(def.in!, walk);
}

/** The first schema after a chain of pipes and transforms that says what the value becomes. */
function outermostStructure(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.type === 'pipe') {
    const inner = defOf(def.out!).type === 'transform' ? def.in! : def.out!;
    return inner === schema ? schema : outermostStructure(inner);
  }
  return schema;
}

// ---------------------------------------------------------------------------------------------
// Whole requests

/**
 * How hostile a request is. fitting: everything within the schemas, from the rightful caller (the
 * text may be SQL, HTML or unicode where it fits): an answer must be correct or a refusal of the
 * service. mixed: the schemas' shape with hostile leaves, missing and extra keys. wrong: input of
 * any type and shape, bodies that are not JSON, forged credentials, broken query strings.
 */
export type Mode = 'fitting' | 'mixed' | 'wrong';

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  mode: Mode;
}

/** How a request identifies itself: cookies and tokens as the fuzz test sets them up. */
export interface Caller {
  /** The logged-in customer's cookie header. */
  customerCookie: string;
  adminToken: string;
}

const short = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/**
 * A part of a URL, percent-encoded as encodeURIComponent and URLSearchParams do, except that a lone
 * surrogate becomes its WTF-8 bytes (%ED%A0%80): invalid UTF-8, as a hostile client sends it,
 * where URLSearchParams would quietly make it U+FFFD.
 */
function encodePart(text: string): string {
  return text.replace(/[^\uD800-\uDFFF]+|[\uD800-\uDFFF]/gu, (part) => {
    if (!/^[\uD800-\uDFFF]$/u.test(part)) return encodeURIComponent(part);
    const code = part.charCodeAt(0);
    return `%ED%${(0xa0 | ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
  });
}

/** Query strings no encoder writes: broken escapes, nested and repeated keys. */
const rawQueries = [
  '%',
  '%ZZ',
  'a=%ED%A0%80',
  '%FF%FE=1',
  'a[b]=1',
  '__proto__[admin]=1',
  'limit=1&limit=2',
  '=x',
  '&&',
];

/** A value as query text; toJson, not String, since fuzzed objects may have no prototype to convert them. */
const asText = (part: unknown) =>
  typeof part === 'string' ? part : part instanceof RawJson ? part.text : part === null ? 'null' : toJson(part);

function queryString(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof RawJson)
    return encodePart(asText(value));
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const part of Array.isArray(v) ? v : [v]) pairs.push(`${encodePart(k)}=${encodePart(asText(part))}`);
  }
  return pairs.join('&');
}

/** Path parameters: a real id (a hint named `operationId.param` or `param`), a fitting value, or hostile text. */
function pathParams(operation: Operation, walk: Walk, mode: Mode): fc.Arbitrary<Record<string, string>> {
  const names = [...operation.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const shape = operation.params ? (defOf(operation.params).shape ?? {}) : {};
  const one = (name: string) => {
    const real = walk.hints[`${operation.id}.${name}`] ?? walk.hints[name] ?? [];
    const schema = shape[name];
    return fc
      .oneof(
        ...(real.length ? [{ arbitrary: fc.constantFrom(...real), weight: mode === 'wrong' ? 1 : 5 }] : []),
        ...(schema ? [{ arbitrary: fitting(schema, walk), weight: 3 }] : []),
        ...(mode === 'fitting' ? [] : [{ arbitrary: hostileValue, weight: mode === 'wrong' ? 6 : 2 }]),
      )
      .map(asText);
  };
  return fc.record(Object.fromEntries(names.map((name) => [name, one(name)])));
}

const anyQuery = fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 4 });

/** The operation's own query parameters, each with a hostile value (some may be left out). */
function hostileQuery(operation: Operation): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys((operation.query as z.ZodObject | undefined)?.shape ?? {});
  return keys.length > 0
    ? fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])), { requiredKeys: [] })
    : anyQuery;
}

function queryOf(operation: Operation, walk: Walk, mode: Mode): fc.Arbitrary<string> {
  const query =
    mode === 'wrong'
      ? // Its own parameters wrong as well as unknown ones: a query with only optional, lenient
        // parameters would otherwise seldom meet its validation.
        fc.oneof(anyQuery, hostileValue, hostileQuery(operation))
      : operation.query
        ? fromSchema(operation.query, walk)
        : fc.constant(undefined);
  const raw = mode === 'fitting' ? fc.constant(null) : fc.option(fc.constantFrom(...rawQueries), { freq: 4 });
  return fc.tuple(query, raw).map(([value, extra]) => [queryString(value), extra].filter(Boolean).join('&'));
}

/** The body as text, with its content type; none for an operation without one (except when wrong). */
function bodyOf(operation: Operation, walk: Walk, mode: Mode): fc.Arbitrary<{ text?: string; type?: string }> {
  const json = (text: string) => ({ text, type: 'application/json' });
  if (mode === 'wrong') {
    const types = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'multipart/form-data; boundary=x',
    );
    const text = fc.oneof(hostileValue.map(toJson), fc.constantFrom(...rawBodies));
    return fc.oneof(
      fc.record({ text, type: fc.constant('application/json') }),
      fc.record({ text, type: types }),
      fc.constant({}),
    );
  }
  if (!operation.body) return fc.constant({});
  return fromSchema(operation.body, walk).map((value) => json(toJson(value)));
}

/** Who calls: the operation's rightful caller (the customer on public operations too, so real carts
 * and orders are theirs); with hostility also a guest, or forged credentials. */
function callerHeaders(operation: Operation, caller: Caller, mode: Mode): fc.Arbitrary<Record<string, string>> {
  const rightful: Record<string, string> =
    operation.auth === 'owner' || operation.auth === 'clerk'
      ? { authorization: `Bearer ${caller.adminToken}` }
      : { cookie: caller.customerCookie };
  if (mode === 'fitting') return fc.constant(rightful);
  const forged = fc.constantFrom<Record<string, string>>(
    {},
    { cookie: 'user-token=eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
    { cookie: "user-token='; drop table customer; --" },
    { cookie: `user-token=${'A'.repeat(5000)}` },
    { authorization: 'Bearer \u0000' },
    { authorization: `Bearer ${caller.adminToken}x` },
  );
  return fc.oneof({ arbitrary: fc.constant(rightful), weight: mode === 'wrong' ? 2 : 8 }, forged);
}

/** A request to `operation` with fuzzed path parameters, query string, body and headers. */
export function fuzzRequest(
  operation: Operation,
  hints: Hints,
  caller: Caller,
  only?: Mode,
): fc.Arbitrary<FuzzRequest> {
  const build = (mode: Mode) => {
    const walk: Walk = { hints, hostile: mode !== 'fitting' };
    return fc
      .record({
        params: pathParams(operation, walk, mode),
        search: queryOf(operation, walk, mode),
        body: bodyOf(operation, walk, mode),
        headers: callerHeaders(operation, caller, mode),
      })
      .map(({ params, search, body, headers }): FuzzRequest => {
        const path = operation.path.replace(/:(\w+)/g, (_, name: string) => encodePart(params[name]!));
        const request: FuzzRequest = {
          method: operation.method,
          url: search ? `${path}?${search}` : path,
          headers: body.type ? { ...headers, 'content-type': body.type } : headers,
          ...(body.text !== undefined && { payload: body.text }),
          mode,
        };
        return Object.assign(request, {
          [fc.toStringMethod]: () =>
            `${mode}: ${request.method} ${short(request.url)} ${short(request.payload ?? '')} ${short(JSON.stringify(request.headers), 120)}`,
        });
      });
  };
  if (only) return build(only);
  return fc.oneof({ arbitrary: build('fitting'), weight: 4 }, { arbitrary: build('mixed'), weight: 4 }, build('wrong'));
}

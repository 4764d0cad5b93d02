// The expert view's JSON, read by a parser of our own rather than JSON.parse: its mistakes are
// told by line and column, in words the page translates (JSON.parse's message is English, and
// differs between browsers), and each value's line is known, so a schema's issue can point there.

/** What is wrong at a place in the text. `bracket` is the one that closes what is open there. */
type JsonProblem =
  | { kind: 'end' }
  | { kind: 'comma'; bracket: '}' | ']' }
  | { kind: 'trailingComma'; bracket: '}' | ']' }
  | { kind: 'colon' }
  | { kind: 'name' }
  | { kind: 'value' }
  | { kind: 'string' }
  | { kind: 'escape' }
  | { kind: 'control' }
  | { kind: 'number' }
  | { kind: 'extra' }
  | { kind: 'notObject' };

export type JsonText =
  | { ok: true; value: unknown; lineOf: (path: ReadonlyArray<string | number>) => number | undefined }
  | { ok: false; line: number; column: number; problem: JsonProblem };

class Mistake extends Error {
  constructor(
    readonly at: number,
    readonly problem: JsonProblem,
  ) {
    super(problem.kind);
  }
}

const pathKey = (path: ReadonlyArray<string | number>) => JSON.stringify(path.map(String));

/** The 1-based line and column of an offset. */
function placeOf(text: string, at: number) {
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - before.lastIndexOf('\n') };
}

const escapes: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** Reads `text` as JSON, whose value must be an object (a config is one). */
export function parseJsonText(text: string): JsonText {
  let at = 0;
  const lines = new Map<string, number>();
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at++;
  };
  const fail = (problem: JsonProblem, where = at): never => {
    throw new Mistake(where, at >= text.length && problem.kind !== 'extra' ? { kind: 'end' } : problem);
  };

  function string(): string {
    let out = '';
    at++;
    for (;;) {
      if (at >= text.length) fail({ kind: 'end' });
      const c = text[at]!;
      if (c === '"') {
        at++;
        return out;
      }
      if (c === '\n') fail({ kind: 'string' });
      if (c < ' ') fail({ kind: 'control' });
      if (c === '\\') {
        const next = text[at + 1];
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) {
          out += String.fromCharCode(Number.parseInt(text.slice(at + 2, at + 6), 16));
          at += 6;
        } else if (next !== undefined && next in escapes) {
          out += escapes[next];
          at += 2;
        } else fail({ kind: 'escape' });
      } else {
        out += c;
        at++;
      }
    }
  }

  function value(path: Array<string | number>): unknown {
    space();
    lines.set(pathKey(path), placeOf(text, at).line);
    const c = text[at];
    if (c === '{') return object(path);
    if (c === '[') return array(path);
    if (c === '"') return string();
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at));
    if (number && !/^[\w.]/.test(text.slice(at + number[0].length))) {
      at += number[0].length;
      return Number(number[0]);
    }
    if (/^[-\d]/.test(c ?? '')) fail({ kind: 'number' });
    for (const [word, literal] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const)
      if (text.startsWith(word, at) && !/^\w/.test(text.slice(at + word.length))) {
        at += word.length;
        return literal;
      }
    return fail({ kind: 'value' });
  }

  /** After a member or element: a comma and the next, or the closing bracket. */
  function next(bracket: '}' | ']'): boolean {
    space();
    if (text[at] === bracket) {
      at++;
      return false;
    }
    if (text[at] !== ',') fail({ kind: 'comma', bracket });
    const comma = at++;
    space();
    if (text[at] === bracket) fail({ kind: 'trailingComma', bracket }, comma);
    return true;
  }

  function object(path: Array<string | number>) {
    const out: Record<string, unknown> = {};
    at++;
    space();
    if (text[at] === '}') {
      at++;
      return out;
    }
    do {
      space();
      if (text[at] !== '"') fail({ kind: 'name' });
      const key = string();
      space();
      if (text[at] !== ':') fail({ kind: 'colon' });
      at++;
      // As JSON.parse does: "__proto__" is a member like any other, not the object's prototype.
      Object.defineProperty(out, key, {
        value: value([...path, key]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } while (next('}'));
    return out;
  }

  function array(path: Array<string | number>) {
    const out: unknown[] = [];
    at++;
    space();
    if (text[at] === ']') {
      at++;
      return out;
    }
    do out.push(value([...path, out.length]));
    while (next(']'));
    return out;
  }

  try {
    space();
    if (text[at] !== '{') fail({ kind: 'notObject' });
    const result = value([]);
    space();
    if (at < text.length) fail({ kind: 'extra' });
    return { ok: true, value: result, lineOf: (path) => lines.get(pathKey(path)) };
  } catch (error) {
    if (!(error instanceof Mistake)) throw error;
    return { ok: false, ...placeOf(text, Math.min(error.at, text.length)), problem: error.problem };
  }
}

/** A config as the expert view shows it: two spaces a level, as the API's CLI writes it too. */
export const jsonTextOf = (config: unknown) => JSON.stringify(config, null, 2);

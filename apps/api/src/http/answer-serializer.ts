import fastJson, { type AnySchema } from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

interface Route {
  schema: unknown;
  method: string;
  url: string;
}

/**
 * Writes each answer by its contract's schema. fast-json-stringify, compiled once per route from
 * the schema's JSON Schema, writes only what the contract declares (a row's other columns never
 * leave the API) at about a fifth of the cost of zod's encode, which was a tenth of a distinct
 * search's CPU (docs/performance.md). A schema JSON Schema cannot express (a transform) is
 * encoded by zod, as is any answer when `checked`: then the compiled writer must write exactly
 * what zod writes, or the answer fails. The API tests run checked, so every answer they see
 * proves the two writers equal.
 */
export function answerSerializer({ checked }: { checked: boolean }) {
  return ({ schema, method, url }: Route) => {
    if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: a response schema that is not zod`);
    const encoded = (data: unknown) => {
      const result = z.safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
    const compiled = compiledWriter(schema);
    if (!compiled) return encoded;
    if (!checked) return compiled;
    return (data: unknown) => {
      const expected = encoded(data);
      const written = compiled(data);
      if (written !== expected)
        throw new Error(`${method} ${url}: the compiled writer wrote ${written}, zod ${expected}`);
      return written;
    };
  };
}

/** The schema's compiled writer, or none when JSON Schema cannot say what the schema writes. */
export function compiledWriter(schema: z.ZodType): ((data: unknown) => string) | undefined {
  try {
    return fastJson(z.toJSONSchema(schema, { io: 'input', target: 'draft-07' }) as AnySchema);
  } catch {
    return undefined;
  }
}

import { operations } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer, compiledWriter } from './answer-serializer';

const route = { method: 'GET', url: '/test' };
const customer = z.object({ id: z.number().int(), email: z.string(), company: z.string().nullable() });

describe('answerSerializer', () => {
  it('writes only what the contract declares', () => {
    const write = answerSerializer({ checked: false })({ ...route, schema: customer });
    const row = { id: 7, email: 'a@example.com', company: null, passwordHash: 'secret', tokenVersion: 3 };
    expect(JSON.parse(write(row))).toEqual({ id: 7, email: 'a@example.com', company: null });
  });

  it('writes what zod writes when checked, and fails an answer zod refuses', () => {
    const write = answerSerializer({ checked: true })({ ...route, schema: customer });
    expect(write({ id: 7, email: 'a@example.com', company: 'Müller GmbH', extra: 1 })).toBe(
      '{"id":7,"email":"a@example.com","company":"Müller GmbH"}',
    );
    expect(() => write({ id: '7', email: 'a@example.com', company: null })).toThrow();
  });

  it('leaves a schema JSON Schema cannot say to zod', () => {
    const schema = z.object({ at: z.date() });
    const write = answerSerializer({ checked: false })({ ...route, schema });
    expect(compiledWriter(schema)).toBeUndefined();
    expect(write({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    expect(() => write({ at: 'not a date' })).toThrow();
  });

  it('writes the category tree, a schema that refers to itself, as zod does down to its leaves', () => {
    const node = (id: number, children: unknown[] = []) => ({
      id,
      name: `Category ${id}`,
      slug: `category-${id}`,
      path: [`category-${id}`],
      productCount: id,
      image: null,
      isCurrent: false,
      children,
      internalNote: 'not for the wire',
    });
    const tree = { categories: [node(1, [node(2, [node(3)])]), node(4)], current: null };
    const write = answerSerializer({ checked: true })({ ...route, schema: operations.categoryList.response });
    const written = write(tree);
    expect(written).not.toContain('internalNote');
    expect(JSON.parse(written).categories[0].children[0].children[0]).toMatchObject({ id: 3, children: [] });
  });

  it('compiles every operation of the contracts', () => {
    for (const operation of Object.values(operations))
      expect(compiledWriter(operation.response), operation.id).toBeInstanceOf(Function);
  });
});

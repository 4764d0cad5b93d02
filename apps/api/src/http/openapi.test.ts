import { compileErrors, validate } from '@readme/openapi-parser';
import { operations } from '@shop/contracts';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/api';

type Document = { paths: Record<string, Record<string, { operationId?: string }>> };
type ValidatorInput = Parameters<typeof validate>[0];
type GeneratorInput = Parameters<typeof openapiTS>[0];

/** A contract's path as OpenAPI writes it: `/staff/:id` is `/staff/{id}`. */
const documentedPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

// What a merchant's developer does with /openapi.json: look up the operations, check the
// document, and generate a client from it.
describe('the OpenAPI document', () => {
  const ctx = useTestApi('pglite');
  const served = async <T = Document>() => {
    const res = await ctx.api.inject('/openapi.json');
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };

  it('documents every operation of the contracts at its path, under its name', async () => {
    const document = await served();
    const missing = Object.values(operations)
      .filter((operation) => {
        const methods = document.paths[documentedPath(operation.path)];
        return methods?.[operation.method.toLowerCase()]?.operationId !== operation.id;
      })
      .map((operation) => operation.id);
    expect(missing).toEqual([]);
  });

  it('is valid OpenAPI, every reference resolving', async () => {
    const result = await validate(await served<ValidatorInput>());
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('generates a typed client', async () => {
    const types = astToString(await openapiTS(await served<GeneratorInput>()));
    for (const id of ['categoryList', 'getProduct', 'staffLogin', 'listAuditLog'])
      expect(types).toContain(`    ${id}: {`);
    // The category tree's children are category nodes themselves.
    expect(types).toContain('children: components["schemas"]["CategoryNode"][];');
  });
});

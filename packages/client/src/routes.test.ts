import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routesSource } from './routes-source';

describe('route table', () => {
  it('matches the contracts (run `npm run generate -w @shop/client` after changing an operation)', () => {
    expect(readFileSync(new URL('./routes.ts', import.meta.url), 'utf8')).toBe(routesSource());
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type ShopApi } from '../../server';
import { testAuthSecret } from '../../testing/api';
import { createTestDatabase, type TestDatabase } from '../../testing/database';

describe('error reporting', () => {
  const received: Array<Record<string, unknown>> = [];
  let dsn: Server;
  let database: TestDatabase;
  let api: ShopApi;

  beforeAll(async () => {
    dsn = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.end();
      });
    });
    await new Promise<void>((resolve) => dsn.listen(0, '127.0.0.1', resolve));
    database = await createTestDatabase('pglite');
    api = await buildServer({
      database,
      authSecret: testAuthSecret,
      errorReportingDsn: `http://127.0.0.1:${(dsn.address() as AddressInfo).port}/report`,
    });
  });
  afterAll(async () => {
    await api.close();
    await database.destroy();
    dsn.close();
  });

  it('passes browser errors on to the service', async () => {
    const res = await api.inject({
      method: 'POST',
      url: '/errors',
      payload: { source: 'browser', message: 'TypeError: x is undefined', url: '/en/c/tools' },
    });
    expect(res.statusCode).toBe(204);
    expect(received.at(-1)).toMatchObject({
      source: 'browser',
      message: 'TypeError: x is undefined',
      url: '/en/c/tools',
    });
    expect(received.at(-1)?.at).toMatch(/^\d{4}-/);
  });

  it('refuses a malformed report with 400', async () => {
    const res = await api.inject({ method: 'POST', url: '/errors', payload: { source: 'somewhere', message: '' } });
    expect(res.statusCode).toBe(400);
  });

  it('reports its own unexpected failures with the request id', async () => {
    // A fault in the shop itself (a table gone), not an outage: outages answer 503 unreported.
    await database.db.execute(sql`alter table content_entry rename to content_entry_gone`);
    const res = await api.inject({ url: '/content?type=page&identifier=agb', headers: { 'x-request-id': 'req-42' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } });
    await expect
      .poll(() => received.find((r) => r.source === 'api'))
      .toMatchObject({ requestId: 'req-42', url: '/content?type=page&identifier=agb' });
  });
});

/**
 * Traces (docs/operations.md#traces): a storefront and an API started with OTEL_EXPORTER_OTLP_ENDPOINT
 * send their spans to a collector this test runs. On PostgreSQL (TEST_DATABASE_URL) the API's
 * queries are spans too; PGlite runs in the API's process and has none.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from './harness/postgres';
import { type Started, seed, startApi, startStorefront } from './harness/processes';

interface Span {
  service: string;
  scope: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  kind: number;
  name: string;
  attributes: Record<string, unknown>;
}
const SERVER = 2;

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpTraces {
  resourceSpans: Array<{
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: Array<{
      scope: { name: string };
      spans: Array<Omit<Span, 'service' | 'scope' | 'attributes'> & { attributes: OtlpAttribute[] }>;
    }>;
  }>;
}

const attributesOf = (list: OtlpAttribute[]) =>
  Object.fromEntries(list.map(({ key, value }) => [key, value.stringValue ?? value.intValue ?? value.boolValue]));

/** An OTLP/HTTP collector as small as the test needs: JSON only, keeping every span it is sent. */
async function startCollector() {
  const spans: Span[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') return void res.writeHead(404).end();
      const body = JSON.parse(Buffer.concat(chunks).toString()) as OtlpTraces;
      for (const { resource, scopeSpans } of body.resourceSpans) {
        const service = String(attributesOf(resource.attributes)['service.name']);
        for (const { scope, spans: sent } of scopeSpans)
          for (const span of sent)
            spans.push({ ...span, service, scope: scope.name, attributes: attributesOf(span.attributes) });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * A preload that writes down every module a process loads with `import` (the SDK's entry is one,
 * as the preloads load it), so a test can tell whether it loaded the SDK. `NODE_OPTIONS` carries it
 * into a process the harness starts.
 */
async function importLog(dir: string, name: string) {
  const log = path.join(dir, `${name}.imports`);
  const hooks = path.join(dir, `${name}-hooks.mjs`);
  await writeFile(
    hooks,
    `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, resolved.url + '\\n');
  return resolved;
}`,
  );
  const preload = path.join(dir, `${name}.mjs`);
  await writeFile(
    preload,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});`,
  );
  await writeFile(log, '');
  return { env: { NODE_OPTIONS: `--import=${pathToFileURL(preload).href}` }, read: () => readFile(log, 'utf8') };
}
const sdk = /\/@opentelemetry\/sdk-trace-node\//;

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('traces', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let dir: string;
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let api: Started;
  let storefront: Started;
  let tracedImports: Awaited<ReturnType<typeof importLog>>;

  beforeAll(async () => {
    collector = await startCollector();
    dir = await mkdtemp(path.join(tmpdir(), 'shop-tracing-'));
    database = onPostgres ? await createDatabase('shop_e2e_tracing') : undefined;
    const databaseEnv = database ? { DATABASE_URL: database.url } : {};
    seed(dir, 30, databaseEnv);
    // JSON, which the collector reads, and spans sent a tenth of a second after they end.
    const otel = {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    tracedImports = await importLog(dir, 'traced-api');
    api = await startApi(dir, undefined, { ...databaseEnv, ...otel, ...tracedImports.env });
    storefront = await startStorefront(api.url, otel);
  });
  afterAll(async () => {
    await storefront?.stop();
    await api?.stop();
    await database?.drop();
    await collector?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("follows a page through the API's operations to their queries in one trace", async () => {
    expect((await fetch(`${storefront.url}/en/c/hand-tools`)).status).toBe(200);

    // The storefront's span for the page request, which started the trace.
    const isPage = (s: Span) =>
      s.service === 'shop-storefront' &&
      s.kind === SERVER &&
      !s.parentSpanId &&
      s.attributes['url.path'] === '/en/c/hand-tools';
    await expect.poll(() => collector.spans.some(isPage), { timeout: 10_000 }).toBe(true);
    const page = collector.spans.find(isPage)!;
    const inTrace = () => collector.spans.filter((s) => s.traceId === page.traceId);
    const calls = () =>
      inTrace().filter((s) => s.service === 'shop-storefront' && s.scope.endsWith('instrumentation-undici'));
    const apiServer = (s: Span) =>
      s.service === 'shop-api' && s.kind === SERVER && s.scope.endsWith('instrumentation-http');
    // The API's spans come from its own process, a moment after the page's: every call the page
    // made to the API (fetch) has the API's span of the operation as its child, once they are in.
    const unanswered = () =>
      calls().filter((call) => !inTrace().some((s) => apiServer(s) && s.parentSpanId === call.spanId));
    await expect.poll(() => unanswered().length, { timeout: 10_000 }).toBe(0);

    const spans = new Map(inTrace().map((s) => [s.spanId, s]));
    const ancestors = (span: Span) => {
      const chain: Span[] = [];
      for (let parent = spans.get(span.parentSpanId); parent; parent = spans.get(parent.parentSpanId))
        chain.push(parent);
      return chain;
    };
    const operations = inTrace().filter(apiServer);
    expect(operations.map((s) => s.attributes['http.route'])).toEqual(
      expect.arrayContaining(['/categories', '/products']),
    );
    for (const operation of operations) expect(ancestors(operation).at(-1)).toBe(page);

    const queries = inTrace().filter(
      (s) => (s.attributes['db.system.name'] ?? s.attributes['db.system']) === 'postgresql',
    );
    // PGlite answers inside the API's process: no driver, no query spans.
    if (!onPostgres) expect(queries).toEqual([]);
    else expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query.service).toBe('shop-api');
      expect(ancestors(query).some(apiServer)).toBe(true);
      expect(ancestors(query).at(-1)).toBe(page);
    }
  });

  it('loads the SDK only when asked to: a storefront and an API started without the variable import none of it', async () => {
    // The same record of imports, of the traced API above: it does show the SDK.
    expect(await tracedImports.read()).toMatch(sdk);

    const plainApi = await importLog(dir, 'plain-api');
    const plainStorefront = await importLog(dir, 'plain-storefront');
    const apiDir = await mkdtemp(path.join(dir, 'plain-'));
    const untraced = [
      await startApi(apiDir, undefined, plainApi.env),
      await startStorefront(inject('apiUrl'), plainStorefront.env),
    ];
    try {
      expect((await fetch(`${untraced[1]!.url}/en/c/hand-tools`)).status).toBe(200);
      expect((await fetch(`${untraced[0]!.url}/categories?locale=en`)).status).toBe(200);
      const [apiImports, storefrontImports] = [await plainApi.read(), await plainStorefront.read()];
      expect(apiImports).toContain('/apps/api/dist/main.js');
      expect(storefrontImports).toContain('/apps/storefront/server.mjs');
      expect(apiImports).not.toMatch(sdk);
      expect(storefrontImports).not.toMatch(sdk);
    } finally {
      await Promise.all(untraced.map((process) => process.stop()));
    }
  });
});

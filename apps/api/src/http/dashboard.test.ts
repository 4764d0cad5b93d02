// The Grafana dashboard in ops/grafana asks only for series the shop exports: a renamed metric
// fails here, not on a merchant's empty panel.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The names a metrics module declares, with the series a histogram adds. */
const declared = (source: string) =>
  [...source.matchAll(/name: '([a-z_]+)'/g)].flatMap(([, name]) => [
    name!,
    `${name}_bucket`,
    `${name}_count`,
    `${name}_sum`,
  ]);

describe('Grafana dashboard', () => {
  it("asks only for series the API, the storefront and Node's process metrics export", async () => {
    const dashboard = JSON.parse(read('ops/grafana/shop-dashboard.json')) as {
      panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
    };
    const defaults = new Registry();
    collectDefaultMetrics({ register: defaults });
    const exported = new Set([
      ...declared(read('apps/api/src/http/metrics.ts')),
      ...declared(read('apps/storefront/metrics.mjs')),
      ...(await defaults.getMetricsAsJSON()).map((metric) => metric.name),
    ]);
    const asked = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap(({ expr }) =>
        [...expr.matchAll(/\b((?:shop|storefront|process|nodejs)_[a-z_]+)\{/g)].map(([, name]) => ({
          panel: panel.title,
          name: name!,
        })),
      ),
    );
    expect(asked.length).toBeGreaterThan(10);
    expect(asked.filter(({ name }) => !exported.has(name))).toEqual([]);
  });
});

// The codebase's structure rules, checked over every file: no circle of imports among a
// workspace's files (type imports included: a circle of types is a circle of meaning), the API's
// modules used only through their faces, their tables known only to their owners, and no file
// over 300 lines outside tests, data, drawings and generated files. Functions over 150 lines are
// Biome's to refuse (noExcessiveLinesPerFunction in biome.json).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The workspaces' source folders, each with the folder its `@/` alias names (the storefront's). */
const workspaces = [
  { dir: 'apps/api/src' },
  { dir: 'apps/storefront/src', alias: 'apps/storefront/src' },
  { dir: 'apps/back-office/src' },
  { dir: 'packages/contracts/src' },
  { dir: 'packages/client/src' },
  { dir: 'tools' },
  { dir: 'bench' },
];

const maxLines = 300;

/** Files the line limit does not apply to, each with why. */
const exempt: Array<[RegExp, string]> = [
  [/\.test\.tsx?$/, 'a test'],
  [/(^|\/)testing\//, 'test support'],
  [/^apps\/api\/src\/security\/arbitraries\.ts$/, "test support: the property tests' generators"],
  [/^tools\/seed\/catalog\/tree\//, "data: the demo catalogue's categories"],
  [/^tools\/seed\/chrome\.ts$/, "data: the demo's menu and texts in five languages"],
  [/^apps\/api\/src\/modules\/media\/drawings\.ts$/, "drawings: the demo's product pictures"],
  [/^packages\/client\/src\/routes\.ts$/, 'generated from the contracts'],
];

const modules = 'apps/api/src/modules';

/** Tests and their support set up and inspect rows directly: the rules on modules leave them be. */
const isTest = (file: string) => /\.test\.ts$|(^|\/)testing(\.ts$|\/)/.test(file);

/**
 * Who may import another module's tables.ts (a module's tables are its own: others read them
 * through its named read models, and write them through its services), each with why.
 */
const tableImporters: Array<{ importer: RegExp; owner: RegExp; why: string }> = [
  {
    importer: /^apps\/api\/src\/modules\/catalog-import\/write\//,
    owner: /^catalog$/,
    why:
      "the import's write/ folder, the catalogue's bulk reader and writer: its file is the catalogue's " +
      'eleven tables row for row, read a thousand products at a time (write/snapshot.ts) and written section ' +
      "by section in bulk statements (catalog/bulk.ts) in one transaction, with what the catalogue's triggers " +
      'would derive written alongside; a write model in the catalogue would be this folder moved over. ' +
      "Prices and stock it reads and writes through pricing's and inventory's bulk models (productPrices, " +
      'priceStatements, productStock, stockStatements)',
  },
];

/**
 * Whether a file may import `owner`'s tables.ts: it is the owner's, a tables.ts whose foreign key
 * names the owner's rows (the tables are one layer, under every module's code), or named above.
 */
const mayImportTables = (file: string, owner: string) =>
  file.startsWith(`${modules}/${owner}/`) ||
  /^apps\/api\/src\/modules\/[^/]+\/tables\.ts$/.test(file) ||
  tableImporters.some((allowed) => allowed.importer.test(file) && allowed.owner.test(owner));

const sourceFiles = (dir: string) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/(^|\/)(node_modules|dist|\.next|results)\//.test(file))
    .map((file) => path.join(dir, file));

type Graph = Map<string, Set<string>>;

/** The files a face (an index.ts of re-exports only) takes each name from; undefined for other files. */
function faceOf(file: string): Map<string, string> | undefined {
  if (!file.endsWith('/index.ts')) return undefined;
  const text = readFileSync(path.join(root, file), 'utf8');
  const names = new Map<string, string>();
  for (const [, list, from] of text.matchAll(/^export (?:type )?\{([^}]*)\} from '([^']+)';/gm))
    for (const name of list!.split(',')) names.set(name.trim(), path.join(path.dirname(file), `${from}.ts`));
  return names;
}

/** Each import of a file: the file it names, and the names it takes ('*' for a whole module). */
function importsOf(file: string) {
  const text = readFileSync(path.join(root, file), 'utf8');
  // import … from '…' and export … from '…' (type-only too); import('…') of lazily loaded parts.
  return [...text.matchAll(/(?:^(?:import|export)\s([^;]*?)\bfrom\s*|\bimport\s*\(\s*)['"]([^'"]+)['"]/gms)].map(
    ([, clause, specifier]) => ({
      specifier: specifier!,
      names: /\{([^}]*)\}/
        .exec(clause ?? '')?.[1]
        ?.split(',')
        .map((name) => name.trim().replace(/^type\s+/, ''))
        .filter(Boolean) ?? ['*'],
    }),
  );
}

/**
 * Each file → the files of its workspace it imports (relative or `@/` specifiers). An import from
 * a module's face counts as an import of the files its names come from: a face joins no circle.
 */
function importGraph(dir: string, alias?: string): Graph {
  const graph: Graph = new Map();
  const resolve = (from: string, specifier: string) => {
    const base = specifier.startsWith('@/')
      ? alias && path.join(alias, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.join(path.dirname(from), specifier)
        : undefined;
    if (!base) return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (candidate) => /\.(ts|tsx|mjs)$/.test(candidate) && existsSync(path.join(root, candidate)),
    );
  };
  for (const file of sourceFiles(dir)) {
    const edges = new Set<string>();
    for (const { specifier, names } of importsOf(file)) {
      const target = resolve(file, specifier);
      if (!target || target === file) continue;
      const face = faceOf(target);
      const through = face && names.map((name) => face.get(name.replace(/\s+as\s+\w+$/, '')));
      if (through?.every(Boolean)) for (const source of through) edges.add(source!);
      else edges.add(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The circles of a graph: each strongly connected set of more than one file (Tarjan's). */
function circles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      circle.push(member);
    } while (member !== node);
    if (circle.length > 1) found.push(circle.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

const api = 'apps/api/src';

/**
 * The part of the API a file belongs to: a module (its tables.ts apart, as `<module>/tables`: the
 * tables are the layer under every module's code), or a folder or file outside the modules.
 */
function partOf(file: string) {
  const [top, module, name] = path.relative(api, file).split('/');
  if (top !== 'modules') return top!.replace(/\.ts$/, '');
  return name === 'tables.ts' ? `${module}/tables` : module!;
}

/** The API's parts and which parts each imports (tests and their support left out: they may reach anywhere). */
function partGraph(): Graph {
  const graph: Graph = new Map();
  for (const [file, targets] of importGraph(api)) {
    if (isTest(file)) continue;
    const part = partOf(file);
    const edges = graph.get(part) ?? new Set<string>();
    for (const target of targets) if (!isTest(target) && partOf(target) !== part) edges.add(partOf(target));
    graph.set(part, edges);
  }
  return graph;
}

describe('structure', () => {
  it('finds a circle of files, and none in a chain', () => {
    const graph: Graph = new Map([
      ['a.ts', new Set(['b.ts'])],
      ['b.ts', new Set(['c.ts'])],
      ['c.ts', new Set(['a.ts'])],
      ['d.ts', new Set(['a.ts'])],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    graph.get('c.ts')!.clear();
    expect(circles(graph)).toEqual([]);
  });

  it.each(workspaces)('has no circle of imports among the files of $dir', ({ dir, alias }) => {
    const graph = importGraph(dir, alias);
    expect(
      [...graph.values()].some((edges) => edges.size > 0),
      'imports were read',
    ).toBe(true);
    expect(circles(graph)).toEqual([]);
  });

  it("has no circle among the API's modules and layers, type imports included", () => {
    const graph = partGraph();
    expect(graph.get('order'), 'imports were read').toContain('cart');
    expect(circles(graph)).toEqual([]);
  });

  it('has db/ and lib/ import no module, and tables import only tables and db/', () => {
    const graph = partGraph();
    const wrong = [...graph].flatMap(([part, targets]) =>
      [...targets]
        .filter((target) =>
          part === 'db' || part === 'lib'
            ? !['db', 'lib'].includes(target)
            : part.endsWith('/tables') && target !== 'db' && !target.endsWith('/tables'),
        )
        .map((target) => `${part} imports ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it("has the API's modules use each other only through their faces", () => {
    const wrong = sourceFiles(modules)
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        importsOf(file).flatMap(({ specifier }) => {
          if (!specifier.startsWith('.')) return [];
          const target = path.relative(modules, path.join(path.dirname(file), specifier));
          const [owner, ...inside] = target.split('/');
          const own = path.relative(modules, file).split('/')[0];
          const tables = inside.join('/').replace(/\.ts$/, '') === 'tables' && mayImportTables(file, owner!);
          return !target.startsWith('..') && owner !== own && inside.length > 0 && !tables
            ? [`${file} imports ${target}`]
            : [];
        }),
      );
    expect(wrong).toEqual([]);
  });

  it("has no module's face hand out a table", async () => {
    const faces = readdirSync(path.join(root, modules)).filter((module) =>
      existsSync(path.join(root, modules, module, 'index.ts')),
    );
    const tables: string[] = [];
    for (const module of faces) {
      const face: Record<string, unknown> = await import(path.join(root, modules, module, 'index.ts'));
      for (const [name, value] of Object.entries(face)) if (is(value, PgTable)) tables.push(`${module}: ${name}`);
    }
    expect(faces.length, 'faces were read').toBeGreaterThan(10);
    expect(tables).toEqual([]);
    // Importing every module (sharp, pdfkit, the payment SDKs) takes seconds on a busy machine.
  }, 30_000);

  it("has no file import a module's tables but its own module's, and those named with why", () => {
    const owned = new RegExp(`^${modules}/([^/]+)/tables$`);
    const wrong = sourceFiles('apps/api/src')
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        importsOf(file).flatMap(({ specifier }) => {
          const owner = owned.exec(path.join(path.dirname(file), specifier).replace(/\.ts$/, ''))?.[1];
          return owner && !mayImportTables(file, owner) ? [`${file} imports ${owner}/tables`] : [];
        }),
      );
    expect(wrong).toEqual([]);
  });

  it('has no file over 300 lines but tests, data, drawings and generated files', () => {
    const long = workspaces
      .flatMap(({ dir }) => sourceFiles(dir))
      .filter((file) => !exempt.some(([pattern]) => pattern.test(file)))
      .map((file) => [file, readFileSync(path.join(root, file), 'utf8').split('\n').length - 1] as const)
      .filter(([, lines]) => lines > maxLines);
    expect(long).toEqual([]);
  });
});

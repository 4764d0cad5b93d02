import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Graph = Map<string, Map<string, string>>;

/** Feature → the features it imports, each with the first file that does (for the message). */
function featureGraph(root: string): Graph {
  const graph: Graph = new Map();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && file.includes(path.sep),
  );
  for (const file of files) {
    const from = file.split(path.sep)[0]!;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    // import … from '…', export … from '…', import '…' and import('…') (lazily loaded dialogs).
    for (const [, specifier] of readFileSync(path.join(root, file), 'utf8').matchAll(
      /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g,
    )) {
      const to = importedFeature(root, file, specifier!);
      if (to && to !== from && !edges.has(to)) edges.set(to, file);
    }
  }
  return graph;
}

function importedFeature(root: string, file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/features/')) return specifier.split('/')[2];
  if (!specifier.startsWith('.')) return undefined;
  const target = path.relative(root, path.resolve(root, path.dirname(file), specifier));
  return target.startsWith('..') ? undefined : target.split(path.sep)[0];
}

/** One cycle per way back found by a depth-first walk, as 'a → b → a'; none when the graph is acyclic. */
function cycles(graph: Graph): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (node: string) => {
    stack.push(node);
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      const at = stack.indexOf(next);
      if (at >= 0) found.push([...stack.slice(at), next]);
      else if (!done.has(next)) visit(next);
    }
    stack.pop();
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) if (!done.has(node)) visit(node);
  return found;
}

const describeCycle = (graph: Graph, cycle: string[]) =>
  `${cycle.join(' → ')} (${cycle
    .slice(1)
    .map((to, i) => `${graph.get(cycle[i]!)!.get(to)} imports ${to}`)
    .join('; ')})`;

describe('feature imports', () => {
  it('finds a cycle and its path', () => {
    const graph: Graph = new Map([
      ['a', new Map([['b', 'a/A.tsx']])],
      ['b', new Map([['c', 'b/B.tsx']])],
      ['c', new Map([['a', 'c/C.tsx']])],
      ['d', new Map([['a', 'd/D.tsx']])],
    ]);
    expect(cycles(graph).map((cycle) => describeCycle(graph, cycle))).toEqual([
      'a → b → c → a (a/A.tsx imports b; b/B.tsx imports c; c/C.tsx imports a)',
    ]);
    graph.get('c')!.delete('a');
    expect(cycles(graph)).toEqual([]);
  });

  // A feature that needs another's piece, which needs the first back, has a piece in the wrong
  // place: it belongs to the feature that owns it, or to src/ui or src/lib.
  it('never import each other, directly or around a cycle', () => {
    const graph = featureGraph(import.meta.dirname);
    expect([...graph.values()].some((edges) => edges.size > 0)).toBe(true);
    expect(cycles(graph).map((cycle) => describeCycle(graph, cycle))).toEqual([]);
  });
});

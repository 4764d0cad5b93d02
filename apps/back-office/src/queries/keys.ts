/**
 * A resource's query keys, all under one root: invalidating the root (`['orders']`) reaches its
 * lists and its details alike, so a change cannot miss one.
 */
export function keysOf<const Root extends string>(root: Root) {
  return {
    all: [root] as const,
    list: (query: object = {}) => [root, 'list', query] as const,
    detail: (id: unknown) => [root, 'detail', id] as const,
  };
}

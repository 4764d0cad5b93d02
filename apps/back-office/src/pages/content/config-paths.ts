// The forms edit an entry's config in place: each field reads and writes the value at its path
// (['items', 0, 'title']), and every change is a new config that shares what it did not touch, so
// the expert view's JSON is that config written out, and what the form does not know is kept.

export type ConfigPath = ReadonlyArray<string | number>;
type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** The value at `path`, undefined where there is none. */
export function getAt(root: unknown, path: ConfigPath): unknown {
  let value = root;
  for (const step of path) {
    if (!isContainer(value)) return undefined;
    value = (value as Record<string | number, unknown>)[step];
  }
  return value;
}

/** A shallow copy of a container; where there is none, a new one of the kind the step needs. */
function copyOf(container: unknown, step: string | number): Container {
  if (Array.isArray(container)) return [...container];
  if (isContainer(container)) return { ...container };
  return typeof step === 'number' ? [] : {};
}

/**
 * The config with `value` at `path`, the containers on the way copied (made where missing); a
 * value of undefined removes the key, so an emptied optional field is left out, not sent as "".
 */
export function setAt<T>(root: T, path: ConfigPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [step, ...rest] = path as [string | number, ...Array<string | number>];
  const copy = copyOf(root, step) as Record<string | number, unknown>;
  const inner = rest.length === 0 ? value : setAt(copy[step], rest, value);
  if (inner === undefined && !Array.isArray(copy)) delete copy[step];
  else copy[step] = inner;
  return copy as T;
}

/** The list at `path` changed by `change` (a list where there was none). */
const withList = <T>(root: T, path: ConfigPath, change: (list: unknown[]) => unknown[]) => {
  const list = getAt(root, path);
  return setAt(root, path, change(Array.isArray(list) ? [...list] : []));
};

/** Removes the element at `path` (its list's path and its index). */
export function removeAt<T>(root: T, path: ConfigPath): T {
  const index = path.at(-1) as number;
  return withList(root, path.slice(0, -1), (list) => list.filter((_, i) => i !== index));
}

/** Moves the element at `path` one place up (-1) or down (+1) in its list; at an end nothing moves. */
export function moveAt<T>(root: T, path: ConfigPath, by: -1 | 1): T {
  const index = path.at(-1) as number;
  return withList(root, path.slice(0, -1), (list) => {
    const to = index + by;
    if (to < 0 || to >= list.length) return list;
    [list[index], list[to]] = [list[to], list[index]];
    return list;
  });
}

/** A list of a config, or none. */
export const listOf = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);

/** A text field's value as the config keeps it: nothing typed is no value. */
export const textOrNothing = (text: string) => (text.trim() === '' ? undefined : text);

/** A path as an issue names it and as the forms look their errors up: "items.0.title". */
export const dotted = (path: ConfigPath) => path.join('.');

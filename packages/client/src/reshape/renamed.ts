/**
 * `T` with some keys renamed (`{ wire: 'storefront' }`), their values kept: the storefront's names
 * for the spec's wire names, derived from the contracts' types so that they stay one source.
 */
export type Renamed<T, Names extends Partial<Record<keyof T, string>>> = {
  [K in keyof T as K extends keyof Names ? Extract<Names[K], string> : K]: T[K];
};

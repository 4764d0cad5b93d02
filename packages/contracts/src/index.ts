import { contentOperations } from './content';
import { systemOperations } from './system';

export * from './content';
export * from './errors';
export * from './operation';
export * from './site';
export * from './site-config';
export * from './system';

/** Every operation of the shop API, by the name the specification gives it. */
export const operations = {
  ...systemOperations,
  ...contentOperations,
};
export type Operations = typeof operations;

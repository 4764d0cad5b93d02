import { randomBytes } from 'node:crypto';

/** A fresh id in a provider's style: its prefix (cs_test_, pi_, evt_, WH-…) and random hex. */
export const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

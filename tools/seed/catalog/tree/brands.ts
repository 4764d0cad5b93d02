import type { Brand } from './spec';

/** Invented makers; each product family has a few of them. */
export const brands = {
  arvenholt: { value: 'arvenholt', name: 'Arvenholt', prefix: 'AH' },
  brakon: { value: 'brakon', name: 'Brakon', prefix: 'BX', colour: 'orange' },
  ferrolux: { value: 'ferrolux', name: 'Ferrolux', prefix: 'FX' },
  halvatec: { value: 'halvatec', name: 'Halvatec', prefix: 'HV', colour: 'teal' },
  korvex: { value: 'korvex', name: 'Korvex', prefix: 'KV', colour: 'red' },
  lindmark: { value: 'lindmark', name: 'Lindmark', prefix: 'LM' },
  nordholm: { value: 'nordholm', name: 'Nordholm', prefix: 'NH' },
  orvado: { value: 'orvado', name: 'Orvado', prefix: 'OV' },
  pelkner: { value: 'pelkner', name: 'Pelkner', prefix: 'PK' },
  stahlgrund: { value: 'stahlgrund', name: 'Stahlgrund', prefix: 'SG' },
  tessaro: { value: 'tessaro', name: 'Tessaro', prefix: 'TS' },
  vigilo: { value: 'vigilo', name: 'Vigilo', prefix: 'VG' },
} satisfies Record<string, Brand>;

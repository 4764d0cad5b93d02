import { fixings } from './fixings';
import { handTools } from './hand-tools';
import { office } from './office';
import { powerTools } from './power-tools';
import { safety } from './safety';
import { workwear } from './workwear';

export { brands } from './brands';
export type { Brand, ChildSpec, LeafSpec, RootSpec } from './spec';

/** The demo catalogue's roots, in menu order. */
export const tree = [handTools, powerTools, workwear, safety, fixings, office];

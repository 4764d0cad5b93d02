import type { Colour, IllustrationKind } from '@shop/api/media';
import type { Accessory } from '../accessories';
import type { Country, Five, Material } from '../words';

// The demo catalogue's vocabulary: roots → children → leaves. Products belong to leaves; a leaf
// says what its products are called, look like, weigh and cost, and how they vary.

/** What a master's variants differ in. */
type Axis = 'size' | 'shoe' | 'colour' | 'pack';

export interface Brand {
  value: string;
  name: string;
  /** Model numbers start with it: BX-200. */
  prefix: string;
  /** Power tools come in their brand's colour. */
  colour?: Colour;
}

export interface LeafSpec {
  /** For `related` links between leaves. */
  key?: string;
  /** The category's name (plural). */
  name: Five;
  /** What one product is called. */
  noun: Five;
  kind: IllustrationKind;
  /** Net list price range in whole euros. */
  price: [number, number];
  /** Grams. */
  weight: [number, number];
  /** Typical length × width × height in mm; products vary around it. */
  dimensions?: [number, number, number];
  specs?: Array<string | Five>;
  extras?: Five[];
  colours?: Colour[];
  /** False when the colour is only the picture's (a paper wrapper), not a property to filter by. */
  colourFacet?: false;
  materials?: Material[];
  /** 230 is a corded tool, named by its wattage. */
  voltages?: number[];
  watts?: number[];
  /** Cordless and corded tools come solo or as kits; this is what a kit adds besides batteries. */
  kit?: Accessory[];
  packs?: number[];
  /** Packs counted in sheets rather than pieces. */
  sheets?: true;
  axis?: Axis;
  /** Items that come with some of the leaf's products; a function of the voltage for battery kits. */
  includes?: Accessory[] | ((volts: number) => Accessory[]);
  includeChance?: number;
  warranty?: number[];
  taxClass?: 'reduced';
  /** Named without a model number (books). */
  noModel?: true;
  /** Free samples are drawn from these leaves. */
  samples?: true;
  /** The leaf whose products are offered as additional products; siblings otherwise. */
  related?: string;
}

export interface ChildSpec {
  name: Five;
  /** Bullet points for descriptions; three are picked per product. */
  features: Five[];
  warranty?: number[];
  leaves: LeafSpec[];
}

export interface RootSpec {
  name: Five;
  brands: Brand[];
  colours: Colour[];
  countries: Country[];
  /** How a description's first sentence ends: 'BX-200 – cordless drill driver for daily use on site.' */
  claims: Five[];
  warranty?: number[];
  children: ChildSpec[];
}

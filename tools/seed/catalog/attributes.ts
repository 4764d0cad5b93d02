import { colours, sizeChartPath } from '@shop/api/media';
import type { attributeOptions, attributes } from '@shop/api/tables/catalog';
import type { Leaf } from './categories';
import { brands } from './tree';
import {
  colourNames,
  countryNames,
  type Five,
  type Localized,
  localized,
  materialNames,
  perLocale,
  words,
} from './words';

export const clothingSizes = ['xs', 's', 'm', 'l', 'xl', 'xxl'];
export const shoeSizes = ['38', '39', '40', '41', '42', '43', '44', '45', '46', '47'];

const sizeHelp: Five = [
  '<p>Messen Sie Brust- und Bundweite am Körper, nicht an der Kleidung. Liegen Sie zwischen zwei Größen, wählen Sie die größere.</p><p>Schuhgrößen sind EU-Größen; die Tabelle nennt die passende Fußlänge.</p>',
  '<p>Measure chest and waist on your body, not on a garment. If you are between two sizes, choose the larger one.</p><p>Shoe sizes are EU sizes; the table gives the matching foot length.</p>',
  '<p>Mesurez le tour de poitrine et le tour de taille sur le corps, pas sur un vêtement. Entre deux tailles, choisissez la plus grande.</p><p>Les pointures sont européennes ; le tableau indique la longueur de pied correspondante.</p>',
  '<p>Mida el contorno de pecho y de cintura sobre el cuerpo, no sobre una prenda. Si está entre dos tallas, elija la mayor.</p><p>Las tallas de calzado son europeas; la tabla indica la longitud de pie correspondiente.</p>',
  '<p>Misura il giro torace e il giro vita sul corpo, non su un capo. Se sei tra due taglie, scegli la più grande.</p><p>I numeri di scarpa sono europei; la tabella indica la lunghezza del piede corrispondente.</p>',
];

type AttributeRow = typeof attributes.$inferInsert;
type OptionRow = typeof attributeOptions.$inferInsert;

export interface AttributeSet {
  rows: AttributeRow[];
  options: OptionRow[];
  /** The option id of a value, e.g. optionId('colour', 'blue'). */
  optionId(code: string, value: string | number): number;
}

export function buildAttributes(leaves: Leaf[]): AttributeSet {
  const distinct = (values: Array<number[] | undefined>) =>
    [...new Set(values.flatMap((v) => v ?? []))].sort((x, y) => x - y);
  const definitions: Array<{
    row: Omit<AttributeRow, 'position'>;
    options: Array<{ value: string; label: Localized }>;
  }> = [
    {
      row: {
        code: 'brand',
        label: localized(['Marke', 'Brand', 'Marque', 'Marca', 'Marca']),
        isFacet: true,
        location: 'header',
      },
      options: Object.values(brands).map((b) => ({ value: b.value, label: localized(b.name) })),
    },
    {
      row: { code: 'colour', label: localized(['Farbe', 'Colour', 'Couleur', 'Color', 'Colore']), isFacet: true },
      options: (Object.keys(colours) as Array<keyof typeof colours>).map((c) => ({
        value: c,
        label: localized(colourNames[c]),
      })),
    },
    {
      row: {
        code: 'size',
        label: localized(['Größe', 'Size', 'Taille', 'Talla', 'Taglia']),
        isFacet: true,
        image: sizeChartPath,
        html: localized(sizeHelp),
      },
      options: [...clothingSizes, ...shoeSizes].map((s) => ({ value: s, label: localized(s.toUpperCase()) })),
    },
    {
      row: {
        code: 'material',
        label: localized(['Material', 'Material', 'Matériau', 'Material', 'Materiale']),
        isFacet: true,
      },
      options: Object.entries(materialNames).map(([value, label]) => ({ value, label: localized(label) })),
    },
    {
      row: {
        code: 'voltage',
        label: localized(['Spannung', 'Voltage', 'Tension', 'Tensión', 'Tensione']),
        isFacet: true,
      },
      options: distinct(leaves.map((l) => l.voltages)).map((v) => ({ value: String(v), label: localized(`${v} V`) })),
    },
    {
      row: {
        code: 'pack_size',
        label: localized(['Packungsgröße', 'Pack size', 'Conditionnement', 'Unidades por envase', 'Confezione']),
        isFacet: true,
      },
      options: distinct(leaves.map((l) => l.packs)).map((n) => ({
        value: String(n),
        label: perLocale((locale) => words.pieces(n, locale)),
      })),
    },
    {
      row: {
        code: 'warranty',
        label: localized(['Garantie', 'Warranty', 'Garantie', 'Garantía', 'Garanzia']),
        location: 'header',
      },
      options: distinct(leaves.map((l) => l.warranty ?? l.child.warranty ?? l.root.warranty)).map((n) => ({
        value: String(n),
        label: perLocale((locale) => words.years(n, locale)),
      })),
    },
    {
      row: { code: 'weight', label: localized(['Gewicht', 'Weight', 'Poids', 'Peso', 'Peso']), control: 'text' },
      options: [],
    },
    {
      row: {
        code: 'dimensions',
        label: localized([
          'Abmessungen (L × B × H)',
          'Dimensions (L × W × H)',
          'Dimensions (L × l × H)',
          'Dimensiones (L × An × Al)',
          'Dimensioni (L × P × A)',
        ]),
        control: 'text',
      },
      options: [],
    },
    {
      row: {
        code: 'country_of_origin',
        label: localized([
          'Herkunftsland',
          'Country of origin',
          "Pays d'origine",
          'País de origen',
          'Paese di origine',
        ]),
      },
      options: Object.entries(countryNames).map(([value, label]) => ({ value, label: localized(label) })),
    },
  ];

  const ids = new Map<string, number>();
  const options: OptionRow[] = [];
  for (const { row, options: values } of definitions) {
    values.forEach((option, position) => {
      const id = options.length + 1;
      ids.set(`${row.code}:${option.value}`, id);
      options.push({ id, attributeCode: row.code, value: option.value, label: option.label, position });
    });
  }
  return {
    // Every row names every column: the bulk insert fills no defaults.
    rows: definitions.map(({ row }, position) => ({
      control: 'select',
      isFacet: false,
      location: 'properties',
      image: null,
      html: null,
      ...row,
      position,
    })),
    options,
    optionId(code, value) {
      const id = ids.get(`${code}:${value}`);
      if (id === undefined) throw new Error(`attribute ${code} has no option ${value}`);
      return id;
    },
  };
}

import { drawings, type Palette } from './drawings';
import { group, n, rect, svgDocument } from './svg';

// Explanatory pictures for attributes, opened in the product page's image modal. They carry no
// words, only sizes, units and pictograms, so one picture serves every locale.

const ink = '#30353d';
const header = '#d9e8e0';
const stripe = '#f3f7f5';

const icons: Palette = {
  main: '#5b7f6c',
  shade: '#466453',
  light: '#8fb09e',
  ink,
  inkLight: '#59616c',
  metal: '#cfd5db',
  metalShade: '#9aa4ae',
};

const text = (x: number, y: number, value: string, weight = 400) =>
  `<text x="${n(x)}" y="${n(y)}" text-anchor="middle" dominant-baseline="central" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="15" font-weight="${weight}" fill="${ink}">${value}</text>`;

const icon = (draw: (p: Palette) => string, x: number, y: number) =>
  group(`translate(${n(x - 17)} ${n(y - 17)}) scale(0.17)`, draw(icons));

interface Table {
  top: number;
  columns: string[];
  /** A pictogram or unit for the header's first cell. */
  corner: string;
  rows: Array<{ label: string; cells: string[] }>;
}

function table({ top, columns, corner, rows }: Table) {
  const left = 24;
  const labelWidth = 76;
  const cellWidth = (552 - labelWidth) / columns.length;
  const rowHeight = 40;
  const cells = [
    rect(left, top, 552, rowHeight, 8, header),
    corner,
    ...columns.map((c, i) => text(left + labelWidth + cellWidth * (i + 0.5), top + rowHeight / 2, c, 600)),
    ...rows.flatMap((row, r) => {
      const y = top + rowHeight * (r + 1);
      return [
        r % 2 === 1 ? rect(left, y, 552, rowHeight, 0, stripe) : '',
        row.label,
        ...row.cells.map((c, i) => text(left + labelWidth + cellWidth * (i + 0.5), y + rowHeight / 2, c)),
      ];
    }),
  ];
  return cells.join('');
}

/** Clothing sizes by chest and waist (cm) and EU shoe sizes by foot length (mm). */
export function sizeChart(size?: { width: number; height: number }) {
  const clothing = table({
    top: 24,
    columns: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    corner: text(62, 44, 'cm', 600),
    rows: [
      {
        label: icon(drawings.shirt.draw, 62, 84),
        cells: ['82–88', '88–94', '94–102', '102–110', '110–118', '118–126'],
      },
      {
        label: icon(drawings.trousers.draw, 62, 124),
        cells: ['68–74', '74–80', '80–88', '88–96', '96–104', '104–112'],
      },
    ],
  });
  const shoes = table({
    top: 188,
    columns: ['38', '39', '40', '41', '42', '43', '44', '45', '46', '47'],
    corner: icon(drawings['safety-shoe'].draw, 62, 208),
    rows: [
      {
        label: text(62, 248, 'mm', 600),
        cells: ['240', '247', '254', '260', '267', '274', '280', '287', '294', '300'],
      },
    ],
  });
  const body = `<rect width="600" height="300" fill="#ffffff"/>${clothing}${shoes}`;
  return svgDocument(size?.width ?? 600, size?.height ?? 300, body, '0 0 600 300');
}

import { sizeChart } from './charts';
import { drawings, type Family, type IllustrationKind, type Palette } from './drawings';
import { circle, ellipse, group, mix, n, rect, svgDocument } from './svg';

export type { IllustrationKind } from './drawings';

/** Product colours; the keys are the colour attribute's option values and part of image names. */
export const colours = {
  black: '#2b2e33',
  anthracite: '#4a505a',
  grey: '#8d959e',
  silver: '#c3c9cf',
  white: '#f5f6f7',
  beige: '#c9b48a',
  red: '#d5403b',
  orange: '#ec7a1f',
  yellow: '#f4c20d',
  green: '#3c9a57',
  teal: '#1f8f8a',
  blue: '#2f6fd1',
  navy: '#243a63',
} as const;
export type Colour = keyof typeof colours;

interface Box {
  width: number;
  height: number;
  cx: number;
  cy: number;
  size: number;
}

/** Gallery views: the same object from another angle, mirrored or in close-up, on its own backdrop. */
const views: Array<{ pose: string; zoom: number; backdrop: (box: Box, fill: string) => string }> = [
  { pose: '', zoom: 1, backdrop: ({ cx, cy, size }, fill) => circle(cx, cy, size * 0.42, fill) },
  {
    pose: 'rotate(-9 100 104)',
    zoom: 1,
    backdrop: ({ cx, cy, size }, fill) =>
      group(
        `rotate(8 ${n(cx)} ${n(cy)})`,
        rect(cx - size * 0.37, cy - size * 0.37, size * 0.74, size * 0.74, size * 0.09, fill),
      ),
  },
  {
    pose: 'translate(200 0) scale(-1 1)',
    zoom: 1,
    backdrop: ({ cx, cy, size }, fill) =>
      circle(cx - size * 0.16, cy + size * 0.08, size * 0.4, fill) +
      circle(cx + size * 0.34, cy - size * 0.3, size * 0.07, fill),
  },
  {
    pose: 'rotate(6 100 104) translate(-14 -6)',
    zoom: 1.3,
    backdrop: ({ width, height }, fill) =>
      `<path d="M0 ${n(height * 0.72)}L${n(width)} ${n(height * 0.28)}V${n(height)}H0z" fill="${fill}"/>`,
  },
];
export const viewCount = views.length;

export const illustrationKinds = Object.keys(drawings) as IllustrationKind[];

const families: Record<Family, { background: string; backdrop: string }> = {
  power: { background: '#eef2f7', backdrop: '#dce4ee' },
  hand: { background: '#f6f1e9', backdrop: '#ebe0cf' },
  wear: { background: '#eef4f1', backdrop: '#d9e8e0' },
  safety: { background: '#fcf6e3', backdrop: '#f3e6b8' },
  fixings: { background: '#f1f1f3', backdrop: '#e0e1e7' },
  office: { background: '#f4f1f9', backdrop: '#e4ddf1' },
};

export interface IllustrationOptions {
  kind: IllustrationKind;
  colour: Colour;
  /** 1 to viewCount. */
  view: number;
  width: number;
  height: number;
}

/**
 * A flat picture of a product kind in the product's colour. The viewBox is the requested size in
 * pixels and the object is scaled into it, so every gallery size gets its own composition (no
 * letterboxing) and stays sharp at any device pixel ratio.
 */
export function illustration({ kind, colour, view, width, height }: IllustrationOptions): string {
  const { family, draw } = drawings[kind];
  const { background, backdrop } = families[family];
  const main = colours[colour];
  const palette: Palette = {
    main,
    // White and silver need a darker shade to keep their edges visible on the pale backdrops.
    shade: mix(main, '#1d2127', colour === 'white' || colour === 'silver' ? 0.3 : 0.22),
    light: mix(main, '#ffffff', 0.4),
    ink: '#30353d',
    inkLight: '#59616c',
    metal: '#cfd5db',
    metalShade: '#9aa4ae',
  };
  const look = views[view - 1];
  if (!look) throw new RangeError(`view must be 1 to ${viewCount}, not ${view}`);
  const box: Box = { width, height, cx: width / 2, cy: height / 2, size: Math.min(width, height) };
  // The object's 200 × 200 drawing box fills 78 % of the shorter side.
  const scale = ((box.size * 0.78) / 200) * look.zoom;
  const art = group(
    `translate(${n(box.cx - 100 * scale)} ${n(box.cy - 100 * scale)}) scale(${scale.toFixed(4)})`,
    ellipse(100, 184, 70, 7, '#1d2127', ' opacity=".08"'),
    group(look.pose, draw(palette)),
  );
  return svgDocument(
    width,
    height,
    `<rect width="100%" height="100%" fill="${background}"/>${look.backdrop(box, backdrop)}${art}`,
  );
}

/** What a name under /media stands for. */
export type MediaImage = { kind: IllustrationKind; colour: Colour; view: number } | { chart: 'size-chart' };

const charts = { 'size-chart': sizeChart } as const;

const productName = /^([a-z]+(?:-[a-z]+)*)-([a-z]+)-(\d)\.svg$/;

export function parseMediaName(name: string): MediaImage | undefined {
  const chart = name.replace(/\.svg$/, '');
  if (name.endsWith('.svg') && Object.hasOwn(charts, chart)) return { chart: chart as keyof typeof charts };
  const match = productName.exec(name);
  if (!match) return undefined;
  const [, kind = '', colour = '', view = ''] = match;
  const viewNumber = Number(view);
  if (!Object.hasOwn(drawings, kind) || !Object.hasOwn(colours, colour) || viewNumber < 1 || viewNumber > viewCount) {
    return undefined;
  }
  return { kind: kind as IllustrationKind, colour: colour as Colour, view: viewNumber };
}

/** The spec's default product image size. */
const defaultSize = { width: 310, height: 300 };

export function renderMedia(image: MediaImage, size?: { width: number; height: number }): string {
  if ('chart' in image) return charts[image.chart](size);
  return illustration({ ...image, ...(size ?? defaultSize) });
}

/** The URL path the catalogue stores for a product picture, e.g. '/media/drill-blue-1.svg'. */
export const mediaPath = (kind: IllustrationKind, colour: Colour, view: number) =>
  `/media/${kind}-${colour}-${view}.svg`;

export const sizeChartPath = '/media/size-chart.svg';

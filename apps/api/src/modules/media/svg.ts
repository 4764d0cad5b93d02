// Small builders for SVG markup, so the drawings read as shapes rather than strings.

export function svgDocument(width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
}

/** Rounds to one decimal: enough for crisp edges, and keeps the markup short. */
export const n = (value: number) => Math.round(value * 10) / 10;

export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

/** An open line or curve with round ends. */
export const stroke = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

export const group = (transform: string, ...children: string[]) =>
  `<g transform="${transform}">${children.join('')}</g>`;

/** A ring (a disc with a hole) that lets the background show through the hole. */
export const ring = (cx: number, cy: number, outer: number, inner: number, fill: string) =>
  path(
    `M${n(cx - outer)} ${n(cy)}a${n(outer)} ${n(outer)} 0 1 0 ${n(2 * outer)} 0a${n(outer)} ${n(outer)} 0 1 0 ${n(-2 * outer)} 0z` +
      `M${n(cx - inner)} ${n(cy)}a${n(inner)} ${n(inner)} 0 1 0 ${n(2 * inner)} 0a${n(inner)} ${n(inner)} 0 1 0 ${n(-2 * inner)} 0z`,
    fill,
    ' fill-rule="evenodd"',
  );

/** A rounded rectangle with a rounded rectangular hole, e.g. a D-handle. */
export const frame = (
  outer: [x: number, y: number, w: number, h: number, r: number],
  inner: [x: number, y: number, w: number, h: number, r: number],
  fill: string,
) => path(`${roundedRect(...outer)}${roundedRect(...inner)}`, fill, ' fill-rule="evenodd"');

function roundedRect(x: number, y: number, w: number, h: number, r: number) {
  return (
    `M${n(x + r)} ${n(y)}h${n(w - 2 * r)}a${n(r)} ${n(r)} 0 0 1 ${n(r)} ${n(r)}v${n(h - 2 * r)}` +
    `a${n(r)} ${n(r)} 0 0 1 ${n(-r)} ${n(r)}h${n(2 * r - w)}a${n(r)} ${n(r)} 0 0 1 ${n(-r)} ${n(-r)}` +
    `v${n(2 * r - h)}a${n(r)} ${n(r)} 0 0 1 ${n(r)} ${n(-r)}z`
  );
}

/** Mixes two #rrggbb colours; `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number) {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

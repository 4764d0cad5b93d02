/**
 * Code 128 (ISO/IEC 15417), code set B: printable ASCII, enough for customer numbers like K-10001.
 * Each symbol is six element widths in modules, bar first; the stop symbol has a seventh bar.
 */
// biome-ignore format: the standard's table, ten symbols a row
const patterns = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const START_B = 104;
const STOP = 106;
/** Scanners need ten modules of white on either side. */
const QUIET_ZONE = 10;

/** The symbol values of a text in code set B: start, one per character, the checksum, stop. */
export function code128Symbols(text: string): number[] {
  const values = [...text].map((char) => {
    const code = char.codePointAt(0)!;
    if (code < 32 || code > 126) throw new RangeError(`Code 128 B cannot encode ${JSON.stringify(char)}`);
    return code - 32;
  });
  const checksum = values.reduce((sum, value, index) => sum + value * (index + 1), START_B) % 103;
  return [START_B, ...values, checksum, STOP];
}

/** The text as a Code 128 barcode in SVG: one unit per module, black bars on white with quiet zones. */
export function code128Svg(text: string, height = 50): string {
  const widths = code128Symbols(text).flatMap((symbol) => [...patterns[symbol]!].map(Number));
  const bars: string[] = [];
  let x = QUIET_ZONE;
  widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push(`<rect x="${x}" width="${width}" height="${height}"/>`);
    x += width;
  });
  const total = x + QUIET_ZONE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${height}" width="${total * 2}" ` +
    `height="${height * 2}" shape-rendering="crispEdges"><rect width="${total}" height="${height}" fill="#fff"/>` +
    `<g fill="#000">${bars.join('')}</g></svg>`
  );
}

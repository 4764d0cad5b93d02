// A table's hundreds of thousands of rows as a few: each group's numbers joined into one text by
// the database (string_agg), read here without an object per row. The catalogue's in-memory
// indexes read 500,000 facet values so in a tenth of the time, and hold the event loop far less.

/** The numbers of a `string_agg(x::text, ',')`; an empty item (a null) reads as NaN. */
export function numbersOf(text: string | null): Float64Array {
  if (!text) return new Float64Array(0);
  let n = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) n++;
  const numbers = new Float64Array(n);
  let at = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i++)
    if (i === text.length || text.charCodeAt(i) === 44) {
      numbers[at++] = i === start ? Number.NaN : Number(text.slice(start, i));
      start = i + 1;
    }
  return numbers;
}

/** Ids of a `string_agg(id::text, ',')`. */
export const idsOf = (text: string | null): Int32Array => Int32Array.from(numbersOf(text));

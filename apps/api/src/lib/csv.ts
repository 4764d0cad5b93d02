// CSV as the shop writes it for merchants (catalogue and order exports). Papa Parse reads it back.

/**
 * One CSV line (RFC 4180): a field with a comma, a quote or a line break in quotes, its quotes
 * doubled. Two lines of rule, written here: csv-stringify's per-field options took a seventh of an
 * export of 150,000 products.
 */
export const csvLine = (fields: readonly string[]) =>
  `${fields.map((field) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field)).join(',')}\n`;

/** Minor units as a decimal with a dot: 1250 → "12.50", -5 → "-0.05" (every currency of the shop has cents). */
export const decimal = (minor: number) => {
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * Text someone typed, made harmless for spreadsheets: a cell that starts like a formula would be
 * run by the program that opens the file (CSV injection), so it gets an apostrophe first.
 */
export const typedText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

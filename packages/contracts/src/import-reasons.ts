// Why a file's line is refused, by name: the catalogue import, the price-list file and the pictures
// a catalogue names. Browser code reads it without loading zod.

import { fillTemplate, type TemplateValues, templateReader } from './templates';

/**
 * Each reason a line of a file is refused (or a picture left out), with its English text: the API
 * reports the text (`RowError.reason`), built here from the name, and the back office reads the
 * name back to word it in the member's language. A `{reason}` gap holds another reason.
 */
export const importReasons = {
  // The file
  fileEmpty: 'the file is empty',
  fileEmptyNoHeader: 'the file is empty: the first line names the columns',
  noHeaderRow: 'the file has no header row',
  brokenQuoting: 'broken quoting: {detail}',
  unreadableQuoting: 'the file cannot be read from here: broken quoting ({detail})',
  fieldsWhereHeaderNames: '{found} fields where the header names {expected}',
  fieldsWhereHeaderHas: 'has {found} fields where the header has {expected}',
  notJson: 'not JSON',
  notJsonObject: 'not a JSON object',
  invalidJson: 'is not valid JSON: {detail}',
  mustBeJsonObject: 'must be a JSON object',
  shopifyHandle: 'a Shopify product CSV has a Handle column',
  priceListHeader: 'the first line names the columns: sku;price;min_qty (min_qty may be left out)',
  // Columns
  columnTwice: 'the column is given twice',
  skuColumnRequired: 'the sku column is required',
  unknownColumn: 'unknown column (the file format names every column)',
  unknownLocale: 'unknown locale "{locale}" (the shop has {locales})',
  unknownCurrency: 'unknown currency "{currency}" (the shop sells in {currencies})',
  attributeCode: 'attribute code "{code}" must be lower-case letters, digits and _ (at most 40)',
  // Cells
  noNul: 'must not contain NUL characters or unpaired surrogates',
  mustBeText: 'must be a text',
  mustBeTextList: 'must be a list of texts',
  mustBeTextOrList: 'must be a text or a list of texts',
  amountDecimals: 'must be an amount with at most two decimals',
  notNegative: 'must not be negative',
  amountTooHigh: 'is above 1,000,000.00',
  amountExample: 'must be an amount such as 12.99',
  amountWritten:
    'must be an amount such as 12.99 (a dot or a comma before at most two decimals, no thousands separator)',
  wholeNumber: 'must be a whole number of 0 or more',
  atMost: 'must be at most {maximum}',
  trueOrFalse: 'must be true or false',
  gtinDigits: 'must be a GTIN/EAN of 8, 12, 13 or 14 digits',
  gtinCheckDigit: 'has a wrong check digit',
  keyValue: '"{item}" must be written key=value',
  emptyCategoryName: 'has an empty category name (paths are written "Tools > Drills")',
  categoryDepth: 'a category path has at most 5 levels',
  textTooLong: 'has {length} characters; at most {maximum}',
  // A product's fields
  skuRequired: 'a SKU is required',
  skuPattern: 'a SKU is at most 64 letters, digits and . _ - / (no spaces)',
  itemnumRequired: 'an item number is required',
  itemnumLength: 'an item number has at most 64 characters',
  ownParent: 'a product cannot be its own parent',
  taxClassRequired: 'a tax class is required',
  brandLength: 'a brand has at most 200 characters',
  defaultNameRequired: 'a name in the default locale ({locale}) is required',
  slugPattern: 'a slug is lower-case letters, digits and single hyphens',
  categoriesNeedDefault: 'categories in other locales name the paths of categories.{locale}, which is missing',
  categoriesSameShape: 'must name the same paths, level by level, as categories.{locale}',
  includedNeedDefault: 'included items in other locales translate included.{locale}, which is missing',
  includedSameOrder: 'must list the items of included.{locale} in the same order',
  valuesNeedDefault: 'values in other locales translate attribute.{code}.{locale}, which is missing',
  attributeValueLength: 'an attribute value has at most 500 characters',
  valueCount: 'has {found} values where attribute.{code}.{locale} has {expected}',
  stockNeeded: '{column} needs a stock (an empty stock means no stock data)',
  onHandBelowStock: 'is below the stock of {stock} (on hand includes what can be shipped)',
  priceNeeded: 'needs {column} (an empty price means no price in {currency})',
  tierQuantity: 'tier quantity "{quantity}" must be a whole number of 2 or more',
  tierPrice: 'tier price "{amount}" {reason}',
  tierTwice: 'tier quantity {quantity} is given twice',
  // A product as a whole
  newProductItemnum: 'a new product needs an item number',
  newProductName: 'a new product needs a name in the default locale',
  unknownTaxClass: 'unknown tax class (the shop has {classes})',
  regularPriceNeeded: 'a special or tier price needs a regular price in {currency}',
  specialBelowRegular: 'a special price must be below the regular price',
  tierBelowRegular: 'the price from {units} units must be below the regular price',
  categoryNamedOtherwise: 'category "{name}" is "{first}" in {locale} on line {line}, here "{given}"',
  valueNamedOtherwise: '{code} value "{name}" is "{first}" in {locale} on line {line}, here "{given}"',
  duplicateSku: 'duplicate SKU: also on line {lines}',
  itemnumUsedOnLine: 'item number already used by line {line}',
  itemnumUsedByProduct: 'item number already used by product {sku} in the catalogue',
  eanUsedOnLine: 'EAN already used by line {line}',
  eanUsedByProduct: 'EAN already used by product {sku} in the catalogue',
  masterMissing: 'a variant needs its master: no product has this SKU',
  masterIsVariant: 'the master {master} is itself a variant of {parent}',
  variantWithVariants: 'a product with variants cannot be a variant',
  ownAccessory: 'a product cannot be its own accessory',
  noSuchSku: 'no product has this SKU',
  unknownSku: 'unknown SKU {sku}',
  // Pictures
  pictureNotFound: 'cannot be found',
  pictureNotFetched: 'could not be fetched: the server answered {status}',
  pictureUnreachable: 'could not be fetched: {detail}',
  pictureTooLarge: 'is larger than {megabytes} MB',
  notAPicture: 'is not a JPEG, PNG, WebP, GIF or AVIF picture',
  pictureNotServed: 'no picture is served at this path',
  pictureNotUploaded: 'no such file was uploaded from the media folder (npm run catalog -- import … --media DIR)',
  // Price-list lines
  priceExample: 'a price such as 12.50 or 12,50',
  priceAboveZero: 'a price above 0',
  quantityFromOne: 'a whole quantity from 1',
  priceFromOneUnit: '{sku} needs its price from 1 unit (min_qty 1) on a line before its tiers',
  tierMoreUnits: 'a tier needs more units than the one before ({previous})',
  // An import that failed
  importFailed: 'Nothing was written: {detail}',
  fileNotReceived: 'The file could not be received: {detail}',
  importAbandoned: 'The API stopped during this import; nothing was written',
} as const;

/** A reason's name (`skuRequired`). */
export type ImportReason = keyof typeof importReasons;

/** A reason's English text with its values in place. */
export const importReasonText = (name: ImportReason, values: TemplateValues = {}) =>
  fillTemplate(importReasons[name], values);

/** The gaps that are counts, read back from digits only. */
export const importReasonCountKeys = ['found', 'expected', 'maximum', 'length', 'units', 'previous', 'megabytes'];

/** The reason a text says, with its values, or nothing when no reason has this text. */
export const importReasonOf = templateReader(importReasons, importReasonCountKeys);

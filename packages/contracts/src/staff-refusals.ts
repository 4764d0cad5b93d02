// What the API refuses staff, by name: browser code reads it without loading zod.

import { fillTemplate, type TemplateValues, templateReader } from './templates';

/**
 * Each refusal of a staff operation, named, with its English text (the API's `message`). The API
 * answers the name as `error.problem` (and as a field issue's `code`) with the values the text
 * names, and the back office words it in the member's language: a message reworded here cannot
 * leave a German page English. The storefront words its refusals from `code` and `details.reason`.
 */
export const staffRefusals = {
  // Orders
  orderCancelled: 'Order {order} is cancelled',
  orderCancelledAlready: 'Order {order} is cancelled already',
  orderCancelledNothingOwed: 'Order {order} is cancelled: nothing is owed',
  orderShippedAlready: 'Order {order} was shipped already',
  orderShippedNotCancellable: 'Order {order} was shipped: it cannot be cancelled',
  orderNotShipped: 'Order {order} is not shipped',
  orderDeliveredAlready: 'Order {order} is delivered already',
  orderNotConfirmed: 'Order {order} is not confirmed yet',
  orderNotPaid: 'Order {order} is not paid yet: ship it once its payment has arrived',
  orderConfirmedAlready: 'Order {order} is confirmed already',
  orderConfirmedByPayment: 'Order {order} is confirmed when its payment arrives',
  orderPaymentProcessing: 'A payment of order {order} is being processed: cancel it once it is settled',
  orderPaidOnline: 'Order {order} is paid online, not by invoice',
  orderPaidInFull: 'Order {order} is paid in full already',
  orderChanged: 'Order {order} was changed meanwhile: load it again and repeat your change',
  noEInvoice: '{document} is a delivery note: only invoices and credit notes have an XRechnung',
  moreThanOpen: 'More than is still open',
  // Shipments of part of an order
  moreThanOpenToShip: 'More than the {open} still to ship of this line',
  noSuchOrderLine: 'The order has no line {position}',
  shipmentEmpty: 'Choose at least one item to ship',
  orderPartlyShippedNotCancellable: 'Part of order {order} was shipped: it cannot be cancelled',
  // Order changes before shipping
  orderShippedNotEditable: 'Order {order} was shipped: its lines, address and shipping can no longer change',
  orderPartlyShippedNotEditable:
    'Part of order {order} was shipped: its lines, address and shipping can no longer change',
  orderCancelledNotEditable: 'Order {order} is cancelled: it can no longer change',
  orderEditLines: 'Order {order} has {lines} lines: give a quantity for each (0 removes it)',
  orderEditEmpty: 'An order keeps at least one line: cancel it instead',
  orderEditNothing: 'Nothing was changed',
  orderEditNotAvailable: '{sku}: not as many available as asked for',
  orderEditUnknownProduct: 'No product has the item number, SKU or EAN {number}',
  orderEditNotOrderable:
    '{number} cannot be ordered now: no price for this customer, on request, or a variant to choose',
  orderEditNoShipping: '{method} does not ship to this address: choose another shipping method',
  orderEditCouponMinimum: 'Coupon {code} needs goods of {minimum}: the change would leave less',
  orderBalanceOpenNotShippable:
    'Order {order} still has {amount} to pay after a change: ship it once the customer has paid the difference, or change the order back',
  orderEditPaidBeyondTotal: '{paid} was received for order {order} already: the change would leave it costing less',
  orderRefundedNotEditable: 'Part of order {order} was refunded already: its lines can no longer change',
  orderEditPaymentUnderway: 'The customer is paying order {order} right now: change it once that payment is settled',
  // Refunds
  refundNoPayId: 'Computop has not told us its PayID for this payment: refund it in Computop',
  refundNothingPaid: 'This order has no paid online payment to refund',
  refundProviderMissing: 'The payment provider {provider} is not configured: refund the payment there',
  refundRefused: '{provider} refused the refund: {reason}',
  refundProviderUnreachable: '{provider} could not be reached for the refund; the order is unchanged. Try again.',
  refundMoreThanLeft: 'More than the {left} left to refund',
  refundAmountOrLines: 'Give either an amount or the lines to refund',
  refundChooseLines: 'Choose at least one line to refund',
  refundQuantityAboveZero: 'A quantity above 0',
  refundShippingWithLines: 'The shipping is refunded with chosen lines only',
  refundLineTooMany: 'Only {maximum} of this line are left to refund',
  refundShippingTaken: 'The shipping of order {order} was refunded already',
  refundNothingCredited: 'Order {order} is paid by invoice: choose its lines to note a credit',
  returnRefundedAlready: 'Part of return {number} was refunded already by a refund of its lines',
  // Returns
  returnChanged: 'Return {number} was changed meanwhile: load it again and repeat your change',
  returnNotRequested: 'Return {number} was received, refunded or rejected already',
  returnNotReceived: 'Return {number} has not been received yet',
  returnClosed: 'Return {number} is refunded or rejected already',
  returnLineUnknown: 'Line {position} is not part of this return',
  returnReceivedTooMany: 'More than the {maximum} the customer sent back',
  returnNothingReceived: 'Nothing of return {number} arrived: reject it instead',
  returnRejectReasonRequired: 'Say why the return is rejected',
  // Quotes
  quotePriceMissing: 'Give a price or a discount for every line',
  quoteDiscountRange: 'A discount is more than 0 and at most 100 percent',
  quoteValidUntilPast: 'The quote must hold until today or a later day',
  quoteValidUntilFar: 'A quote can hold for at most a year',
  quoteNotOpen: 'Quote {number} was accepted, ordered or declined already',
  quoteLineUnknown: 'Line {line} is not part of this quote',
  quoteNoListPrice: 'The customer has no price for line {line}: give a price instead of a discount',
  // Orders taken by staff
  customerBlockedNoOrder: 'Customer {customer} is blocked: unblock them to take an order',
  customerDeleted: 'Customer {customer} deleted their account: it can no longer be changed, invited or ordered for',
  chooseCustomerAddress: 'Choose one of the customer’s addresses',
  staffOrderByInvoice:
    'An order taken for a customer is paid by invoice: online payment needs the customer at the payment page',
  // Customers
  customerChanged: 'Customer {customer} was changed meanwhile: load it again and repeat your change',
  passwordChosen: '{email} has chosen a password already: they can ask for a new one on the login page',
  lastAdministrator: '{name} is the last active administrator of the company: block the customer instead',
  defaultShippingKept:
    'This is the default shipping address: make another address the default shipping address instead',
  defaultBillingKept: 'This is the default billing address: make another address the default billing address instead',
  defaultAddressNotDeleted: '{address} is a default address: make another address the default before deleting it',
  // Files: the first refused line, the rest in the report
  linesRefused: 'Line {line}: {reason}; nothing was written',
  linesRefusedMore: 'Line {line}: {reason} (and {more} more lines); nothing was written',
  // Price lists
  priceListChanged: 'Price list {code} was changed meanwhile: load it again and repeat your change',
  priceListCodeTaken: 'A price list with the code {code} exists already: choose another code',
  priceListHeld: 'Price list {code} is held by {customers}: give them another list first',
  unknownSku: 'Unknown SKU {sku}',
  // The product table's bulk changes
  priceWouldBeNegative: 'The change would make a price below zero: {skus}; nothing was changed',
  specialNotBelowRegular:
    'The change would leave a special price not below the regular price: {skus}; nothing was changed',
  unknownCategory: 'There is no category {category}',
  tierWithoutBase: '{sku} has no price from 1 unit in this list: send that row too',
  // Coupons
  couponCodeTaken: 'A coupon with the code {code} exists already: choose another code',
  couponChanged: 'Coupon {code} was changed meanwhile: load it again and repeat your change',
  usageLimitBelowUse: 'Used {used} times already: the limit cannot be lower (empty for no limit)',
  // Products (the editor; the catalogue's rules, as its import checks them)
  productChanged: 'Product {sku} was changed meanwhile: load it again and repeat your change',
  productSkuTaken: 'A product with the SKU {sku} exists already: choose another SKU',
  productItemnumTaken: 'The item number {itemnum} is used by {sku} already',
  productEanTaken: 'The EAN {ean} is used by {sku} already',
  productSlugTaken: 'The address {slug} is used by {sku} already: choose another',
  productListedNotDeleted: 'Product {sku} is listed: unlist it before deleting it',
  productOrderedNotDeleted: 'Product {sku} was ordered: unlist it instead (its orders keep what was sold)',
  productHasVariants: 'Product {sku} has variants: delete them first, or unlist it',
  itemnumRequired: 'An item number is required',
  slugCharacters: 'Lower-case letters, digits and single hyphens',
  specialBelowRegular: 'A special price must be below the regular price',
  tierBelowRegular: 'The price from {units} units must be below the regular price',
  tierQuantityTwice: 'Each quantity once',
  unknownProductSku: 'No product has the SKU {sku}',
  ownAccessory: 'A product cannot be its own accessory',
  variantNeedsMaster: 'A variant needs its master: no product has the SKU {sku}',
  variantOptionRequired: 'A variant needs a value for each of its master’s options: {attribute} is missing',
  variantNeedsOptions: 'Name at least one option the variants differ by (size, colour …)',
  variantOfVariant: '{sku} is a variant: its master has the variants',
  eanInvalid: 'An EAN of 8, 12, 13 or 14 digits with a right check digit',
  unknownCategoryId: 'There is no category {id}: choose one of the list',
  pictureNotStored: 'This picture is not stored in the shop: upload it again',
  catalogueRowRefused: '{column}: {reason}',
  // Shipping
  shippingCodeTaken: 'A shipping method with the code {code} exists already: choose another code',
  shippingChanged: 'Shipping method {code} was changed meanwhile: load it again and repeat your change',
  unknownTaxClass: 'There is no tax class {taxClass}: no country has a rate of it',
  // Attributes and product pictures
  attributeCodeTaken: 'An attribute with the code {code} exists already: choose another code',
  attributeChanged: 'Attribute {code} was changed meanwhile: load it again and repeat your change',
  attributeValueInUse:
    'The value {value} is used by {used} products: say whether they lose it or get another value instead',
  unknownAttributeValue: 'Attribute {code} has no value {value}',
  attributeCodeCharacters: 'Lower-case letters a-z, digits and _, starting with a letter (at most 40)',
  valueCharacters: 'Lower-case letters a-z, digits and single hyphens',
  unitOnlyForNumbers: 'Only numbers have a unit',
  colourFormat: 'A colour such as #1a6bd8',
  colourOnlyForColours: 'Only the values of a colour attribute have a colour',
  valueNamedTwice: 'Another value is named {name} too: one name each',
  valueTwice: 'The value {value} is there twice',
  notAPicture: 'The file is not a JPEG, PNG, WebP or AVIF picture',
  // Categories
  categoryChanged: 'Category {category} was changed meanwhile: load it again and repeat your change',
  categorySlugTaken: 'Another category under the same parent has the address {slug} in {locale}: choose another',
  categoryNameTaken: 'Another category under the same parent is named {name}: choose another name',
  categoryUnderItself: 'Category {category} cannot be moved under itself or one of its subcategories',
  categoryNotEmpty:
    'Category {category} has {products} products and {children} subcategories: say what becomes of them',
  pictureAddress: 'A picture’s address under /images/ or starting with https://',
  // Staff and signing in
  staffEmailTaken: 'A member of staff with the e-mail {email} exists already',
  staffChanged: '{email} was changed meanwhile: load it again and repeat your change',
  wrongCredentials: 'Invalid e-mail or password',
  tooManyAttempts: 'Too many failed attempts. Please try again in {seconds} seconds.',
  signInNeeded: 'Please log in to the back office',
  ownerOnly: "This needs the shop owner's rights",
  adminKeyHasNoPassword: "The admin key has no password: change a member's password instead",
  otherOrigin: 'Requests from {origin} are not allowed',
  // What staff type, refused by the schemas (the same texts answer API users)
  atMostCharacters: 'At most {maximum} characters',
  atLeastCharacters: 'At least {minimum} characters',
  atMost: 'At most {maximum}',
  atLeast: 'At least {minimum}',
  notNegative: 'Not negative',
  notEmpty: 'Not empty',
  wholeNumber: 'A whole number',
  wholeQuantity: 'A whole quantity',
  quantity: 'A quantity',
  wholeDays: 'A whole number of days',
  wholeAtLeastOne: 'A whole number of at least 1',
  limitOrNone: 'At least 1, or null for no limit',
  wholeLimitOrNone: 'A whole number of at least 1, or null for no limit',
  couponCodeRequired: 'A coupon code is required',
  fixedNeedsCurrency: 'A fixed amount needs its currency',
  endAfterStart: 'The end of validity must be after its start',
  onePaymentMethod: 'Allow at least one payment method, or the shop’s default',
  paymentMethodOnce: 'Each payment method once',
  customerNumberCharacters: 'Letters, digits and . _ / - only',
  defaultNameRequired: 'The name in the default language ({locale}) is required',
  yearRange: 'Between the years 2000 and 9999',
  fromYear2000: 'From 2000-01-01 on',
  dateTimeFormat: 'A date and time such as 2027-06-01T00:00:00Z',
  dayFormat: 'A day as YYYY-MM-DD',
  notBeforeFrom: 'Not before from',
  carrierRequired: 'The carrier is required',
  trackingRequired: 'The tracking number is required',
  trackingCharacters: 'Letters, digits, spaces and dashes',
  noteRequired: 'A note is required',
  messageRequired: 'A message is required',
  skuRequired: 'A SKU',
  codeCharacters: 'Letters, digits, dots, hyphens and underscores',
  fromTwoUnits: 'From 2 units on',
  tierOrder: 'Tier {tier} needs more units than tier {previous} ({units})',
  nameRequired: 'A name is required',
  pricedTwice: '{sku} is priced twice',
  methodCodeRequired: 'A method code is required',
  maxDaysAtLeastMin: 'At least as many days as minDays',
  secondRate: 'A second rate to {country} in {currency}: one per country and currency',
  chooseShippingMethod: 'Choose a shipping method',
  chooseAddressOrMethod: 'Choose an address or a shipping method',
  staffEmail: 'An e-mail address such as anna@example.com',
  // The seller on invoices
  iban: 'An IBAN such as DE89 3704 0044 0532 0130 00',
  bic: 'A BIC such as COBADEFFXXX',
  passwordRequired: 'A password is required',
  currentPasswordRequired: 'Your current password is required',
} as const;

/** A refusal's name (`orderCancelled`). */
export type StaffRefusal = keyof typeof staffRefusals;

/** What a refusal's text names: an order's number, a code, a count. */
export type RefusalValues = TemplateValues;

export const isStaffRefusal = (name: unknown): name is StaffRefusal =>
  typeof name === 'string' && Object.hasOwn(staffRefusals, name);

/** A refusal's English text with its values in place. */
export const staffRefusalText = (name: StaffRefusal, values: RefusalValues = {}) =>
  fillTemplate(staffRefusals[name], values);

/** The values that are counts: read back only from digits (the back office formats them as numbers). */
export const refusalCountKeys = [
  'maximum',
  'minimum',
  'used',
  'seconds',
  'more',
  'tier',
  'previous',
  'units',
  'products',
  'children',
];

/**
 * The refusal a text says, with its values: a form's field shows an issue's message only, so the
 * back office reads the refusal back from it, as `problemOf` does for the shoppers' field problems.
 */
export const staffRefusalOf = templateReader(staffRefusals, refusalCountKeys);

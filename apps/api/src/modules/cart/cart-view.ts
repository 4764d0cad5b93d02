import {
  type Cart,
  displayUnitPrice,
  type PostalAddress,
  type PriceInfo,
  type Settings,
  siteConfig,
  unitPrice,
} from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import type { ShopperView } from '../../lib/shopper';
import type { CatalogService } from '../catalog';
import type { PricingService } from '../pricing';
import { showsGross, taxOn } from '../pricing';
import type { Discount, PromotionService } from '../promotion';
import type { ShippingService } from '../shipping';
import type { CartRow } from './cart-access';
import { cartItems } from './tables';
import { cartTotals, discountAmount, goodsValue, lineNet, lineShown } from './totals';

/** How a cart is read at checkout: where it goes when it names no address, and a method by default. */
export interface ReadOptions {
  /** A customer's default shipping address, used when the cart has none. */
  fallbackShipping?: PostalAddress;
  /** Without a chosen method, the first that ships to the destination is taken. */
  defaultMethod?: boolean;
}

/** A line an order edit prices (quote.ts): the cart's line, and the net unit prices agreed when it was ordered. */
export interface GivenLine {
  id: number;
  productId: number;
  quantity: number;
  additionalProductIds: number[];
  /** The agreed net unit price of the product and of each additional product by id; absent for a line added now. */
  agreed?: { unit: number; extras: Record<number, number> };
  /** A cart line of an accepted quote: the quote line it is priced by. */
  quoteLineId?: number | null;
}

/** How an order edit reads lines no cart holds: the lines, and the coupon's effect as redeemed. */
export interface Given {
  lines: GivenLine[];
  discount: Discount | null;
}

/** What a cart line of an accepted quote is priced by. */
export interface HeldPrice {
  quoteId: number;
  number: string;
  /** The quoted net unit price. */
  price: number;
  /** The most units the price holds for. */
  quantity: number;
  validUntil: string;
  /** The price holds now: the quote is accepted, not ordered, its date not passed, in this currency. */
  holds: boolean;
}

/** The quoted prices of a customer's cart lines by quote line id (the quote module's, given at wiring). */
export type QuotedPrices = (
  executor: Database | Transaction,
  customerId: number | null,
  quoteLineIds: number[],
  at: { currency: string; now: number },
) => Promise<Map<number, HeldPrice>>;

/** The countries the shop delivers to. */
export const served = new Set(siteConfig.countries.map((c) => c.iso));

interface Dependencies {
  catalog: CatalogService;
  shipping: ShippingService;
  promotion: PromotionService;
  pricing: Pick<PricingService, 'taxRate'>;
  settings: () => Promise<Settings>;
  /** The clock a quote's expiry is read by (tests move it). */
  now: () => number;
  quotedPrices: QuotedPrices;
}

export function cartView(
  db: Database,
  { catalog, shipping, promotion, pricing, settings, now, quotedPrices }: Dependencies,
) {
  /**
   * The cart as this shopper sees it: their prices (quantity tiers for the units in the cart) and
   * stock, taxed for the destination (the shipping address, else the shopper's country), with the
   * shipping methods to it, the coupon's effect and every total.
   */
  async function read(cart: CartRow, view: ShopperView, options: ReadOptions = {}, given?: Given): Promise<Cart> {
    const destination = cart.shippingAddress ?? options.fallbackShipping;
    const taxCountry = destination && served.has(destination.country) ? destination.country : view.shopper.country;
    const taxView = { ...view, shopper: { ...view.shopper, country: taxCountry } };
    const gross = showsGross(await settings(), view.shopper);
    const rows: GivenLine[] =
      given?.lines ??
      (await db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cart.id))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id)));
    const units = new Map<number, number>();
    for (const row of rows)
      for (const id of [row.productId, ...row.additionalProductIds]) units.set(id, (units.get(id) ?? 0) + row.quantity);
    const products = await catalog.lineProducts([...units.keys()], taxView, units);
    // A line of an accepted quote costs the quoted price while the quote holds, the normal one after.
    const quoted = await quotedPrices(
      db,
      cart.customerId,
      rows.flatMap((row) => (row.quoteLineId ? [row.quoteLineId] : [])),
      { currency: view.currency, now: now() },
    );
    const lines = rows.flatMap((row) => {
      const product = products.get(row.productId);
      if (!product) return [];
      const held = row.quoteLineId ? quoted.get(row.quoteLineId) : undefined;
      const agreed = row.agreed ?? (held?.holds ? { unit: held.price, extras: {} } : undefined);
      const extras = row.additionalProductIds.flatMap((id) => {
        const extra = products.get(id)?.card;
        return extra ? [extra] : [];
      });
      const item = {
        id: row.id,
        productId: row.productId,
        sku: product.card.sku,
        itemnum: product.card.itemnum,
        name: product.card.name,
        slug: product.card.slug,
        image: product.card.image,
        category: product.category,
        quantity: row.quantity,
        priceInfo: agreedPrice(product.card.priceInfo, agreed?.unit, gross),
        stock: product.card.stock,
        included: product.included,
        selectedAddtionalProducts: Object.fromEntries(
          extras.map((extra) => {
            const price = agreedPrice(extra.priceInfo, agreed?.extras[extra.id], gross);
            return [
              extra.sku,
              {
                productId: extra.id,
                sku: extra.sku,
                itemnum: extra.itemnum,
                name: extra.name,
                price: price && unitPrice(price),
                displayPrice: price && displayUnitPrice(price),
                taxRate: price?.taxRate ?? 0,
              },
            ];
          }),
        ),
        custom_attributes: product.custom_attributes,
      };
      const quote = held && {
        id: held.quoteId,
        number: held.number,
        validUntil: held.validUntil,
        quantity: held.quantity,
        expired: !held.holds,
      };
      return [{ ...item, rowTotal: lineNet(item), displayRowTotal: lineShown(item), ...(quote && { quote }) }];
    });
    const excludeTax = view.shopper.excludeTax ?? false;
    const goods = goodsValue(lines) ?? 0;
    const coupon = given
      ? { discount: given.discount, problem: null, minimum: undefined }
      : cart.couponCode
        ? await promotion.evaluate(cart.couponCode, {
            currency: view.currency,
            goodsValue: goods,
            redeemer: { customerId: view.shopper.customerId, email: cart.newUser?.email },
          })
        : { discount: null, problem: null, minimum: undefined };
    const options_ = await shipping.optionsFor({
      country: taxCountry,
      currency: view.currency,
      locale: view.locale,
      goodsValue: goods - discountAmount(coupon.discount, goods),
    });
    const rates = new Map<string, number>();
    for (const option of options_)
      if (!rates.has(option.taxClass)) rates.set(option.taxClass, await pricing.taxRate(option.taxClass, taxCountry));
    const taxed = (price: number, taxClass: string) =>
      excludeTax ? price : price + Math.round((price * rates.get(taxClass)!) / 10_000);
    const chosen =
      options_.find((option) => option.code === cart.shippingMethod) ??
      (options.defaultMethod ? options_[0] : undefined);
    return {
      id: cart.id,
      version: cart.version,
      currency: view.currency,
      cartItems: lines,
      items_qty: lines.reduce((sum, line) => sum + line.quantity, 0),
      displayExcludingTaxes: excludeTax,
      shippingAddress: cart.shippingAddress,
      billingAddress: cart.billingAddress,
      shippingMethods: options_.map((option) => ({
        code: option.code,
        name: option.name,
        price: option.price,
        priceInclTax: taxed(option.price, option.taxClass),
        freeFrom: option.freeFrom,
        deliveryDays: option.deliveryDays,
      })),
      shippingMethod: chosen ? { methodCode: chosen.code } : null,
      couponCode: cart.couponCode,
      couponProblem: coupon.problem,
      couponMinimum: coupon.problem === 'minimum' ? (coupon.minimum ?? null) : null,
      newUser: cart.newUser,
      cartInfo: { taxCountry },
      ...cartTotals(lines, {
        excludeTax,
        gross,
        discount: coupon.discount,
        shipping: chosen && { price: chosen.price, taxRate: rates.get(chosen.taxClass)! },
      }),
    };
  }
  return read;
}

/**
 * A unit's price info with the net price agreed when it was ordered in place of today's, shown
 * with the tax of today's destination (an order edit keeps what the customer agreed to pay).
 */
function agreedPrice(info: PriceInfo | null, agreed: number | undefined, gross: boolean): PriceInfo | null {
  if (!info || agreed === undefined) return info;
  const shown = gross ? agreed + taxOn(agreed, info.taxRate) : agreed;
  return { ...info, regular: agreed, special: null, displayRegular: shown, displaySpecial: null };
}

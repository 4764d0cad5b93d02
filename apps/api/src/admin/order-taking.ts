import {
  type CurrencyCode,
  type LocaleCode,
  type Order,
  type PaymentMethodCode,
  postalOf,
  providerOf,
  type StaffCart,
  type StaffCartChoices,
  siteConfig,
  type staffOrderSchema,
} from '@shop/contracts';
import type { z } from 'zod';
import { notFound, staffFieldRefusal, staffRefusal } from '../lib/domain-errors';
import type { ShopperView } from '../lib/shopper';
import type { CartService } from '../modules/cart';
import type { CustomerService } from '../modules/customer';
import type { OrderService } from '../modules/order';

interface Dependencies {
  carts: CartService;
  customers: CustomerService;
  orders: Pick<OrderService, 'create'>;
}

/** Methods a shopper pays at a provider's page; an order taken by phone has no shopper there. */
const offline = (method: PaymentMethodCode) => providerOf(method) === undefined;

/**
 * Orders staff take for a customer (phone, e-mail, fax): a cart of the customer's only staff open,
 * read and changed as the customer would (their prices, price list, stock, quantity rules,
 * language and currency), placed by the order module's one placement, which records who took it.
 */
export function orderTaking({ carts, customers, orders }: Dependencies) {
  /** The customer as a shopper, with the member of staff acting for them. */
  async function viewFor(customerId: number, staff: string): Promise<ShopperView> {
    const customer = await customers.byId(customerId);
    if (!customer) throw notFound(`Customer ${customerId} does not exist`);
    if (customer.deletedAt) throw staffRefusal('CONFLICT', 'customerDeleted', { customer: customer.customerNumber });
    if (customer.blockedAt)
      throw staffRefusal('CONFLICT', 'customerBlockedNoOrder', { customer: customer.customerNumber });
    const saved = await customers.orderAddresses(customerId);
    return {
      locale: customer.locale as LocaleCode,
      currency: customer.currency as CurrencyCode,
      shopper: {
        customerId,
        customerNumber: customer.customerNumber,
        excludeTax: customer.excludeTax,
        loggedIn: true,
        country: saved?.shipping.country ?? siteConfig.defaultCountry,
        staff,
      },
    };
  }

  /** The staff cart's customer, from the cart itself (any member of staff may carry on with it). */
  async function viewOfCart(cartId: string, staff: string): Promise<ShopperView> {
    const customerId = await carts.staffCartCustomer(cartId);
    if (customerId === undefined) throw notFound(`Cart ${cartId} does not exist`);
    return viewFor(customerId, staff);
  }

  async function staffCartOf(cartId: string, view: ShopperView): Promise<StaffCart> {
    const [cart, allowed] = await Promise.all([
      carts.get(cartId, view),
      customers.paymentMethodsOf(view.shopper.customerId),
    ]);
    return {
      cart,
      customerId: view.shopper.customerId!,
      takenBy: view.shopper.staff!,
      paymentMethods: allowed.filter(offline),
    };
  }

  return {
    async open(customerId: number, staff: string): Promise<StaffCart> {
      const view = await viewFor(customerId, staff);
      const id = await carts.openStaffCart(customerId, staff);
      return staffCartOf(id, view);
    },

    async get(cartId: string, staff: string): Promise<StaffCart> {
      return staffCartOf(cartId, await viewOfCart(cartId, staff));
    },

    async add(cartId: string, rows: { number: string; quantity: number }[], staff: string) {
      const view = await viewOfCart(cartId, staff);
      return carts.addMany(cartId, view, rows, 'number');
    },

    async setQuantity(cartId: string, itemId: number, quantity: number, staff: string) {
      const view = await viewOfCart(cartId, staff);
      await carts.setQuantity(cartId, view, itemId, quantity);
      return staffCartOf(cartId, view);
    },

    async choose(cartId: string, choices: StaffCartChoices, staff: string): Promise<StaffCart> {
      const view = await viewOfCart(cartId, staff);
      const customerId = view.shopper.customerId!;
      const saved = async (id: number, field: string) => {
        const address = await customers.addressOf(customerId, id);
        if (!address) throw staffFieldRefusal(`body.${field}`, 'chooseCustomerAddress');
        return postalOf(address);
      };
      if (choices.shippingAddressId !== undefined) {
        const shipping = await saved(choices.shippingAddressId, 'shippingAddressId');
        await carts.setShippingAddress(cartId, view, shipping);
        // Billed where the goods go, unless another address is chosen with it.
        if (choices.billingAddressId === undefined) await carts.setBillingAddress(cartId, view, 'same-as-shipping');
      }
      if (choices.billingAddressId !== undefined)
        await carts.setBillingAddress(cartId, view, await saved(choices.billingAddressId, 'billingAddressId'));
      if (choices.shippingMethod !== undefined) await carts.setShippingMethod(cartId, view, choices.shippingMethod);
      return staffCartOf(cartId, view);
    },

    async place(cartId: string, input: z.output<typeof staffOrderSchema>, staff: string): Promise<Order> {
      const view = await viewOfCart(cartId, staff);
      if (!offline(input.paymentMethodCode)) throw staffFieldRefusal('body.paymentMethodCode', 'staffOrderByInvoice');
      const { order } = await orders.create(view, { cartId, ...input });
      return order;
    },

    async discard(cartId: string, staff: string) {
      const view = await viewOfCart(cartId, staff);
      await carts.delete(cartId, view.shopper);
    },
  };
}
export type OrderTaking = ReturnType<typeof orderTaking>;

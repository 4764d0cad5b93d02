import { contentTypeSchema, localeCodeSchema, shippingMethodCodeSchema } from '@shop/contracts';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { auditFilters } from '../queries/audit';
import { listSearchOf, searchOf } from '../search';
import { appRoute, page } from './app';

// Running the shop: coupons, shipping, content, the audit log and the staff.

export const couponsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'coupons',
  staticData: { ownerOnly: true, nav: 'nav.coupons' },
  component: page(() => import('../pages/Coupons'), 'CouponsPage'),
});

export const shippingRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'shipping',
  staticData: { ownerOnly: true, nav: 'nav.shipping' },
  validateSearch: searchOf(z.object({ method: shippingMethodCodeSchema })),
  component: page(() => import('../pages/Shipping'), 'ShippingPage'),
});

export const contentRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'content',
  staticData: { ownerOnly: true, nav: 'nav.content' },
  validateSearch: searchOf(
    z.object({
      type: contentTypeSchema,
      identifier: z.string().trim(),
      locale: localeCodeSchema,
      tab: contentTypeSchema,
    }),
  ),
  component: page(() => import('../pages/Content'), 'ContentPage'),
});

export const auditRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit',
  staticData: { ownerOnly: true, nav: 'nav.audit' },
  validateSearch: listSearchOf(auditFilters),
  component: page(() => import('../pages/Audit'), 'AuditPage'),
});

export const staffRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'staff',
  staticData: { ownerOnly: true, nav: 'nav.staff' },
  component: page(() => import('../pages/Staff'), 'StaffPage'),
});

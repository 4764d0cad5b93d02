import {
  type CurrencyCode,
  type Dashboard as DashboardAnswer,
  lowStockThreshold,
  type PaymentMethodCode,
  siteConfig,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { rowsOf } from '../../db/rows';

const DAYS = 30;

/**
 * Listed products at or below the threshold (own and external stock), neither masters (their
 * variants have the stock) nor marked in stock: the products list's stock=low finds the same.
 */
const lowOnStock = sql`p.active and not exists (select 1 from product v where v.master_id = p.id)
  and s.effective_stock + s.external_stock <= ${lowStockThreshold} and not s.marked_in_stock`;

/**
 * The back office's first screen, read in one round of queries: revenue per day and currency of
 * orders not cancelled (grand totals as they were booked), their payment methods, orders pending and to ship, low stock,
 * and what invoices still owe (overdue by the dashboard's clock).
 */
export function dashboardService(db: Database, now: () => number = Date.now) {
  return async function dashboard(): Promise<DashboardAnswer> {
    const today = new Date(now());
    today.setUTCHours(0, 0, 0, 0);
    const first = new Date(today.getTime() - (DAYS - 1) * 86_400_000);
    const [perDay, methods, toShip, pending, low, lowCount, owed] = await Promise.all([
      db.execute(sql`
        select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, currency,
               count(*)::int as orders, sum(grand_total)::bigint as revenue
        from shop_order where created_at >= ${first} and status not in ('cancelled', 'refunded')
        group by 1, 2`),
      db.execute(sql`
        select payment_method_code as method, count(*)::int as orders
        from shop_order where created_at >= ${first} and status not in ('cancelled', 'refunded')
        group by 1 order by 2 desc, 1`),
      db.execute(sql`
        select count(*)::int as n from shop_order
        where confirmed and shipped_at is null and cancelled_at is null`),
      // The status index alone.
      db.execute(sql`select count(*)::int as n from shop_order where status = 'pending'`),
      db.execute(sql`
        select p.id as product_id, p.sku, coalesce(t.name, p.sku) as name,
               (s.effective_stock + s.external_stock)::int as stock
        from product p
        join stock s on s.product_id = p.id
        left join product_translation t on t.product_id = p.id and t.locale = ${siteConfig.defaultLocale}
        where ${lowOnStock}
        order by 4, p.sku limit 10`),
      db.execute(sql`select count(*)::int as n from product p join stock s on s.product_id = p.id where ${lowOnStock}`),
      db.execute(sql`
        select currency, count(*)::int as orders, sum(grand_total - invoice_paid - refunded_amount)::bigint as open,
               count(*) filter (where due_at < ${new Date(now())})::int as overdue_orders,
               coalesce(sum(grand_total - invoice_paid - refunded_amount) filter (where due_at < ${new Date(now())}), 0)::bigint as overdue
        from shop_order
        where payment_method_code = 'invoice' and cancelled_at is null and invoice_paid + refunded_amount < grand_total
        group by 1 order by 1`),
    ]);
    type DayRow = { day: string; currency: CurrencyCode; orders: number; revenue: string | number };
    const days = Array.from({ length: DAYS }, (_, i) => {
      const date = new Date(first.getTime() + i * 86_400_000).toISOString().slice(0, 10);
      const rows = rowsOf<DayRow>(perDay).filter((r) => r.day === date);
      return {
        date,
        orders: rows.reduce((n, r) => n + r.orders, 0),
        revenue: rows.map((r) => ({ currency: r.currency, orders: r.orders, revenue: Number(r.revenue) })),
      };
    });
    return {
      today: days.at(-1)!.revenue,
      days,
      paymentMethods: rowsOf<{ method: PaymentMethodCode; orders: number }>(methods),
      awaitingShipment: rowsOf<{ n: number }>(toShip)[0]?.n ?? 0,
      pendingOrders: rowsOf<{ n: number }>(pending)[0]?.n ?? 0,
      lowStock: rowsOf<{ product_id: number; sku: string; name: string; stock: number }>(low).map((r) => ({
        productId: r.product_id,
        sku: r.sku,
        name: r.name,
        stock: r.stock,
      })),
      lowStockThreshold,
      lowStockCount: rowsOf<{ n: number }>(lowCount)[0]?.n ?? 0,
      receivables: rowsOf<{
        currency: CurrencyCode;
        orders: number;
        open: string | number;
        overdue_orders: number;
        overdue: string | number;
      }>(owed).map((r) => ({
        currency: r.currency,
        open: Number(r.open),
        orders: r.orders,
        overdue: Number(r.overdue),
        overdueOrders: r.overdue_orders,
      })),
    };
  };
}
export type Dashboard = ReturnType<typeof dashboardService>;

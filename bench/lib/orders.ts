import { openDatabase } from '@shop/api/db';
import { sql } from 'drizzle-orm';

/**
 * Fills a seeded shop database with `n` orders copied from its demo orders: spread over the last
 * year, every payment method and status, a billing name of their own each (what the back office's
 * text filter searches), a third of them guests'. Written by SQL in one statement: the point is
 * the list's reads, not placing orders.
 */
export async function fillOrders(databaseUrl: string, n: number) {
  const handle = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    await handle.db.execute(sql`
      insert into shop_order (customer_id, email, locale, cart_id, cart_version, payment_method_code,
        confirmed, payment_status, cancelled_at, refunded_at, shipped_at, carrier, tracking_number,
        delivered_at, stock_taken, cart_info, loyalty_points, created_at, updated_at)
      select case when i % 3 = 0 then null else t.customer_id end,
        'kunde' || i || '@example.com', t.locale, gen_random_uuid(), 1,
        (array['invoice','stripe','stripe-debit','stripe-sofort','paypal','computop'])[1 + i % 6],
        i % 7 <> 0, case when i % 6 = 0 then 'invoice' when i % 7 = 0 then 'open' else 'paid' end,
        case when i % 11 = 0 then at end, case when i % 22 = 0 then at end,
        case when i % 7 <> 0 and i % 11 <> 0 and i % 2 = 0 then at end,
        case when i % 7 <> 0 and i % 11 <> 0 and i % 2 = 0 then 'DHL' end,
        case when i % 7 <> 0 and i % 11 <> 0 and i % 2 = 0 then lpad(i::text, 20, '0') end,
        case when i % 7 <> 0 and i % 11 <> 0 and i % 4 = 0 then at end,
        '[]'::jsonb,
        jsonb_set(jsonb_set(t.cart_info, '{billingAddress,lastName}', to_jsonb('Kunde ' || i)),
          '{grandTotalIncTax}', to_jsonb(1000 + (i * 7919) % 500000)),
        0, at, at
      from generate_series(1, ${n}) i
      cross join lateral (select now() - ((i * 5273) % (365 * 24 * 60)) * interval '1 minute' as at) d
      cross join lateral (select * from shop_order o order by o.id limit 1) t`);
    await handle.db.execute(sql`analyze shop_order`);
  } finally {
    await handle.close();
  }
}

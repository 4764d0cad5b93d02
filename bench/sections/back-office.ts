/**
 * The back-office section: the staff's order list on PostgreSQL with 100,000 orders, and the first
 * screen (the dashboard) in Chromium, signed in.
 */

import { loadText } from '../lib/figures';
import { backOfficeFirstScreen } from '../lib/first-screen';
import { percentile } from '../lib/load';
import { log } from '../lib/log';
import { fillOrders } from '../lib/orders';
import { createDatabase, databaseComment, databaseUrl, setDatabaseComment, vacuumAnalyze } from '../lib/postgres';
import { benchAdminToken, seed, startApi } from '../lib/processes';
import { count } from '../lib/report';
import { seedStamp } from '../lib/shop-databases';
import { type Bench, connections, measure } from './context';

/** shop_bench_orders: the small catalogue and `orders` orders, kept between runs like the shops. */
async function ordersDatabase(small: number, orders: number) {
  const name = 'shop_bench_orders';
  const stamp = `${seedStamp(small)}, ${orders} orders`;
  if ((await databaseComment(name)) !== stamp) {
    log(`seeding ${count(small)} products and ${count(orders)} orders into ${name}`);
    await createDatabase(name, { fresh: true });
    await seed({ databaseUrl: databaseUrl(name) }, small);
    await fillOrders(databaseUrl(name), orders);
    await vacuumAnalyze(name);
    await setDatabaseComment(name, stamp);
  }
  return databaseUrl(name);
}

/**
 * 400 order list requests, each another filter, text, sort or page: a text that finds one order, a
 * customer's name, a status, a status with a method, a day range.
 */
function orderListPaths(orders: number) {
  const statuses = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'refunded'];
  const methods = ['invoice', 'stripe', 'paypal', 'computop'];
  const sorts = ['-createdDate', 'createdDate', '-grandTotal', 'grandTotal'];
  return Array.from({ length: 400 }, (_, i) => {
    const query = new URLSearchParams({ sort: sorts[i % 4]!, limit: '25' });
    if (i % 5 === 0) query.set('q', `WH-${String(1 + ((i * 2311) % orders)).padStart(7, '0')}`);
    if (i % 5 === 1) query.set('q', `Kunde ${1 + ((i * 3571) % orders)}`);
    if (i % 5 === 2) query.set('status', statuses[i % 6]!);
    if (i % 5 === 3) {
      query.set('status', statuses[i % 6]!);
      query.set('method', methods[i % 4]!);
    }
    if (i % 5 === 4) {
      const day = new Date(Date.now() - ((i * 13) % 360) * 86_400_000).toISOString().slice(0, 10);
      query.set('from', day);
      query.set('to', day);
    }
    query.set('offset', String(i % 5 < 2 ? 0 : ((i * 7) % 40) * 25));
    return `/admin/api/orders?${query}`;
  });
}

/**
 * The back office's order list as staff use it: 100,000 orders, each request another filter,
 * text, sort or page (a text that finds one order, a customer's name, a status with a method, a
 * day range), 20 connections; none of these answers is kept, so each is the database's work.
 */
export async function backOfficeSection(bench: Bench) {
  const { report, quick, sizes } = bench;
  const section = 'back-office';
  const orders = quick ? 2_000 : 100_000;
  const api = await startApi({ databaseUrl: await ordersDatabase(sizes.small, orders) }, 'api-orders');
  try {
    const paths = orderListPaths(orders);
    const staff = { headers: { authorization: `Bearer ${benchAdminToken}` } };
    const m = await measure(bench, api.url, paths, connections, staff);
    report.add(
      section,
      `order list, ${count(orders)} orders, ${connections} connections, ${paths.length} distinct filters, texts, sorts and pages`,
      loadText(m),
      'p95 < 100 ms, 0 errors',
      percentile(m.times, 95) < 100 && m.errors === 0,
    );
    const one = await measure(bench, api.url, paths, 1, staff);
    report.add(section, 'the same, one connection (a member of staff alone)', loadText(one));
    const screens = await backOfficeFirstScreen(api.url, {
      email: 'owner@werkhaus.example',
      password: 'werkhaus-admin',
    });
    const drawn = screens.map((s) => s.drawn);
    const slowest = Math.max(...drawn);
    report.add(
      section,
      `first screen: signed in, a fresh browser, /admin/ until the dashboard's chart and low-stock list are drawn (the page's clock), ${count(orders)} orders, ${screens.length} loads`,
      `median ${Math.round(percentile(drawn, 50))} ms, slowest ${Math.round(slowest)} ms (found by the test: median ${Math.round(
        percentile(
          screens.map((s) => s.seen),
          50,
        ),
      )} ms)`,
      'each < 1 s',
      slowest < 1000,
    );
  } finally {
    await api.stop();
  }
}

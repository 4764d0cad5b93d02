import { parseMediaName } from '@shop/api/media';
import { createTestDatabase, databaseKinds, type TestDatabase } from '@shop/api/testing';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from './index';

const now = new Date('2025-06-01T00:00:00Z');
const seeding = 120_000;

// Database work, as the API's tests are: their time limit, not a unit test's 5 s.
describe.each(databaseKinds)('seedCatalog on %s', { timeout: 30_000 }, (kind) => {
  let database: TestDatabase;
  let summary: Awaited<ReturnType<typeof seedCatalog>>;
  // Both drivers answer raw queries with { rows }; Drizzle types them as unknown.
  const query = async <T>(statement: SQL) => ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const firstProducts = () =>
    query<{ id: number; sku: string; name: string }>(
      sql`select p.id, p.sku, t.name from product p join product_translation t on t.product_id = p.id and t.locale = 'fr' order by p.id limit 40`,
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    summary = await seedCatalog(database.db, { products: 300, now });
  }, seeding);
  afterAll(() => database?.destroy());

  it('makes a three-level tree, the products asked for and their variants', async () => {
    expect(summary).toMatchObject({ categories: 110, products: 300 });
    const [counts] = await query<{ listed: number; masters: number; variants: number; depth: number }>(sql`
      select count(*) filter (where master_id is null)::int as listed,
             count(distinct master_id)::int as masters,
             count(*) filter (where master_id is not null)::int as variants,
             (select max(depth) from category)::int as depth
      from product`);
    expect(counts).toMatchObject({ listed: 300, variants: summary.variants, depth: 2 });
    expect(counts!.masters / 300).toBeGreaterThan(0.08);
    expect(counts!.masters / 300).toBeLessThan(0.25);
    const sizes = await query<{ n: number }>(
      sql`select count(*)::int as n from product where master_id is not null group by master_id`,
    );
    expect(Math.min(...sizes.map((s) => s.n))).toBeGreaterThanOrEqual(2);
    expect(Math.max(...sizes.map((s) => s.n))).toBeLessThanOrEqual(5);
  });

  it('names every category and product, with a URL slug, in every locale', async () => {
    const missing = await query<{ kind: string; n: number }>(sql`
      with locales(locale) as (values ('de'), ('en'), ('fr'), ('es'), ('it'))
      select 'category' as kind, count(*)::int as n from category c cross join locales l
        where not exists (select 1 from category_translation t where t.category_id = c.id and t.locale = l.locale and t.name <> '' and t.slug <> '')
      union all
      select 'product', count(*)::int from product p cross join locales l
        where not exists (select 1 from product_translation t where t.product_id = p.id and t.locale = l.locale
          and t.name <> '' and t.title <> '' and t.description <> '' and t.slug <> '')`);
    expect(missing).toEqual([
      { kind: 'category', n: 0 },
      { kind: 'product', n: 0 },
    ]);
    const [badSlugs] = await query<{ n: number }>(sql`
      select count(*)::int as n from (
        select slug from category_translation union all select slug from product_translation
      ) s where slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$'`);
    expect(badSlugs!.n).toBe(0);
  });

  it('keeps category slugs unique among siblings', async () => {
    const clashes = await query(sql`
      select c.parent_id, t.locale, t.slug from category c join category_translation t on t.category_id = c.id
      group by c.parent_id, t.locale, t.slug having count(*) > 1`);
    expect(clashes).toEqual([]);
  });

  it('lists masters and stand-alone products in their category and every ancestor, never variants', async () => {
    const [gaps] = await query<{ n: number }>(sql`
      select count(*)::int as n from product p
      join category leaf on leaf.id = p.primary_category_id
      cross join unnest(string_to_array(leaf.path, '/')::int[]) as ancestor(id)
      where p.master_id is null
        and not exists (select 1 from product_category pc where pc.product_id = p.id and pc.category_id = ancestor.id)`);
    expect(gaps!.n).toBe(0);
    const [variants] = await query<{ n: number }>(
      sql`select count(*)::int as n from product_category pc join product p on p.id = pc.product_id where p.master_id is not null`,
    );
    expect(variants!.n).toBe(0);
  });

  it('counts the listed products of a category and everything below it', async () => {
    const roots = await query<{ id: number; product_count: number; listed: number }>(sql`
      select r.id, r.product_count,
        (select count(*) from product p join category c on c.id = p.primary_category_id
          where p.master_id is null and (c.path = r.path or c.path like r.path || '/%'))::int as listed
      from category r where r.depth = 0 order by r.position`);
    expect(roots).toHaveLength(6);
    for (const root of roots) expect(root.product_count).toBe(root.listed);
    expect(roots.reduce((sum, r) => sum + r.product_count, 0)).toBe(300);
  });

  it('makes every availability situation of the spec occur', async () => {
    const situations = await query<{ situation: string }>(sql`
      select distinct case
        when s.product_id is null then 'no stock data'
        when s.marked_in_stock then 'marked in stock'
        when s.effective_stock = 0 and s.external_stock = 0 then 'nothing in stock'
        when s.external_stock = 0 then 'only effective'
        when s.effective_stock = 0 then 'only external'
        else 'both' end as situation
      from product p left join stock s on s.product_id = p.id`);
    expect(situations.map((s) => s.situation).sort()).toEqual([
      'both',
      'marked in stock',
      'no stock data',
      'nothing in stock',
      'only effective',
      'only external',
    ]);
  });

  it('prices every product in EUR, GBP and USD, with special prices under the regular ones', async () => {
    const incomplete = await query(sql`
      select product_id from price group by product_id having array_agg(currency order by currency) <> array['EUR', 'GBP', 'USD']`);
    expect(incomplete).toEqual([]);
    const [counts] = await query<{ unpriced: number; free: number; specials: number; bad: number }>(sql`
      select (select count(*) from product p where not exists (select 1 from price x where x.product_id = p.id))::int as unpriced,
             (select count(*) from price where regular = 0)::int as free,
             (select count(*) from price where special is not null)::int as specials,
             (select count(*) from price where special >= regular)::int as bad`);
    expect(counts).toMatchObject({ unpriced: 0, bad: 0 });
    expect(counts!.free).toBeGreaterThan(0);
    expect(counts!.specials).toBeGreaterThan(0);
  });

  it('gives the demo customers price lists under the list price, and tax rates per country', async () => {
    const lists = await query<{ customer_number: string; entries: number; above: number; tiered: number }>(sql`
      select c.customer_number, count(*)::int as entries,
        count(*) filter (where e.price >= p.regular)::int as above,
        count(*) filter (where e.min_qty = 10)::int as tiered
      from price_list_customer c join price_list l on l.id = c.price_list_id
      join price_list_entry e on e.price_list_id = l.id
      join price p on p.product_id = e.product_id and p.currency = l.currency
      group by c.customer_number order by c.customer_number`);
    expect(lists.map((l) => l.customer_number)).toEqual(['K-10001', 'K-10002']);
    for (const list of lists) {
      expect(list.entries).toBeGreaterThanOrEqual(20);
      expect(list.above).toBe(0);
    }
    const rates = await query<{ tax_class: string; rate: number }>(
      sql`select tax_class, rate from tax_rate where country = 'DE' order by tax_class`,
    );
    expect(rates).toEqual([
      { tax_class: 'reduced', rate: 700 },
      { tax_class: 'standard', rate: 1900 },
    ]);
  });

  it('points every picture at an image the media route draws', async () => {
    const urls = await query<{ url: string }>(sql`
      select url from product_image union select cover_image from product
      union select image from category union select image from attribute where image is not null`);
    const unknown = urls.map((u) => u.url).filter((url) => !url.startsWith('/media/') || !parseMediaName(url.slice(7)));
    expect(unknown).toEqual([]);
  });

  it('loads search text and listed flags that equal what the triggers derive for the same rows', async () => {
    // The seed filled them itself: finish_catalog_import found nothing to correct.
    expect(summary.corrected).toBe(0);
    const derived = () =>
      query<{ product_id: number; locale: string; attribute_text: string; listed: boolean; search: string }>(
        sql`select product_id, locale, attribute_text, listed, search::text as search from product_translation order by product_id, locale`,
      );
    const loaded = await derived();
    expect(loaded.filter((row) => row.attribute_text !== '').length).toBeGreaterThan(loaded.length * 0.9);
    // Wipe both, then let the ordinary per-statement triggers derive them again (no import running).
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update product_translation set attribute_text = '', listed = true`);
      await tx.execute(sql`update product_attribute set text = text`);
      await tx.execute(sql`update product set master_id = master_id`);
    });
    expect(await derived()).toEqual(loaded);
  });

  it('sets the triggers aside during an import, then derives their data and bumps the version once', async () => {
    const rows = async <T>(db: Pick<TestDatabase['db'], 'execute'>, statement: SQL) =>
      ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
    const version = async () => (await query<{ n: number }>(sql`select version::int as n from catalog_version`))[0]!.n;
    // PGlite has one connection: inside the transaction, read through it.
    const texts = async (id: number, db: Pick<TestDatabase['db'], 'execute'> = database.db) =>
      (
        await rows<{ text: string }>(
          db,
          sql`select attribute_text as text from product_translation where product_id = ${id}`,
        )
      )
        .map((row) => row.text)
        .join('|');
    const [{ id }] = (await query<{ id: number }>(
      sql`select product_id as id from product_attribute group by product_id order by product_id limit 1`,
    )) as [{ id: number }];
    const before = { version: await version(), texts: await texts(id) };
    const attributes = await query(sql`select * from product_attribute where product_id = ${id}`);
    const corrected = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select begin_catalog_import()`);
      await tx.execute(sql`delete from product_attribute where product_id = ${id}`);
      await tx.execute(sql`update attribute_option set position = position`);
      // Nothing derived yet: the import's own statements rewrote no translation row.
      expect(await texts(id, tx)).toBe(before.texts);
      const [row] = await rows<{ n: number }>(tx, sql`select finish_catalog_import() as n`);
      return row!.n;
    });
    expect(corrected).toBe(5);
    expect(await texts(id)).toBe('||||');
    expect(await version()).toBe(before.version + 1);
    // An ordinary write afterwards: the triggers are back.
    await database.db.execute(
      sql`insert into product_attribute select * from json_populate_recordset(null::product_attribute, ${JSON.stringify(attributes)}::json)`,
    );
    expect(await texts(id)).toBe(before.texts);
    expect(await version()).toBe(before.version + 2);
  });

  it(
    'gives the same catalogue again for the same input',
    async () => {
      const before = await firstProducts();
      expect(before[0]).toMatchObject({ id: 1, sku: 'WH-000001' });
      const again = await seedCatalog(database.db, { products: 300, now });
      expect(again.variants).toBe(summary.variants);
      expect(await firstProducts()).toEqual(before);
    },
    seeding,
  );
});

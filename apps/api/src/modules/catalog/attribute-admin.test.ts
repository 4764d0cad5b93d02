// The merchant's attributes through the admin API: names, type and values as a save writes them,
// versions and refusals, audit rows, and the storefront's facets and product pages following.
import { type AttributeAdmin, type Facet, type ProductDetail, staffRefusalOf } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { auditRowsOf, merchantCalls, seedMerchantShop } from '../../testing/merchant';
import { attributeOptions, catalogVersion, productAttributes, productCategories, products } from './tables';

describe.each(databaseKinds)('attributes through the admin API on %s', (kind) => {
  const fixture = {} as { ids: number[]; categoryId: number };
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedMerchantShop(db, []);
    // Three listed products of one category: the facet's scope.
    const [first] = await db
      .select({ categoryId: productCategories.categoryId })
      .from(productCategories)
      .innerJoin(products, eq(products.id, productCategories.productId))
      .where(and(eq(products.active, true), isNull(products.masterId)))
      .limit(1);
    const rows = await db
      .select({ id: productCategories.productId })
      .from(productCategories)
      .innerJoin(products, eq(products.id, productCategories.productId))
      .where(
        and(eq(productCategories.categoryId, first!.categoryId), eq(products.active, true), isNull(products.masterId)),
      )
      .limit(3);
    fixture.categoryId = first!.categoryId;
    fixture.ids = rows.map((r) => r.id);
  });
  const { call, admin, ok, refused } = merchantCalls(ctx);
  const db = () => ctx.database.db;

  const list = async () => ok<{ data: AttributeAdmin[] }>(await admin('GET', '/admin/api/attributes')).data;
  const save = (code: string, body: object) => admin('PUT', `/admin/api/attributes/${code}`, body);
  const saved = async (code: string, body: object) => ok<AttributeAdmin>(await save(code, body));
  /** Gives products a value of an attribute, as an import would. */
  const give = async (code: string, value: string, ids: number[]) => {
    const [option] = await db()
      .select({ id: attributeOptions.id })
      .from(attributeOptions)
      .where(and(eq(attributeOptions.attributeCode, code), eq(attributeOptions.value, value)));
    await db()
      .insert(productAttributes)
      .values(ids.map((productId) => ({ productId, attributeCode: code, optionId: option!.id })));
  };
  const facet = async (code: string, locale = 'en') =>
    ok<{ filters: Facet[] }>(
      await call('GET', `/products/filters?catId=${fixture.categoryId}&locale=${locale}`),
    ).filters.find((f) => f.id === code);
  /** A new facet of matte and glossy finishes, matte given to the first two products (tests run in any order). */
  const finishes = async (code: string) => {
    const created = await saved(code, {
      label: { de: 'Oberfläche', en: 'Finish' },
      isFacet: true,
      position: 1,
      options: [{ label: { de: 'Matt', en: 'Matte' } }, { label: { de: 'Glänzend', en: 'Glossy' } }],
    });
    await give(code, 'matt', fixture.ids.slice(0, 2));
    return { ...created, options: created.options.map((o) => ({ ...o, products: o.value === 'matt' ? 2 : 0 })) };
  };
  const version = async () => (await db().select().from(catalogVersion))[0]!.version;

  it('lists every attribute with its names, type, values in order, their use and its version', async () => {
    const colour = (await list()).find((a) => a.code === 'colour')!;
    expect(colour).toMatchObject({ type: 'text', unit: null, control: 'select', isFacet: true, version: 1 });
    expect(colour.label).toMatchObject({ de: 'Farbe', en: 'Colour' });
    expect(colour.options.length).toBeGreaterThan(1);
    expect(colour.options.map((o) => o.position)).toEqual(
      [...colour.options.map((o) => o.position)].sort((a, b) => a - b),
    );
    expect(colour.options.some((o) => o.products > 0)).toBe(true);
  });

  it('creates an attribute whose values are named as imports name them; the storefront facets it', async () => {
    const before = await version();
    const created = await saved('finish', {
      label: { de: 'Oberfläche', en: 'Finish' },
      isFacet: true,
      position: 1,
      options: [{ label: { de: 'Matt', en: 'Matte' } }, { label: { de: 'Glänzend', en: 'Glossy' } }],
    });
    expect(created).toMatchObject({ code: 'finish', type: 'text', isFacet: true, version: 1, location: 'properties' });
    expect(created.options.map((o) => [o.value, o.label.en, o.position, o.products])).toEqual([
      ['matt', 'Matte', 0, 0],
      ['glaenzend', 'Glossy', 1, 0],
    ]);
    expect(await version()).toBeGreaterThan(before);
    const [row] = await auditRowsOf(db(), 'attribute', 'finish');
    expect(row).toMatchObject({ action: 'attribute.create', actor: 'admin-key', before: null, after: created });

    await give('finish', 'matt', fixture.ids.slice(0, 2));
    await expect
      .poll(() => facet('finish'))
      .toMatchObject({ label: 'Finish', options: [{ value: 'matt', label: 'Matte', count: 2 }] });
    refused(await save('finish', { label: { de: 'Doppelt' } }), 409, 'CONFLICT');
  });

  it('renames an attribute and its values in a language, adds and orders values: facets and product pages follow', async () => {
    const finish = await finishes('surface');
    const changed = await saved('surface', {
      label: { ...finish.label, en: 'Surface' },
      isFacet: true,
      position: 1,
      location: 'header',
      version: finish.version,
      options: [
        { value: 'glaenzend', label: finish.options[1]!.label },
        { label: { de: 'Matt', en: 'Satin' }, value: 'matt' },
        { label: { de: 'Gebürstet', en: 'Brushed' } },
        { label: { de: 'Gebürstet!', en: 'Brushed again' } },
      ],
    });
    expect(changed.version).toBe(finish.version + 1);
    expect(changed.options.map((o) => [o.value, o.label.en, o.position])).toEqual([
      ['glaenzend', 'Glossy', 0],
      ['matt', 'Satin', 1],
      ['gebuerstet', 'Brushed', 2],
      ['gebuerstet-2', 'Brushed again', 3],
    ]);
    const [, row] = await auditRowsOf(db(), 'attribute', 'surface');
    expect(row).toMatchObject({ action: 'attribute.update', before: finish, after: changed });

    await expect
      .poll(() => facet('surface'))
      .toMatchObject({ label: 'Surface', options: [{ value: 'matt', label: 'Satin' }] });
    expect(await facet('surface', 'de')).toMatchObject({ label: 'Oberfläche', options: [{ label: 'Matt' }] });
    const page = ok<ProductDetail>(await call('GET', `/products/${fixture.ids[0]}?locale=en`));
    expect(page.custom_attributes).toContainEqual(
      expect.objectContaining({ attribute_code: 'surface', label: 'Surface', value: 'Satin', location: 'header' }),
    );

    // The same version again: someone else's change came first.
    const stale = refused(await save('surface', { label: finish.label, version: finish.version }), 409, 'CONFLICT');
    expect(stale).toMatchObject({ problem: 'attributeChanged', values: { code: 'surface' } });
    expect((await list()).find((a) => a.code === 'surface')).toEqual(changed);
  });

  it('removes a value products have only when told what they get instead, and says how many have it', async () => {
    const created = await finishes('coating');
    const finish = await saved('coating', {
      label: created.label,
      isFacet: true,
      version: created.version,
      options: [
        ...created.options.map(({ value, label }) => ({ value, label })),
        { label: { de: 'Gebürstet', en: 'Brushed' } },
      ],
    });
    const keep = (values: string[]) =>
      finish.options.filter((o) => values.includes(o.value)).map(({ value, label }) => ({ value, label }));
    const settings = { label: finish.label, isFacet: true, location: 'header' as const };

    const inUse = refused(
      await save('coating', { ...settings, version: finish.version, options: keep(['glaenzend', 'gebuerstet']) }),
      400,
      'VALIDATION_ERROR',
    );
    expect(inUse).toMatchObject({ problem: 'attributeValueInUse', values: { value: 'matt', used: 2 } });
    expect(inUse.message).toBe(
      'The value matt is used by 2 products: say whether they lose it or get another value instead',
    );
    const nowhere = refused(
      await save('coating', {
        ...settings,
        version: finish.version,
        options: keep(['glaenzend']),
        removed: [{ value: 'matt', replaceWith: 'gebuerstet' }],
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(nowhere).toMatchObject({ problem: 'unknownAttributeValue', values: { value: 'gebuerstet' } });
    expect((await list()).find((a) => a.code === 'coating')).toEqual(finish);

    // Matt's two products get Brushed (the second had it already: it keeps it once).
    await give('coating', 'gebuerstet', fixture.ids.slice(1, 3));
    const moved = await saved('coating', {
      ...settings,
      version: finish.version,
      options: keep(['glaenzend', 'gebuerstet']),
      removed: [{ value: 'matt', replaceWith: 'gebuerstet' }],
    });
    expect(moved.options.map((o) => [o.value, o.products])).toEqual([
      ['glaenzend', 0],
      ['gebuerstet', 3],
    ]);
    await expect.poll(() => facet('coating')).toMatchObject({ options: [{ value: 'gebuerstet', count: 3 }] });

    // Told to drop it: its products lose the value.
    const dropped = await saved('coating', {
      ...settings,
      version: moved.version,
      options: keep(['glaenzend']),
      removed: [{ value: 'gebuerstet', replaceWith: null }],
    });
    expect(dropped.options.map((o) => o.value)).toEqual(['glaenzend']);
    await expect.poll(() => facet('coating')).toBeUndefined();
    const rows = await db().select().from(productAttributes).where(eq(productAttributes.attributeCode, 'coating'));
    expect(rows).toEqual([]);
  });

  it('keeps a number’s unit and a colour’s swatch, and refuses what does not fit the type', async () => {
    const volts = await saved('rated_voltage', {
      label: { de: 'Nennspannung', en: 'Rated voltage' },
      type: 'number',
      unit: 'V',
      options: [{ label: { de: '18' } }, { label: { de: '36' } }],
    });
    expect(volts).toMatchObject({ type: 'number', unit: 'V', options: [{ value: '18' }, { value: '36' }] });
    await give('rated_voltage', '18', [fixture.ids[0]!]);
    await expect
      .poll(async () => ok<ProductDetail>(await call('GET', `/products/${fixture.ids[0]}?locale=en`)).custom_attributes)
      .toContainEqual(expect.objectContaining({ attribute_code: 'rated_voltage', value: '18 V' }));

    const shade = await saved('shade', {
      label: { de: 'Farbton' },
      type: 'colour',
      options: [{ label: { de: 'Signalrot' }, colour: '#c1121f' }],
    });
    expect(shade.options[0]).toMatchObject({ value: 'signalrot', colour: '#c1121f' });

    const problems = async (code: string, body: object) =>
      (
        refused(await save(code, body), 400, 'VALIDATION_ERROR') as {
          details: { issues: { path: string; message: string }[] };
        }
      ).details.issues.map((issue) => [issue.path, staffRefusalOf(issue.message)?.name]);
    expect(await problems('bad_unit', { label: { de: 'X' }, unit: 'mm' })).toEqual([
      ['body.unit', 'unitOnlyForNumbers'],
    ]);
    expect(
      await problems('bad_colour', {
        label: { de: 'X' },
        type: 'colour',
        options: [{ label: { de: 'Rot' }, colour: 'red' }],
      }),
    ).toEqual([['body.options.0.colour', 'colourFormat']]);
    expect(
      await problems('bad_names', {
        label: { de: 'X' },
        options: [{ label: { de: 'Rot' } }, { label: { de: 'rot ' } }],
      }),
    ).toEqual([['body.options.1.label.de', 'valueNamedTwice']]);
    expect(await problems('bad_label', { label: { en: 'No German' } })).toEqual([
      ['body.label.de', 'defaultNameRequired'],
    ]);
    refused(await save('Bad-Code', { label: { de: 'X' } }), 400, 'VALIDATION_ERROR');
    refused(await save('missing', { label: { de: 'X' }, version: 1 }), 404, 'NOT_FOUND');
    expect((await list()).map((a) => a.code)).not.toContain('bad_unit');
  });
});

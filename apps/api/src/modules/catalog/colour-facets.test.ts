// A colour attribute's values carry a colour (#rrggbb, checked when saved) and the shop's facets
// give it with each value, so the filter draws a swatch; other types' values carry none.
import { type AttributeAdmin, type Facet, staffRefusalOf } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { merchantCalls, seedMerchantShop } from '../../testing/merchant';
import { attributeOptions, productAttributes, productCategories, products } from './tables';

describe.each(databaseKinds)('colour facets on %s', (kind) => {
  const fixture = {} as { ids: number[]; categoryId: number };
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedMerchantShop(db, []);
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
      .limit(2);
    fixture.categoryId = first!.categoryId;
    fixture.ids = rows.map((r) => r.id);
  });
  const { call, admin, ok, refused } = merchantCalls(ctx);
  const save = (code: string, body: object) => admin('PUT', `/admin/api/attributes/${code}`, body);
  /** Gives products a value of an attribute, as an import would. */
  const give = async (code: string, value: string, ids: number[]) => {
    const [option] = await ctx.database.db
      .select({ id: attributeOptions.id })
      .from(attributeOptions)
      .where(and(eq(attributeOptions.attributeCode, code), eq(attributeOptions.value, value)));
    await ctx.database.db
      .insert(productAttributes)
      .values(ids.map((productId) => ({ productId, attributeCode: code, optionId: option!.id })));
  };
  const facet = async (code: string) =>
    ok<{ filters: Facet[] }>(await call('GET', `/products/filters?catId=${fixture.categoryId}&locale=en`)).filters.find(
      (f) => f.id === code,
    );
  const problems = async (body: object) =>
    (
      refused(await save('bad_shade', { label: { de: 'X' }, type: 'colour', ...body }), 400, 'VALIDATION_ERROR') as {
        details: { issues: { path: string; message: string }[] };
      }
    ).details.issues.map((issue) => [issue.path, staffRefusalOf(issue.message)?.name]);

  it('gives each value of a colour facet its colour, and a text facet’s values none', async () => {
    ok<AttributeAdmin>(
      await save('housing_colour', {
        label: { de: 'Gehäusefarbe', en: 'Housing colour' },
        type: 'colour',
        isFacet: true,
        options: [
          { label: { de: 'Signalrot', en: 'Signal red' }, colour: '#C1121F' },
          { label: { de: 'Tiefschwarz', en: 'Jet black' }, colour: '#0a0a0a' },
        ],
      }),
    );
    await give('housing_colour', 'signalrot', [fixture.ids[0]!]);
    await give('housing_colour', 'tiefschwarz', [fixture.ids[1]!]);
    await expect
      .poll(async () => (await facet('housing_colour'))?.options)
      .toEqual([
        { value: 'signalrot', label: 'Signal red', count: 1, colour: '#C1121F' },
        { value: 'tiefschwarz', label: 'Jet black', count: 1, colour: '#0a0a0a' },
      ]);

    ok<AttributeAdmin>(
      await save('grip', {
        label: { de: 'Griff', en: 'Grip' },
        isFacet: true,
        options: [{ label: { de: 'Weich', en: 'Soft' } }],
      }),
    );
    await give('grip', 'weich', [fixture.ids[0]!]);
    await expect
      .poll(async () => (await facet('grip'))?.options)
      .toEqual([{ value: 'weich', label: 'Soft', count: 1 }]);
  });

  it('refuses a colour value without a #rrggbb colour, and a colour on another type’s value', async () => {
    for (const colour of ['red', '#c11', '#c1121g', 'c1121f', '#c1121f ', '']) {
      expect(await problems({ options: [{ label: { de: 'Rot' }, colour }] }), colour).toEqual([
        ['body.options.0.colour', 'colourFormat'],
      ]);
    }
    expect(await problems({ options: [{ label: { de: 'Rot' } }] })).toEqual([
      ['body.options.0.colour', 'colourFormat'],
    ]);
    expect(await problems({ type: 'text', options: [{ label: { de: 'Rot' }, colour: '#c1121f' }] })).toEqual([
      ['body.options.0.colour', 'colourOnlyForColours'],
    ]);
    const { data } = ok<{ data: AttributeAdmin[] }>(await admin('GET', '/admin/api/attributes'));
    expect(data.map((a) => a.code)).not.toContain('bad_shade');
  });
});

import { type AttributeAdmin, type AttributeSave, defaultLocale } from '@shop/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { notFound, staffFieldRefusal, staffRefusal } from '../../lib/domain-errors';
import { optionValue } from '../../lib/slug';
import { recordAudit } from '../audit';
import { attributeOptions, attributes, productAttributes } from './tables';

type AttributeRow = typeof attributes.$inferSelect;
type OptionRow = typeof attributeOptions.$inferSelect & { products: number };

const codeTaken = (code: string) => staffRefusal('CONFLICT', 'attributeCodeTaken', { code }, { code });

const toAttribute = (row: AttributeRow, options: OptionRow[]): AttributeAdmin => ({
  code: row.code,
  label: row.label,
  type: row.type,
  unit: row.unit,
  control: row.control,
  isFacet: row.isFacet,
  position: row.position,
  location: row.location as AttributeAdmin['location'],
  version: row.version,
  options: options
    .filter((option) => option.attributeCode === row.code)
    .map((option) => ({
      value: option.value,
      label: option.label,
      colour: option.colour,
      position: option.position,
      products: option.products,
    })),
});

const settings = (input: AttributeSave) => ({
  label: input.label as Record<string, string>,
  type: input.type,
  unit: input.unit,
  isFacet: input.isFacet,
  position: input.position,
  location: input.location,
});

/**
 * The merchant's attributes: their names, type, facet switch and order, and their values with
 * translations. A save names the version it read; a value products have is removed only when the
 * save says what they get instead. Every write bumps the catalogue's version (migration 0009's
 * triggers), so facets and product pages show it at their next read, and leaves an audit row with
 * the attribute before and after. New values are named as imports name theirs (lib/slug.ts).
 */
export function attributeAdmin(db: Database) {
  async function read(within: Database | Transaction, codes?: string[]): Promise<AttributeAdmin[]> {
    const rows = await within
      .select()
      .from(attributes)
      .where(codes ? inArray(attributes.code, codes) : undefined)
      .orderBy(asc(attributes.position), asc(attributes.code));
    if (rows.length === 0) return [];
    const options = await within
      .select({
        id: attributeOptions.id,
        attributeCode: attributeOptions.attributeCode,
        value: attributeOptions.value,
        label: attributeOptions.label,
        position: attributeOptions.position,
        colour: attributeOptions.colour,
        products: sql<number>`(select count(*) from ${productAttributes} where ${productAttributes.optionId} = ${attributeOptions.id})::int`,
      })
      .from(attributeOptions)
      .where(codes ? inArray(attributeOptions.attributeCode, codes) : undefined)
      .orderBy(asc(attributeOptions.position), asc(attributeOptions.value));
    return rows.map((row) =>
      toAttribute(
        row,
        options.map((o) => ({ ...o, products: Number(o.products) })),
      ),
    );
  }

  const one = async (tx: Transaction, code: string) => (await read(tx, [code]))[0]!;

  /** The save's values with their names: known ones as they were, new ones named after their default-language name. */
  function valuesOf(input: AttributeSave, known: ReadonlySet<string>) {
    const taken = new Set<string | undefined>([...known, ...input.options.map((option) => option.value)]);
    return input.options.map((option, position) => {
      const value = option.value ?? optionValue(option.label[defaultLocale] ?? '', taken);
      taken.add(value);
      return { value, label: option.label as Record<string, string>, colour: option.colour, position };
    });
  }

  async function create(tx: Transaction, code: string, input: AttributeSave, actor: string) {
    const [existing] = await tx.select({ code: attributes.code }).from(attributes).where(eq(attributes.code, code));
    if (existing) throw codeTaken(code);
    await tx.insert(attributes).values({ code, ...settings(input), control: 'select' });
    const values = valuesOf(input, new Set());
    if (values.length > 0) await tx.insert(attributeOptions).values(values.map((v) => ({ attributeCode: code, ...v })));
    const after = await one(tx, code);
    await recordAudit(tx, {
      actor,
      action: 'attribute.create',
      entity: 'attribute',
      entityId: code,
      before: null,
      after,
    });
    return after;
  }

  async function change(tx: Transaction, code: string, input: AttributeSave & { version: number }, actor: string) {
    const [current] = await tx.select().from(attributes).where(eq(attributes.code, code)).for('update');
    if (!current) throw notFound(`There is no attribute with the code ${code}: leave out version to create it`);
    if (current.version !== input.version)
      throw staffRefusal('CONFLICT', 'attributeChanged', { code }, { version: current.version });
    const before = await one(tx, code);
    const ids = new Map(
      (
        await tx
          .select({ id: attributeOptions.id, value: attributeOptions.value })
          .from(attributeOptions)
          .where(eq(attributeOptions.attributeCode, code))
      ).map((row) => [row.value, row.id]),
    );
    const values = valuesOf(input, new Set(ids.keys()));
    const kept = new Set(values.map((v) => v.value));
    const removed = before.options.filter((option) => !kept.has(option.value));
    const told = new Map(input.removed.map((r) => [r.value, r.replaceWith]));
    for (const option of removed) {
      const replaceWith = told.get(option.value);
      if (option.products > 0 && replaceWith === undefined)
        throw staffFieldRefusal('body.options', 'attributeValueInUse', { value: option.value, used: option.products });
      if (replaceWith && !kept.has(replaceWith)) {
        const at = input.removed.findIndex((r) => r.value === option.value);
        throw staffFieldRefusal(`body.removed.${at}.replaceWith`, 'unknownAttributeValue', {
          code,
          value: replaceWith,
        });
      }
    }

    await tx
      .update(attributes)
      .set({ ...settings(input), version: sql`${attributes.version} + 1` })
      .where(eq(attributes.code, code));
    const changed = values.filter((v) => {
      const was = before.options.find((o) => o.value === v.value);
      return (
        was && JSON.stringify([was.label, was.colour, was.position]) !== JSON.stringify([v.label, v.colour, v.position])
      );
    });
    for (const v of changed)
      await tx
        .update(attributeOptions)
        .set({ label: v.label, colour: v.colour, position: v.position })
        .where(eq(attributeOptions.id, ids.get(v.value)!));
    const added = values.filter((v) => !ids.has(v.value));
    const addedIds = new Map(
      added.length > 0
        ? (
            await tx
              .insert(attributeOptions)
              .values(added.map((v) => ({ attributeCode: code, ...v })))
              .returning({ id: attributeOptions.id, value: attributeOptions.value })
          ).map((row) => [row.value, row.id])
        : [],
    );
    const idOf = (value: string) => ids.get(value) ?? addedIds.get(value)!;
    for (const option of removed) {
      const replaceWith = told.get(option.value);
      // Products with the value get the other one instead, unless they have it already.
      if (replaceWith)
        await tx.execute(
          sql`update product_attribute pa set option_id = ${idOf(replaceWith)}
            where pa.option_id = ${idOf(option.value)}
              and not exists (select 1 from product_attribute other
                where other.product_id = pa.product_id and other.option_id = ${idOf(replaceWith)})`,
        );
    }
    // Deleting a value deletes the products' rows that still name it (the foreign key's cascade).
    if (removed.length > 0)
      await tx.delete(attributeOptions).where(
        and(
          eq(attributeOptions.attributeCode, code),
          inArray(
            attributeOptions.id,
            removed.map((option) => ids.get(option.value)!),
          ),
        ),
      );
    const after = await one(tx, code);
    await recordAudit(tx, { actor, action: 'attribute.update', entity: 'attribute', entityId: code, before, after });
    return after;
  }

  return {
    list: () => read(db),

    /** Creates the attribute (no version given) or changes it and its values (at the version given). */
    async save(code: string, input: AttributeSave, actor: string): Promise<AttributeAdmin> {
      const { version } = input;
      try {
        return await db.transaction((tx) =>
          version === undefined ? create(tx, code, input, actor) : change(tx, code, { ...input, version }, actor),
        );
      } catch (error) {
        // Two creations of one code at once: the second is told as if it had come later.
        if (version === undefined && isUniqueViolation(error)) throw codeTaken(code);
        throw error;
      }
    },
  };
}

import type { AdminCategory, CategoryDeletion, CategoryPlace } from '@shop/contracts';
import { and, asc, count, countDistinct, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { staffRefusal } from '../../lib/domain-errors';
import { recordAudit } from '../audit';
import { countProducts } from './bulk';
import {
  adminCategory,
  checkVersion,
  lockedCategory,
  lockTree,
  nameOf,
  siblingTexts,
  textsAmong,
} from './category-admin';
import { categories, productCategories, products } from './tables';

type CategoryRow = typeof categories.$inferSelect;

const childrenOf = (parentId: number | null) =>
  parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);

/** A parent's children's ids in their order (the top's when null), but the one named. */
async function siblingIds(tx: Transaction, parentId: number | null, except: number) {
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(childrenOf(parentId), ne(categories.id, except)))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => row.id);
}

/** Numbers the categories 0, 1, 2, … in the order given (one statement). */
async function renumber(tx: Transaction, ids: number[]) {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update category c set position = j.position
      from json_to_recordset(${JSON.stringify(ids.map((id, position) => ({ id, position })))}::json)
        as j(id int, position int)
      where c.id = j.id and c.position <> j.position`,
  );
}

/** Locks a category's subtree (itself and every category below it), in id order. */
const lockSubtree = (tx: Transaction, row: CategoryRow) =>
  tx.execute(
    sql`select id from category where path = ${row.path} or path like ${`${row.path}/%`} order by id for update`,
  );

/**
 * Gives a subtree a new place: every path that starts with `from` (the subtree's root's path, or
 * with a final '/' the paths below it) starts with `to` instead, in one statement; depths follow.
 */
function rewritePaths(tx: Transaction, from: string, to: string, depthChange: number) {
  const under = from.endsWith('/') ? from : `${from}/`;
  return tx.execute(
    sql`update category set path = ${to} || substr(path, ${from.length + 1}), depth = depth + ${depthChange}
      where path || '/' like ${`${under}%`}`,
  );
}

/**
 * The moves and deletions of the tree. product_category holds each product's categories and
 * every category above them, so a move rewrites those rows of the subtree's products: each keeps
 * its own categories (the deepest it is in) and gains the new path's ancestors, all in the
 * move's transaction under the tree's lock and the subtree's row locks.
 */
export function categoryMoves(db: Database) {
  async function move(id: number, input: CategoryPlace, actor: string): Promise<AdminCategory> {
    return db.transaction(async (tx) => {
      await lockTree(tx);
      const row = await lockedCategory(tx, id);
      await checkVersion(tx, row, input.version);
      const before = await adminCategory(tx, id);
      const parent = input.parentId === null ? undefined : await lockedCategory(tx, input.parentId);
      if (parent && (parent.path === row.path || parent.path.startsWith(`${row.path}/`)))
        throw staffRefusal('CONFLICT', 'categoryUnderItself', { category: nameOf(before) });
      const parentId = parent?.id ?? null;
      const moved = parentId !== row.parentId;
      if (moved) {
        const [clash] = textsAmong(before.texts, await siblingTexts(tx, parentId, id)).clashes;
        if (clash) throw staffRefusal('CONFLICT', clash.name, clash.values);
      }
      await lockSubtree(tx, row);
      const siblings = await siblingIds(tx, parentId, id);
      siblings.splice(Math.min(input.position, siblings.length), 0, id);
      if (moved) {
        await renumber(tx, await siblingIds(tx, row.parentId, id));
        await movePlace(tx, row, parent);
      }
      await tx
        .update(categories)
        .set({ parentId, version: sql`${categories.version} + 1` })
        .where(eq(categories.id, id));
      await renumber(tx, siblings);
      const after = await adminCategory(tx, id);
      await recordAudit(tx, {
        actor,
        action: 'category.move',
        entity: 'category',
        entityId: String(id),
        before: { parentId: before.parentId, position: before.position, path: row.path },
        after: {
          name: nameOf(after),
          parentId: after.parentId,
          position: after.position,
          path: parent ? `${parent.path}/${id}` : String(id),
        },
      });
      return after;
    });
  }

  /** Rewrites the subtree's paths and its products' ancestor rows for a new parent. */
  async function movePlace(tx: Transaction, row: CategoryRow, parent: CategoryRow | undefined) {
    // Each product's own categories, read while the paths still say what lies below what.
    const own = rowsOf<{ product_id: number; category_id: number }>(
      await tx.execute(
        sql`select pc.product_id, pc.category_id from product_category pc join category c on c.id = pc.category_id
          where pc.product_id in (select product_id from product_category where category_id = ${row.id})
            and not exists (
              select 1 from product_category o join category d on d.id = o.category_id
              where o.product_id = pc.product_id and d.path like c.path || '/%')`,
      ),
    );
    const path = parent ? `${parent.path}/${row.id}` : String(row.id);
    await rewritePaths(tx, row.path, path, (parent ? parent.depth + 1 : 0) - row.depth);
    if (own.length === 0) return;
    // Only the rows that change: the old ancestors' a product no longer needs, the new ones' it lacks.
    const desired = sql`select distinct a::int as category_id, j.product_id
      from json_to_recordset(${JSON.stringify(own)}::json) as j(product_id int, category_id int)
      join category c on c.id = j.category_id
      cross join lateral unnest(string_to_array(c.path, '/')) as a`;
    await tx.execute(
      sql`delete from product_category pc
        where pc.product_id in (select product_id from product_category where category_id = ${row.id})
          and (pc.category_id, pc.product_id) not in (${desired})`,
    );
    await tx.execute(sql`insert into product_category (category_id, product_id) ${desired} on conflict do nothing`);
    await countProducts(tx);
  }

  async function remove(id: number, input: CategoryDeletion, actor: string) {
    return db.transaction(async (tx) => {
      await lockTree(tx);
      const row = await lockedCategory(tx, id);
      await checkVersion(tx, row, input.version);
      const before = await adminCategory(tx, id);
      const [[children], [listed]] = await Promise.all([
        tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id)),
        tx
          .select({ n: countDistinct(productCategories.productId) })
          .from(productCategories)
          .where(eq(productCategories.categoryId, id)),
      ]);
      const subcategories = children?.n ?? 0;
      const productsIn = listed?.n ?? 0;
      if ((subcategories > 0 || productsIn > 0) && input.contents !== 'moveUp')
        throw staffRefusal('CONFLICT', 'categoryNotEmpty', {
          category: nameOf(before),
          products: productsIn,
          children: subcategories,
        });
      await lockSubtree(tx, row);
      const parent = row.parentId === null ? undefined : await lockedCategory(tx, row.parentId);
      // Its children take its place among its siblings, in their order.
      const kids = await siblingIds(tx, id, 0);
      const siblings = await siblingIds(tx, row.parentId, 0);
      siblings.splice(siblings.indexOf(id), 1, ...kids);
      await tx.update(categories).set({ parentId: row.parentId }).where(eq(categories.parentId, id));
      // Below it, products stay in every category above it: only its own rows go.
      await tx.delete(productCategories).where(eq(productCategories.categoryId, id));
      await tx.update(products).set({ primaryCategoryId: row.parentId }).where(eq(products.primaryCategoryId, id));
      await tx.delete(categories).where(eq(categories.id, id));
      await rewritePaths(tx, `${row.path}/`, parent ? `${parent.path}/` : '', -1);
      await renumber(tx, siblings);
      const outcome = { deleted: id, movedCategories: subcategories, products: productsIn };
      await recordAudit(tx, {
        actor,
        action: 'category.delete',
        entity: 'category',
        entityId: String(id),
        before,
        after: { contents: input.contents ?? null, movedCategories: subcategories, products: productsIn },
      });
      return outcome;
    });
  }

  return { move, remove };
}

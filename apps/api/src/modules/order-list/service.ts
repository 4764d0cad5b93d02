import {
  type BulkAddResult,
  type ItemRow,
  maxLineQuantity,
  maxOrderListLines,
  maxOrderLists,
  type OrderList,
  type OrderListSummary,
} from '@shop/contracts';
import { and, asc, count, desc, eq, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { notFound, refusal } from '../../lib/domain-errors';
import type { ShopperView } from '../../lib/shopper';
import type { CartService } from '../cart';
import type { CatalogService } from '../catalog';
import { orderListItems, orderLists } from './tables';

interface Dependencies {
  catalog: Pick<CatalogService, 'idsByNumber' | 'cards' | 'productNames'>;
  carts: Pick<CartService, 'addMany'>;
}

type ListRow = typeof orderLists.$inferSelect;

/** Who asks: the logged-in member of a customer, and whether they administer its company. */
export interface Asker {
  customerId: number;
  memberId: number;
  administrator: boolean;
}

const nameTaken = (name: string) => refusal('CONFLICT', `You have a list called "${name}" already`);
const administratorsOnly = () =>
  refusal('FORBIDDEN', "Only your company's administrators can change or share its order lists");

/** The lists an asker sees: the company's and their own. */
const seenBy = (asker: Asker): SQL =>
  and(
    eq(orderLists.customerId, asker.customerId),
    or(isNull(orderLists.memberId), eq(orderLists.memberId, asker.memberId)),
  )!;

/** A list the asker sees: the company's or their own; anyone else's is missing to them. */
async function seen(executor: Database | Transaction, asker: Asker, listId: number): Promise<ListRow> {
  const [row] = await executor
    .select()
    .from(orderLists)
    .where(and(eq(orderLists.id, listId), seenBy(asker)));
  if (!row) throw notFound(`Order list ${listId} does not exist`);
  return row;
}

const mayChange = (list: ListRow, asker: Asker) =>
  list.memberId === null ? asker.administrator : list.memberId === asker.memberId;

/** A list the asker sees and may change. */
async function own(executor: Database | Transaction, asker: Asker, listId: number): Promise<ListRow> {
  const row = await seen(executor, asker, listId);
  if (!mayChange(row, asker)) throw administratorsOnly();
  return row;
}

/** Refuses a name another list the asker sees has: the company's and their own are one list of names to them. */
async function nameFree(executor: Database | Transaction, asker: Asker, name: string, listId?: number) {
  const [clash] = await executor
    .select({ id: orderLists.id })
    .from(orderLists)
    .where(and(seenBy(asker), eq(orderLists.name, name), listId === undefined ? undefined : ne(orderLists.id, listId)));
  if (clash) throw nameTaken(name);
}

/**
 * Order lists (requisition lists): named lists of products with quantities a customer keeps on the
 * server and puts into the cart whole or in part. A list is one member's own or the company's:
 * every member orders from the company's lists, its administrators change and share them. Anyone
 * else's list is answered like a missing one.
 */
export function orderListService(db: Database, { catalog, carts }: Dependencies) {
  async function read(list: ListRow, asker: Asker, view: ShopperView): Promise<OrderList> {
    const lines = await db
      .select()
      .from(orderListItems)
      .where(eq(orderListItems.listId, list.id))
      .orderBy(asc(orderListItems.createdAt), asc(orderListItems.id));
    const quantities = new Map(lines.map((line) => [line.productId, line.quantity]));
    const cards = new Map(
      (await catalog.cards([...quantities.keys()], view, { quantities })).map((card) => [card.id, card]),
    );
    return {
      ...summary(list, lines.length, asker),
      items: lines.flatMap((line) => {
        const product = cards.get(line.productId);
        return product ? [{ id: line.id, quantity: line.quantity, product }] : [];
      }),
    };
  }

  const summary = (list: ListRow, lines: number, asker: Asker): OrderListSummary => ({
    id: list.id,
    name: list.name,
    lines,
    updatedDate: list.updatedAt.toISOString(),
    shared: list.memberId === null,
    mayChange: mayChange(list, asker),
  });

  /**
   * Adds rows to a list: a product already on it gets the quantity added, up to a line's limit.
   * `ids` are the rows' products, read before the transaction (PGlite has one connection).
   */
  async function addRows(tx: Transaction, listId: number, rows: ItemRow[], ids: Map<string, number>) {
    const wanted = new Map<number, number>();
    for (const row of rows) {
      const id = ids.get(row.number);
      if (id !== undefined) wanted.set(id, Math.min(maxLineQuantity, (wanted.get(id) ?? 0) + row.quantity));
    }
    const notFound = [...new Set(rows.filter((row) => !ids.has(row.number)).map((row) => row.number))];
    if (wanted.size === 0) return notFound;
    const [held] = await tx
      .select({ n: count() })
      .from(orderListItems)
      .where(and(eq(orderListItems.listId, listId), notInArray(orderListItems.productId, [...wanted.keys()])));
    if ((held?.n ?? 0) + wanted.size > maxOrderListLines)
      throw refusal('BAD_REQUEST', `An order list can hold at most ${maxOrderListLines} lines`);
    await tx
      .insert(orderListItems)
      .values([...wanted].map(([productId, quantity]) => ({ listId, productId, quantity })))
      .onConflictDoUpdate({
        target: [orderListItems.listId, orderListItems.productId],
        set: { quantity: sql`least(${orderListItems.quantity} + excluded.quantity, ${maxLineQuantity})` },
      });
    await touch(tx, listId);
    return notFound;
  }

  const touch = (executor: Database | Transaction, listId: number) =>
    executor.update(orderLists).set({ updatedAt: sql`now()` }).where(eq(orderLists.id, listId));

  return {
    async list(asker: Asker): Promise<OrderListSummary[]> {
      const rows = await db
        .select({ list: orderLists, lines: count(orderListItems.id) })
        .from(orderLists)
        .leftJoin(orderListItems, eq(orderListItems.listId, orderLists.id))
        .where(seenBy(asker))
        .groupBy(orderLists.id)
        .orderBy(desc(orderLists.updatedAt), desc(orderLists.id));
      return rows.map((row) => summary(row.list, row.lines, asker));
    },

    get: async (asker: Asker, listId: number, view: ShopperView) => read(await seen(db, asker, listId), asker, view),

    /** A new list, empty or with rows; the rows' numbers that name no product are answered. */
    async create(asker: Asker, list: { name: string; items: ItemRow[]; shared: boolean }, view: ShopperView) {
      if (list.shared && !asker.administrator) throw administratorsOnly();
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(orderLists).where(seenBy(asker));
      if (n >= maxOrderLists) throw refusal('BAD_REQUEST', `You can keep at most ${maxOrderLists} order lists`);
      const ids = await catalog.idsByNumber(list.items.map((row) => row.number));
      const made = await db
        .transaction(async (tx) => {
          await nameFree(tx, asker, list.name);
          const [created] = await tx
            .insert(orderLists)
            .values({ customerId: asker.customerId, memberId: list.shared ? null : asker.memberId, name: list.name })
            .returning();
          const rows = list.items;
          return { list: created!, notFound: rows.length > 0 ? await addRows(tx, created!.id, rows, ids) : [] };
        })
        .catch((error: unknown) => {
          // A list of that name made at the same moment.
          throw isUniqueViolation(error) ? nameTaken(list.name) : error;
        });
      return { list: await read(made.list, asker, view), notFound: made.notFound };
    },

    async rename(asker: Asker, listId: number, name: string, view: ShopperView): Promise<OrderList> {
      await own(db, asker, listId);
      await nameFree(db, asker, name, listId);
      const renamed = await db
        .update(orderLists)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(orderLists.id, listId))
        .returning()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? nameTaken(name) : error;
        });
      return read(renamed[0]!, asker, view);
    },

    /** Makes a list the company's, or the asking administrator's own; the name must be free where it goes. */
    async share(asker: Asker, listId: number, shared: boolean, view: ShopperView): Promise<OrderList> {
      if (!asker.administrator) throw administratorsOnly();
      const list = await own(db, asker, listId);
      if ((list.memberId === null) === shared) return read(list, asker, view);
      const [moved] = await db
        .update(orderLists)
        .set({ memberId: shared ? null : asker.memberId, updatedAt: sql`now()` })
        .where(eq(orderLists.id, listId))
        .returning()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? nameTaken(list.name) : error;
        });
      return read(moved!, asker, view);
    },

    async delete(asker: Asker, listId: number) {
      await own(db, asker, listId);
      await db.delete(orderLists).where(eq(orderLists.id, listId));
    },

    async add(asker: Asker, listId: number, rows: ItemRow[], view: ShopperView) {
      const ids = await catalog.idsByNumber(rows.map((row) => row.number));
      const notFound = await db.transaction(async (tx) => {
        await own(tx, asker, listId);
        return addRows(tx, listId, rows, ids);
      });
      return { list: await read(await seen(db, asker, listId), asker, view), notFound };
    },

    /** Sets a line's quantity; 0 removes the line. */
    async setQuantity(asker: Asker, listId: number, lineId: number, quantity: number, view: ShopperView) {
      await own(db, asker, listId);
      const line = and(eq(orderListItems.id, lineId), eq(orderListItems.listId, listId));
      const changed =
        quantity === 0
          ? await db.delete(orderListItems).where(line).returning({ id: orderListItems.id })
          : await db.update(orderListItems).set({ quantity }).where(line).returning({ id: orderListItems.id });
      if (changed.length === 0) throw notFound(`Order list line ${lineId} does not exist`);
      await touch(db, listId);
      return read(await seen(db, asker, listId), asker, view);
    },

    /** Puts the list, or the lines named, into the cart, each line whole or not at all. */
    async toCart(
      asker: Asker,
      listId: number,
      cartId: string,
      lineIds: number[] | undefined,
      view: ShopperView,
    ): Promise<BulkAddResult> {
      await seen(db, asker, listId);
      const lines = (
        await db
          .select()
          .from(orderListItems)
          .where(eq(orderListItems.listId, listId))
          .orderBy(asc(orderListItems.createdAt), asc(orderListItems.id))
      ).filter((line) => !lineIds || lineIds.includes(line.id));
      if (lines.length === 0) throw refusal('BAD_REQUEST', 'Choose at least one line of the list');
      // The SKUs only: the cart prices the lines itself.
      const products = await catalog.productNames(
        lines.map((line) => line.productId),
        view.locale,
      );
      return carts.addMany(
        cartId,
        view,
        lines.map((line) => ({ number: products.get(line.productId)!.sku, quantity: line.quantity })),
        'sku',
      );
    },
  };
}
export type OrderListService = ReturnType<typeof orderListService>;

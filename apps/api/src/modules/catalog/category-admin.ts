import {
  type AdminCategory,
  type CategorySave,
  type CategoryText,
  defaultLocale,
  type LocaleCode,
  supportedLocales,
} from '@shop/contracts';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { notFound, staffFieldRefusals, staffRefusal } from '../../lib/domain-errors';
import { recordAudit } from '../audit';
import { categoryKey, freeSlug } from './category-rules';
import { categories, categoryTranslations } from './tables';

type Reader = Database | Transaction;
type CategoryRow = typeof categories.$inferSelect;

/** Serialises the editor's changes of the tree across API processes: a sibling's slug or place is checked and written at once. */
const TREE_LOCK = 30_057_001;
export const lockTree = (tx: Transaction) => tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK})`);

/** Categories as the back office edits them, each with its texts in every language. */
async function adminCategories(db: Reader, ids?: number[]): Promise<AdminCategory[]> {
  if (ids?.length === 0) return [];
  const [rows, texts] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(ids ? inArray(categories.id, ids) : undefined)
      .orderBy(asc(categories.depth), asc(categories.position), asc(categories.id)),
    db
      .select()
      .from(categoryTranslations)
      .where(ids ? inArray(categoryTranslations.categoryId, ids) : undefined),
  ]);
  const textsOf = new Map<number, AdminCategory['texts']>();
  for (const { categoryId, locale, name, slug, description, seoTitle, seoDescription } of texts) {
    const entry = textsOf.get(categoryId) ?? {};
    entry[locale as LocaleCode] = { name, slug, description, seoTitle, seoDescription };
    textsOf.set(categoryId, entry);
  }
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    position: row.position,
    productCount: row.productCount,
    image: row.image,
    hidden: row.hidden,
    texts: textsOf.get(row.id) ?? {},
    version: row.version,
  }));
}

export async function adminCategory(db: Reader, id: number): Promise<AdminCategory> {
  const [found] = await adminCategories(db, [id]);
  if (!found) throw notFound(`There is no category ${id}`);
  return found;
}

/** A category's name in the shop's default language, as refusals name it. */
export const nameOf = (category: Pick<AdminCategory, 'id' | 'texts'>) =>
  category.texts[defaultLocale]?.name || String(category.id);

/** A category's row, locked for the change; what it is and at which version. */
export async function lockedCategory(tx: Transaction, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw notFound(`There is no category ${id}`);
  return row;
}

/** Refuses a change made against another version than the category's. */
export async function checkVersion(tx: Transaction, row: CategoryRow, version: number) {
  if (row.version !== version)
    throw staffRefusal(
      'CONFLICT',
      'categoryChanged',
      { category: nameOf(await adminCategory(tx, row.id)) },
      { version: row.version },
    );
}

/** The texts of a parent's children (the top's when null), but the one named. */
export function siblingTexts(tx: Transaction, parentId: number | null, except?: number) {
  return tx
    .select({ locale: categoryTranslations.locale, name: categoryTranslations.name, slug: categoryTranslations.slug })
    .from(categoryTranslations)
    .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
    .where(
      and(
        parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
        except === undefined ? undefined : ne(categories.id, except),
      ),
    );
}

type Texts = Record<LocaleCode, CategoryText>;

/**
 * Every language's texts of a category among its siblings, by the import's rules: a language
 * without a name takes the default language's, a slug left empty is made from the name; a slug a
 * sibling has in that language, or a default-language name a sibling has (in any case), is refused.
 * `field` places each refusal: at a save's field, or (a move) as the whole answer.
 */
export function textsAmong(
  given: Partial<Record<LocaleCode, Partial<CategoryText>>>,
  siblings: Array<{ locale: string; name: string; slug: string }>,
): {
  texts: Texts;
  clashes: Array<{ path: string; name: 'categorySlugTaken' | 'categoryNameTaken'; values: Record<string, string> }>;
} {
  const fallback = given[defaultLocale]?.name ?? '';
  const clashes: ReturnType<typeof textsAmong>['clashes'] = [];
  const texts = {} as Texts;
  for (const locale of supportedLocales) {
    const own = given[locale] ?? {};
    const name = own.name || fallback;
    const taken = new Set(siblings.filter((s) => s.locale === locale).map((s) => s.slug));
    const slug = own.slug || freeSlug(name, taken);
    if (own.slug && taken.has(own.slug))
      clashes.push({ path: `body.texts.${locale}.slug`, name: 'categorySlugTaken', values: { slug, locale } });
    texts[locale] = {
      name,
      slug,
      description: own.description ?? '',
      seoTitle: own.seoTitle ?? '',
      seoDescription: own.seoDescription ?? '',
    };
  }
  const key = categoryKey(fallback);
  if (siblings.some((s) => s.locale === defaultLocale && categoryKey(s.name) === key))
    clashes.unshift({
      path: `body.texts.${defaultLocale}.name`,
      name: 'categoryNameTaken',
      values: { name: fallback.trim() },
    });
  return { texts, clashes };
}

async function writeTexts(tx: Transaction, id: number, texts: Texts) {
  await tx.delete(categoryTranslations).where(eq(categoryTranslations.categoryId, id));
  await tx
    .insert(categoryTranslations)
    .values(supportedLocales.map((locale) => ({ categoryId: id, locale, ...texts[locale] })));
}

/** The back office's reading of the tree and its saves: a category's texts, picture and whether it is hidden. */
export function categoryEditor(db: Database) {
  async function create(tx: Transaction, input: CategorySave, actor: string) {
    const parentId = input.parentId ?? null;
    const parent = parentId === null ? undefined : await lockedCategory(tx, parentId);
    const { texts, clashes } = textsAmong(input.texts, await siblingTexts(tx, parentId));
    const [first, ...more] = clashes;
    if (first) throw staffFieldRefusals([first, ...more]);
    const [{ position }] = (await tx
      .select({ position: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
      .from(categories)
      .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))) as [
      { position: number },
    ];
    const [row] = await tx
      .insert(categories)
      .values({
        parentId,
        path: '',
        depth: parent ? parent.depth + 1 : 0,
        position: Number(position),
        image: input.image,
        hidden: input.hidden,
      })
      .returning({ id: categories.id });
    const id = row!.id;
    await tx
      .update(categories)
      .set({ path: parent ? `${parent.path}/${id}` : String(id) })
      .where(eq(categories.id, id));
    await writeTexts(tx, id, texts);
    const after = await adminCategory(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'category.create',
      entity: 'category',
      entityId: String(id),
      before: null,
      after,
    });
    return after;
  }

  async function change(tx: Transaction, id: number, input: CategorySave & { version: number }, actor: string) {
    const row = await lockedCategory(tx, id);
    await checkVersion(tx, row, input.version);
    const before = await adminCategory(tx, id);
    const { texts, clashes } = textsAmong(input.texts, await siblingTexts(tx, row.parentId, id));
    const [first, ...more] = clashes;
    if (first) throw staffFieldRefusals([first, ...more]);
    await tx
      .update(categories)
      .set({ image: input.image, hidden: input.hidden, version: sql`${categories.version} + 1` })
      .where(eq(categories.id, id));
    await writeTexts(tx, id, texts);
    const after = await adminCategory(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'category.update',
      entity: 'category',
      entityId: String(id),
      before,
      after,
    });
    return after;
  }

  return {
    list: async () => ({ data: await adminCategories(db) }),

    /** Creates a category (no id) or changes one at the version read. */
    save(input: CategorySave, actor: string): Promise<AdminCategory> {
      const { id, version } = input;
      return db.transaction(async (tx) => {
        await lockTree(tx);
        return id === undefined || version === undefined
          ? create(tx, input, actor)
          : change(tx, id, { ...input, version }, actor);
      });
    },
  };
}

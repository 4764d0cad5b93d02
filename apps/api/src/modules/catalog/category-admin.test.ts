// The category tree's editor: create, rename per language, hide, move and delete, each audited
// with before and after, at the version read; and what shoppers see follows at once (the tree,
// breadcrumbs, listings), as after an import.
import type { AdminCategory, CategoryNode, ProductDetail } from '@shop/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import { useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { auditRowsOf, merchantCalls } from '../../testing/merchant';
import { catalogVersion, categories, productCategories, products } from './tables';

describe.each(databaseKinds)('the category editor on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 12, now: new Date('2026-06-01T00:00:00Z') });
  });
  const { admin, call, ok, refused } = merchantCalls(ctx);
  const db = () => ctx.database.db;

  const made = async (name: string, parentId: number | null = null, more: object = {}) =>
    ok<AdminCategory>(await admin('PUT', '/admin/api/categories', { parentId, texts: { de: { name } }, ...more }));
  const tree = async (locale = 'en', path = '') =>
    ok<{ categories: CategoryNode[]; current: { name: string; breadcrumbs: { text: string }[] } | null }>(
      await call('GET', `/categories?locale=${locale}${path ? `&path=${encodeURIComponent(path)}` : ''}`),
    );
  const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
  const all = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...all(n.children)]);
  const row = async (id: number) => (await db().select().from(categories).where(eq(categories.id, id)))[0]!;
  const memberships = async (productId: number) =>
    (
      await db()
        .select({ id: productCategories.categoryId })
        .from(productCategories)
        .where(eq(productCategories.productId, productId))
        .orderBy(asc(productCategories.categoryId))
    ).map((r) => r.id);
  /** Puts a product in a category and every category above it, as the import does. */
  async function place(productId: number, categoryId: number, primary = false) {
    const { path } = await row(categoryId);
    await db()
      .insert(productCategories)
      .values(path.split('/').map((id) => ({ categoryId: Number(id), productId })))
      .onConflictDoNothing();
    if (primary) await db().update(products).set({ primaryCategoryId: categoryId }).where(eq(products.id, productId));
  }
  const masters = async (n: number) =>
    (
      await db()
        .select({ id: products.id })
        .from(products)
        .where(and(isNull(products.masterId), eq(products.active, true)))
        .orderBy(asc(products.id))
        .limit(n)
    ).map((p) => p.id);

  it('creates a category with every language’s texts, audited, and shoppers see it at once', async () => {
    const version = (await db().select().from(catalogVersion))[0]!.version;
    const created = await made('Gartengeräte Editor', null, {
      texts: { de: { name: 'Gartengeräte Editor' }, en: { name: 'Garden tools editor', seoTitle: 'Garden tools' } },
    });
    expect(created).toMatchObject({ parentId: null, hidden: false, version: 1, productCount: 0, image: null });
    // The import's rules: a slug made from the name, a missing language named as the default one.
    expect(created.texts.de).toMatchObject({ name: 'Gartengeräte Editor', slug: 'gartengeraete-editor' });
    expect(created.texts.en).toMatchObject({ slug: 'garden-tools-editor', seoTitle: 'Garden tools' });
    expect(created.texts.fr).toMatchObject({ name: 'Gartengeräte Editor', slug: 'gartengeraete-editor' });
    expect((await db().select().from(catalogVersion))[0]!.version).toBeGreaterThan(version);
    const shown = all((await tree('en')).categories).find((n) => n.id === created.id);
    expect(shown).toMatchObject({ name: 'Garden tools editor', path: ['garden-tools-editor'] });
    const [audit] = await auditRowsOf(db(), 'category', String(created.id));
    expect(audit).toMatchObject({ action: 'category.create', before: null, actor: 'admin-key' });
    expect((audit!.after as AdminCategory).texts.en?.name).toBe('Garden tools editor');
    const listed = ok<{ data: AdminCategory[] }>(await admin('GET', '/admin/api/categories'));
    expect(listed.data.find((c) => c.id === created.id)).toEqual(created);
  });

  it('renames in English at the version read; a stale version is refused by name', async () => {
    const created = await made('Umbenennen Editor');
    const texts = { ...created.texts, en: { ...created.texts.en!, name: 'Renamed editor', slug: 'renamed-editor' } };
    const renamed = ok<AdminCategory>(
      await admin('PUT', '/admin/api/categories', { id: created.id, version: 1, texts, hidden: false }),
    );
    expect(renamed).toMatchObject({ version: 2, texts: { en: { name: 'Renamed editor', slug: 'renamed-editor' } } });
    expect((await tree('en', 'renamed-editor')).current?.name).toBe('Renamed editor');
    const stale = refused(
      await admin('PUT', '/admin/api/categories', { id: created.id, version: 1, texts }),
      409,
      'CONFLICT',
    ) as { problem?: string; values?: object };
    expect(stale).toMatchObject({ problem: 'categoryChanged', values: { category: 'Umbenennen Editor' } });
    const rows = await auditRowsOf(db(), 'category', String(created.id));
    expect(rows.map((r) => r.action)).toEqual(['category.create', 'category.update']);
    expect(rows[1]).toMatchObject({
      before: { texts: { en: { name: 'Umbenennen Editor' } } },
      after: { texts: { en: { name: 'Renamed editor' } } },
    });
  });

  it('refuses a slug or a default name a sibling has, and allows them under another parent', async () => {
    const parent = await made('Eltern Editor');
    const other = await made('Andere Eltern Editor');
    await made('Kind', parent.id, { texts: { de: { name: 'Kind' }, en: { name: 'Child', slug: 'child' } } });
    const slug = refused(
      await admin('PUT', '/admin/api/categories', {
        parentId: parent.id,
        texts: { de: { name: 'Zweites Kind' }, en: { name: 'Second', slug: 'child' } },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(slug.details?.issues).toEqual([
      expect.objectContaining({ path: 'body.texts.en.slug', code: 'categorySlugTaken' }),
    ]);
    const name = refused(
      await admin('PUT', '/admin/api/categories', { parentId: parent.id, texts: { de: { name: ' KIND ' } } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(name.details?.issues?.[0]).toMatchObject({ path: 'body.texts.de.name', code: 'categoryNameTaken' });
    // A slug that is no URL segment, and no default-language name.
    const bad = refused(
      await admin('PUT', '/admin/api/categories', { texts: { de: { name: 'X', slug: 'Ä b' }, en: { name: '' } } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(bad.details?.issues?.map((i) => i.path)).toContain('body.texts.de.slug');
    refused(
      await admin('PUT', '/admin/api/categories', { texts: { en: { name: 'Only English' } } }),
      400,
      'VALIDATION_ERROR',
    );
    const elsewhere = await made('Kind', other.id, {
      texts: { de: { name: 'Kind' }, en: { name: 'Child', slug: 'child' } },
    });
    expect(elsewhere.texts.en?.slug).toBe('child');
    // Made from the name, a slug a sibling has gets a number, as the import's do.
    const twin = await made('Kind!', parent.id, { texts: { de: { name: 'Kind!' }, en: { name: 'Child' } } });
    expect(twin.texts.en?.slug).toBe('child-2');
  });

  it('moves a subtree: paths, depths, products’ ancestor rows, counts, breadcrumbs and listings follow', async () => {
    const from = await made('Quelle Editor');
    const to = await made('Ziel Editor');
    const moving = await made('Wandernd', from.id, { texts: { de: { name: 'Wandernd' }, en: { name: 'Wandering' } } });
    const leaf = await made('Blatt', moving.id, { texts: { de: { name: 'Blatt' }, en: { name: 'Leaf' } } });
    const stay = await made('Bleibt', from.id);
    const [p1, p2] = await masters(2);
    const [was1, was2] = [await memberships(p1!), await memberships(p2!)];
    await place(p1!, leaf.id, true);
    await place(p2!, leaf.id);
    // p2 is also in a category that stays under the source: it stays in the source.
    await place(p2!, stay.id);
    const moved = ok<AdminCategory>(
      await admin('PUT', `/admin/api/categories/${moving.id}/place`, { version: 1, parentId: to.id, position: 0 }),
    );
    expect(moved).toMatchObject({ parentId: to.id, position: 0, version: 2 });
    expect(await row(leaf.id)).toMatchObject({ path: `${to.id}/${moving.id}/${leaf.id}`, depth: 2 });
    expect(await memberships(p1!)).toEqual(sorted([...was1, to.id, moving.id, leaf.id]));
    expect(await memberships(p2!)).toEqual(sorted([...was2, from.id, to.id, moving.id, leaf.id, stay.id]));
    expect((await row(to.id)).productCount).toBe(2);
    expect((await row(from.id)).productCount).toBe(1);
    expect((await row(stay.id)).position).toBe(0);
    const detail = ok<ProductDetail>(await call('GET', `/products/${p1}?locale=en`));
    expect(detail.breadcrumbs.map((b) => b.text)).toEqual(['Ziel Editor', 'Wandering', 'Leaf']);
    const listing = ok<{ data: { id: number }[] }>(
      await call('GET', `/products?locale=en&currency=EUR&catId=${to.id}&limit=10`),
    );
    expect(listing.data.map((p) => p.id).sort()).toEqual([p1, p2].sort());
    const audit = (await auditRowsOf(db(), 'category', String(moving.id))).at(-1);
    expect(audit).toMatchObject({
      action: 'category.move',
      before: { parentId: from.id, path: `${from.id}/${moving.id}` },
      after: { parentId: to.id, position: 0, path: `${to.id}/${moving.id}` },
    });
  });

  it('orders siblings, and never moves a category under itself or below it', async () => {
    const parent = await made('Reihe Editor');
    const [a, b, c] = [await made('A', parent.id), await made('B', parent.id), await made('C', parent.id)];
    ok(await admin('PUT', `/admin/api/categories/${c.id}/place`, { version: 1, parentId: parent.id, position: 0 }));
    const order = async () =>
      (
        await db().select().from(categories).where(eq(categories.parentId, parent.id)).orderBy(asc(categories.position))
      ).map((r) => r.id);
    expect(await order()).toEqual([c.id, a.id, b.id]);
    ok(await admin('PUT', `/admin/api/categories/${c.id}/place`, { version: 2, parentId: parent.id, position: 99 }));
    expect(await order()).toEqual([a.id, b.id, c.id]);
    const self = refused(
      await admin('PUT', `/admin/api/categories/${parent.id}/place`, { version: 1, parentId: parent.id, position: 0 }),
      409,
      'CONFLICT',
    ) as { problem?: string };
    expect(self.problem).toBe('categoryUnderItself');
    const below = refused(
      await admin('PUT', `/admin/api/categories/${parent.id}/place`, { version: 1, parentId: a.id, position: 0 }),
      409,
      'CONFLICT',
    ) as { problem?: string };
    expect(below.problem).toBe('categoryUnderItself');
    // A sibling's name where it goes is refused too.
    const other = await made('Anderswo Editor');
    await made('A', other.id);
    const clash = refused(
      await admin('PUT', `/admin/api/categories/${a.id}/place`, { version: 1, parentId: other.id, position: 0 }),
      409,
      'CONFLICT',
    ) as { problem?: string };
    expect(clash.problem).toBe('categoryNameTaken');
    expect((await row(parent.id)).parentId).toBeNull();
  });

  it('moves two categories under each other at once without a circle: one moves, the other is refused', async () => {
    const [a, b] = [await made('Kreis A'), await made('Kreis B')];
    const answers = await Promise.all([
      admin('PUT', `/admin/api/categories/${a.id}/place`, { version: 1, parentId: b.id, position: 0 }),
      admin('PUT', `/admin/api/categories/${b.id}/place`, { version: 1, parentId: a.id, position: 0 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [rowA, rowB] = [await row(a.id), await row(b.id)];
    // Exactly one is below the other, and its path says so.
    expect([rowA.parentId, rowB.parentId].filter((parent) => parent !== null)).toHaveLength(1);
    const child = rowA.parentId === null ? rowB : rowA;
    const parent = child === rowA ? rowB : rowA;
    expect(child.path).toBe(`${parent.id}/${child.id}`);
  });

  it('deletes a category with products or children only when told to move them up', async () => {
    const top = await made('Oben Editor');
    const doomed = await made('Weg', top.id);
    const [second, third] = [await made('Danach', top.id), await made('Zuletzt', top.id)];
    const child = await made('Unten', doomed.id);
    const grandchild = await made('Ganz unten', child.id);
    const [p1, p2] = await masters(2);
    const [was1, was2] = [await memberships(p1!), await memberships(p2!)];
    await place(p1!, doomed.id, true);
    await place(p2!, grandchild.id);
    const refusal = refused(await admin('DELETE', `/admin/api/categories/${doomed.id}?version=1`), 409, 'CONFLICT');
    expect(refusal).toMatchObject({
      problem: 'categoryNotEmpty',
      values: { category: 'Weg', products: 2, children: 1 },
    });
    const outcome = ok(await admin('DELETE', `/admin/api/categories/${doomed.id}?version=1&contents=moveUp`));
    expect(outcome).toEqual({ deleted: doomed.id, movedCategories: 1, products: 2 });
    expect(await row(child.id)).toMatchObject({
      parentId: top.id,
      path: `${top.id}/${child.id}`,
      depth: 1,
      position: 0,
    });
    expect(await row(grandchild.id)).toMatchObject({ path: `${top.id}/${child.id}/${grandchild.id}`, depth: 2 });
    expect((await row(second!.id)).position).toBe(1);
    expect((await row(third!.id)).position).toBe(2);
    expect(await memberships(p1!)).toEqual(sorted([...was1, top.id]));
    expect((await db().select().from(products).where(eq(products.id, p1!)))[0]!.primaryCategoryId).toBe(top.id);
    expect(await memberships(p2!)).toEqual(sorted([...was2, top.id, child.id, grandchild.id]));
    const [audit] = (await auditRowsOf(db(), 'category', String(doomed.id))).slice(-1);
    expect(audit).toMatchObject({
      action: 'category.delete',
      before: { texts: { de: { name: 'Weg' } } },
      after: { contents: 'moveUp', products: 2, movedCategories: 1 },
    });
    // An empty one goes without being told; an unknown one is not found.
    ok(await admin('DELETE', `/admin/api/categories/${third!.id}?version=1`));
    refused(await admin('DELETE', `/admin/api/categories/${third!.id}?version=1`), 404, 'NOT_FOUND');
  });

  it('keeps a hidden category and those below it out of the shop’s tree, and its path finds nothing', async () => {
    const shown = await made('Sichtbar Editor', null, {
      texts: { de: { name: 'Sichtbar Editor' }, en: { name: 'Visible editor' } },
    });
    const inner = await made('Innen', shown.id, { texts: { de: { name: 'Innen' }, en: { name: 'Inside' } } });
    expect((await tree('en', 'visible-editor/inside')).current?.name).toBe('Inside');
    ok(await admin('PUT', '/admin/api/categories', { id: shown.id, version: 1, texts: shown.texts, hidden: true }));
    const ids = all((await tree('en')).categories).map((n) => n.id);
    expect(ids).not.toContain(shown.id);
    expect(ids).not.toContain(inner.id);
    expect((await tree('en', 'visible-editor/inside')).current).toBeNull();
    const listed = ok<{ data: AdminCategory[] }>(await admin('GET', '/admin/api/categories'));
    expect(listed.data.find((c) => c.id === shown.id)?.hidden).toBe(true);
  });
});

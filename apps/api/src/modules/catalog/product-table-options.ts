import { type LocaleCode, type ProductTableOptions, siteConfig } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { text } from './localized';
import { attributeOptions, categories, categoryTranslations } from './tables';

/** The categories by their paths of names (a subtree under its root), and the brands, in `locale`. */
export async function productTableOptions(db: Database, locale: LocaleCode): Promise<ProductTableOptions> {
  const [tree, names, brands] = await Promise.all([
    db.select({ id: categories.id, path: categories.path }).from(categories),
    db.select().from(categoryTranslations),
    db
      .select({ value: attributeOptions.value, label: attributeOptions.label })
      .from(attributeOptions)
      .where(eq(attributeOptions.attributeCode, 'brand')),
  ]);
  const nameOf = (id: number) => {
    const texts = names.filter((n) => n.categoryId === id);
    return (
      texts.find((n) => n.locale === locale)?.name ??
      texts.find((n) => n.locale === siteConfig.defaultLocale)?.name ??
      String(id)
    );
  };
  const withPaths = tree.map((category) => ({
    id: category.id,
    path: category.path.split('/').map((id) => nameOf(Number(id))),
  }));
  const collator = new Intl.Collator(locale);
  const byName = (a: string[], b: string[]) => collator.compare(a.join('\u0000'), b.join('\u0000'));
  return {
    categories: withPaths.sort((a, b) => byName(a.path, b.path)),
    brands: brands
      .map((brand) => ({ value: brand.value, name: text(brand.label, locale) || brand.value }))
      .sort((a, b) => collator.compare(a.name, b.name)),
  };
}

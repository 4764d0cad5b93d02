import { defaultLocale, type LocaleCode, type ProductCard, type ProductDetail } from '@shop/contracts';
import { notFound } from '../../lib/domain-errors';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import type { ShopperView } from '../../lib/shopper';
import { versionedCache } from '../../lib/versioned-cache';
import type { PricingService } from '../pricing';
import { displayTiers } from '../pricing';
import { ancestry, breadcrumbs, type CategoryTree, pathOf, textOf } from './category-tree';
import { customAttribute, text } from './localized';
import { type CardRow, noOffers, type ProductCards, toCard } from './product-cards';
import type { CatalogRepository } from './repository';

/** A product page without the shopper's prices and stock, and the card rows those are read for. */
interface SharedDetail {
  rows: CardRow[];
  detail: ProductDetail;
}

interface Dependencies {
  repository: CatalogRepository;
  categories: CategoryTree;
  cards: ProductCards;
  pricing: Pick<PricingService, 'tiers'>;
}

/**
 * The product page. Everything but prices and stock costs about a dozen queries, so it is read
 * once per catalogue version and locale; the shopper's prices and stock are added per request.
 */
export function productDetail({ repository, categories, cards, pricing }: Dependencies) {
  const details = versionedCache<SharedDetail>(5_000);

  async function sharedDetail(id: number, locale: LocaleCode, version: number): Promise<SharedDetail> {
    const row = await repository.product(id);
    if (!row) throw notFound(`Product ${id} does not exist`);
    const [entries, texts, images, variantIds, included, additionalIds, categoryIds] = await Promise.all([
      categories.tree(version),
      repository.productTexts(id),
      repository.images(id),
      repository.variantIds(id),
      repository.included([id]),
      repository.additionalIdsOf([id]).then((found) => found.get(id) ?? []),
      repository.categoryIdsOf(row.masterId ?? id),
    ]);
    const t = texts.find((x) => x.locale === locale) ?? texts.find((x) => x.locale === defaultLocale);
    if (!t) throw notFound(`Product ${id} has no texts`);
    const [[own], variantRows, additionalRows, values] = await Promise.all([
      cards.rowsOf([id], locale, version),
      cards.rowsOf(variantIds, locale, version),
      cards.rowsOf(additionalIds, locale, version),
      repository.attributeValues([id, ...variantIds]),
    ]);
    // The variant axes: attributes whose value differs between the variants.
    const axes = [...new Set(values.filter((v) => v.productId !== id && v.optionValue).map((v) => v.code))].filter(
      (code) => new Set(values.filter((v) => v.code === code && v.productId !== id).map((v) => v.optionValue)).size > 1,
    );
    const primary =
      (row.primaryCategoryId && entries.has(row.primaryCategoryId) ? row.primaryCategoryId : undefined) ??
      categoryIds
        .map((cid) => entries.get(cid))
        .sort((a, b) => ancestry(entries, b!.id).length - ancestry(entries, a!.id).length)[0]?.id;

    return {
      rows: [own!, ...variantRows, ...additionalRows],
      detail: {
        ...toCard(own!, noOffers),
        title: t.title,
        // Descriptions come from catalogue imports: cleaned like content before they reach a page.
        description: sanitizeContentHtml(t.description),
        originalId: row.originalId,
        masterId: row.masterId,
        category: categoryIds
          .filter((cid) => entries.has(cid))
          .map((cid) => ({
            id: cid,
            name: textOf(entries.get(cid)!, locale).name,
            path: pathOf(entries, cid, locale),
          })),
        breadcrumbs: primary ? breadcrumbs(entries, primary, locale) : [],
        galery: images.map((image) => ({ image: image.url, alt: text(image.alt, locale) || t.name })),
        custom_attributes: values.filter((v) => v.productId === id).map((v) => customAttribute(v, locale)),
        attributes: axes.map((code) => {
          const first = values.find((v) => v.code === code)!;
          const options = new Map<string, string>();
          for (const v of values)
            if (v.code === code && v.productId !== id && v.optionValue)
              options.set(v.optionValue, text(v.optionLabel, locale));
          return {
            attribute_code: code,
            label: text(first.label, locale),
            control: first.control,
            options: [...options].map(([value_index, label]) => ({ value_index, label })),
          };
        }),
        variants: variantRows.map((variant) => ({
          ...toCard(variant, noOffers),
          options: Object.fromEntries(
            values
              .filter((v) => v.productId === variant.row.id && axes.includes(v.code) && v.optionValue)
              .map((v) => [v.code, v.optionValue!]),
          ),
        })),
        variantItemnus: variantRows.map((v) => v.row.itemnum),
        included: included.map((item) => ({
          itemnum: item.itemnum,
          name: text(item.name, locale),
          quantity: 1 as const,
        })),
        additionalProducts: additionalRows.map((r) => toCard(r, noOffers)),
        priceTiers: [],
      },
    };
  }

  return async function product(id: number, view: ShopperView): Promise<ProductDetail> {
    const version = await repository.catalogVersion();
    const { rows, detail } = await details.one(version, `${id}:${view.locale}`, () =>
      sharedDetail(id, view.locale, version),
    );
    const { priceMap, stockMap, gross } = await cards.offersOf(rows, view, version);
    // Quantity prices go with the price: shown to whom the price is shown.
    const price = priceMap.get(id);
    const tiers = price
      ? displayTiers((await pricing.tiers([id], view.currency, version)).get(id) ?? [], price.taxRate, gross)
      : [];
    const offer = <C extends ProductCard>(card: C): C => ({
      ...card,
      priceInfo: priceMap.get(card.id) ?? null,
      stock: stockMap.get(card.id) ?? null,
    });
    return {
      ...offer(detail),
      priceTiers: tiers,
      variants: detail.variants.map(offer),
      additionalProducts: detail.additionalProducts.map(offer),
    };
  };
}

import { siteConfig } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { products, productTranslations } from './tables';

/**
 * Every product's SKU and name in the shop's default language, as a subquery `(product_id, sku,
 * name)` another module's SQL joins (pricing's price lists find a SKU's product by them). The same
 * labels are copied onto every price-list entry by the database (migration 0039, whose
 * catalog_default_locale() must answer the default locale read here; pricing's test checks it),
 * so a list's page finds and sorts its entries without joining this.
 */
export const productLabels = () =>
  sql`(select p.id as product_id, p.sku, coalesce(t.name, '') as name from ${products} p
    left join ${productTranslations} t on t.product_id = p.id and t.locale = ${siteConfig.defaultLocale})`;

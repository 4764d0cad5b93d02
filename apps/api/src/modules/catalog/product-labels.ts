import { siteConfig } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { products, productTranslations } from './tables';

/**
 * Every product's SKU and name in the shop's default language, as a subquery `(product_id, sku,
 * name)` another module's SQL joins (pricing's price lists find and sort their entries by them).
 */
export const productLabels = () =>
  sql`(select p.id as product_id, p.sku, coalesce(t.name, '') as name from ${products} p
    left join ${productTranslations} t on t.product_id = p.id and t.locale = ${siteConfig.defaultLocale})`;

import type { ShopperProduct } from '@shop/client';
import { useTranslations } from 'next-intl';
import { LazyOffer } from '@/features/catalog/LazyPrices';
import { QuantityAvailability } from '@/features/catalog/QuantityAvailability';
import { type PriceDisplay, PriceView } from '@/features/pricing/PriceView';
import { Link } from '@/i18n/navigation';
import { paths } from '@/routes';
import { Section } from '@/ui/Section';

interface VariantTableProps {
  product: ShopperProduct;
  display: PriceDisplay;
  pricesVisible: boolean;
  /** The shopper's prices load in the browser (a page customers share): none are in the product. */
  lazyPrices: boolean;
  /** The setting displayItemnum: without item numbers a variant is named and linked by its options. */
  displayItemnum: boolean;
}

/** A master's variants, a row each: its option on every axis, its item number, price and Add to cart. */
export function VariantTable({ product, display, pricesVisible, lazyPrices, displayItemnum }: VariantTableProps) {
  const t = useTranslations('Product');
  const tc = useTranslations('Catalog');
  if (product.variants.length === 0) return null;
  return (
    <Section id="variants" title={t('variants')} size="small" className="space-y-2">
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line text-ink-muted">
            <tr>
              {product.attributes.map((axis) => (
                <th key={axis.attributeCode} scope="col" className="py-2 pe-3 font-medium">
                  {axis.label}
                </th>
              ))}
              {displayItemnum && (
                <th scope="col" className="py-2 pe-3 font-medium">
                  {tc('itemNo')}
                </th>
              )}
              {pricesVisible && (
                <th scope="col" className="py-2 font-medium">
                  {t('priceAndAvailability')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {product.variants.map((variant) => {
              const options = product.attributes.map(
                (axis) => axis.options.find((o) => o.valueIndex === variant.options[axis.attributeCode])?.label ?? '–',
              );
              const link = (text: string) => (
                <Link href={paths.product(variant.id, variant.sku)} className="text-brand hover:underline">
                  {text}
                </Link>
              );
              // The quantity's label names the variant as the row does.
              const name = `${product.name} ${displayItemnum ? variant.itemnum : options.join(' ')}`;
              return (
                <tr key={variant.id} className="border-b border-line align-top">
                  {options.map((label, i) => (
                    <td key={product.attributes[i]!.attributeCode} className="py-2 pe-3">
                      {i === 0 && !displayItemnum ? link(label) : label}
                    </td>
                  ))}
                  {displayItemnum && <td className="py-2 pe-3">{link(variant.itemnum)}</td>}
                  {pricesVisible && lazyPrices && (
                    <td className="py-2">
                      {!variant.hidePrices && <LazyOffer sku={variant.sku} product={name} display={display} buyable />}
                    </td>
                  )}
                  {pricesVisible && !lazyPrices && (
                    <td className="space-y-2 py-2">
                      {variant.priceInfo && !variant.hidePrices && (
                        <PriceView price={variant.priceInfo} display={display} />
                      )}
                      {!variant.hidePrices && (
                        <QuantityAvailability stock={variant.stock} product={name} sku={variant.sku} />
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

import { ShopApiError } from '@shop/client';
import type { PriceInfo, ProductDetail } from '@shop/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { ProductCard } from '@/features/catalog/ProductCard';
import { priceDisplay } from '@/features/catalog/price-display';
import { QuantityAvailability } from '@/features/catalog/QuantityAvailability';
import { formatPrice, shownAmount } from '@/features/pricing/format';
import { PriceView } from '@/features/pricing/PriceView';
import { AttributeImage } from '@/features/product/AttributeImage';
import { ProductGallery } from '@/features/product/ProductGallery';
import { productJsonLd } from '@/features/product/product-json-ld';
import { RecentlyViewed } from '@/features/product/RecentlyViewed';
import { RelatedCarousel } from '@/features/product/RelatedCarousel';
import { ProductReviews } from '@/features/reviews/ProductReviews';
import { getSettings } from '@/features/settings/settings';
import { WishlistHeart } from '@/features/wishlist/WishlistHeart';
import { Link, redirect } from '@/i18n/navigation';
import { type LocaleParams, pageLocale } from '@/lib/page';
import { alternates } from '@/lib/seo';
import { shopperApi, shopperView } from '@/lib/shopper';
import { paths } from '@/routes';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { Container } from '@/ui/Container';
import { Html } from '@/ui/Html';

type Params = LocaleParams & { id: string; sku: string };

const loadProduct = cache(async (id: string): Promise<ProductDetail | undefined> => {
  if (!/^\d{1,10}$/.test(id)) return undefined;
  const [api, view] = await Promise.all([shopperApi(), shopperView()]);
  try {
    return await api.getProduct({ params: { id }, query: { locale: view.locale, currency: view.currency } });
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 404) return undefined;
    throw error;
  }
});

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { id, locale } = await params;
  const product = await loadProduct(id);
  if (!product) return {};
  const description = plainText(product.description).slice(0, 160);
  return {
    title: product.name,
    description,
    alternates: alternates(locale, () => paths.product(product.id, product.sku)),
    openGraph: {
      title: product.title,
      description,
      images: product.galery[0] ? [`/api${product.galery[0].image}`] : [],
    },
  };
}

/** Product page: /p/{id}/{sku}. */
export default async function ProductPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params);
  const { id, sku } = await params;
  const product = await loadProduct(id);
  if (!product) notFound();
  // Links carry the SKU; an old or mistyped one leads to the product's own address.
  if (decodeURIComponent(sku) !== product.sku) redirect({ href: paths.product(product.id, product.sku), locale });

  const [settings, view, t] = await Promise.all([
    getSettings(locale),
    shopperView(),
    getTranslations({ locale, namespace: 'Product' }),
  ]);
  const display = priceDisplay(view, settings);
  const formatUnit = (price: PriceInfo) =>
    formatPrice(shownAmount(price.special ?? price.regular ?? 0, price.taxRate, display), {
      locale: display.localeIso,
      currency: price.currency,
    });
  const catId = product.category.at(-1)?.id ?? -1;
  const api = await shopperApi();
  const related = await api
    .productRecommendations({ query: { locale, currency: view.currency, catId, exclude: product.id, limit: 10 } })
    .then((r) => r.data)
    .catch(() => []);
  const header = product.custom_attributes.filter((a) => a.location === 'header');
  const properties = product.custom_attributes.filter((a) => a.location === 'properties');
  const cardOptions = {
    display,
    pricesVisible: view.pricesVisible,
    lazyPrices: false,
    displayItemnum: settings.displayItemnum,
    view: 'grid' as const,
  };
  const [tc, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'Catalog' }),
    getTranslations({ locale, namespace: 'Price' }),
  ]);

  return (
    <Container className="py-6">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by productJsonLd
        dangerouslySetInnerHTML={{ __html: productJsonLd(product, view.pricesVisible) }}
      />
      {product.breadcrumbs.length > 0 && <Breadcrumbs items={product.breadcrumbs} />}
      <div className="mt-4 grid gap-8 desktop:grid-cols-[minmax(0,600px)_1fr]">
        <ProductGallery images={product.galery} />
        <div className="space-y-5">
          <header className="space-y-2">
            <div className="flex items-start gap-3">
              <h1 className="flex-1 text-2xl font-bold md:text-3xl">{product.name}</h1>
              <WishlistHeart
                product={{
                  id: product.id,
                  sku: product.sku,
                  name: product.name,
                  image: product.galery[0]?.image ?? null,
                }}
              />
            </div>
            <p className="text-sm text-ink-muted">
              {tc('itemNo')} {product.itemnum}
            </p>
            {header.length > 0 && (
              <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
                {header.map((a) => (
                  <div key={a.attribute_code} className="flex gap-1">
                    <dt className="text-ink-muted">{a.label}:</dt>
                    <dd className="font-semibold">{a.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </header>
          <div className="space-y-3 rounded-lg border border-line p-4">
            {!view.pricesVisible ? (
              <p className="text-ink-muted">{tc('loginForPrices')}</p>
            ) : product.hidePrices ? (
              <p className="text-ink-muted">{tc('priceOnRequest')}</p>
            ) : (
              <>
                {product.priceInfo && <PriceView price={product.priceInfo} display={display} size="lg" />}
                {display.excludeTax && (
                  <p role="note" className="rounded-md bg-warning/10 px-3 py-2 text-sm text-warning">
                    {tp('excludedFromTax')}
                  </p>
                )}
                {product.variants.length === 0 && (
                  <QuantityAvailability
                    stock={product.stock}
                    product={product.name}
                    sku={product.sku}
                    additional={product.additionalProducts
                      .filter((extra) => extra.variantCount === 0 && !extra.hidePrices && extra.priceInfo)
                      .map((extra) => ({
                        sku: extra.sku,
                        name: extra.name,
                        price: extra.priceInfo ? formatUnit(extra.priceInfo) : null,
                      }))}
                  />
                )}
              </>
            )}
          </div>
          {product.variants.length > 0 && (
            <section aria-labelledby="variants">
              <h2 id="variants" className="mb-2 text-lg font-semibold">
                {t('variants')}
              </h2>
              <div className="relative overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead className="border-b border-line text-ink-muted">
                    <tr>
                      {product.attributes.map((axis) => (
                        <th key={axis.attribute_code} scope="col" className="py-2 pe-3 font-medium">
                          {axis.label}
                        </th>
                      ))}
                      <th scope="col" className="py-2 pe-3 font-medium">
                        {tc('itemNo')}
                      </th>
                      {view.pricesVisible && (
                        <th scope="col" className="py-2 font-medium">
                          {t('priceAndAvailability')}
                        </th>
                      )}
                    </tr>
                  </thead>
                  <tbody>
                    {product.variants.map((variant) => (
                      <tr key={variant.id} className="border-b border-line align-top">
                        {product.attributes.map((axis) => (
                          <td key={axis.attribute_code} className="py-2 pe-3">
                            {axis.options.find((o) => o.value_index === variant.options[axis.attribute_code])?.label ??
                              '–'}
                          </td>
                        ))}
                        <td className="py-2 pe-3">
                          <Link href={paths.product(variant.id, variant.sku)} className="text-brand hover:underline">
                            {variant.itemnum}
                          </Link>
                        </td>
                        {view.pricesVisible && (
                          <td className="space-y-2 py-2">
                            {variant.priceInfo && !variant.hidePrices && (
                              <PriceView price={variant.priceInfo} display={display} />
                            )}
                            {!variant.hidePrices && (
                              <QuantityAvailability
                                stock={variant.stock}
                                product={`${product.name} ${variant.itemnum}`}
                                sku={variant.sku}
                              />
                            )}
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}
          {product.included.length > 0 && (
            <section aria-labelledby="included">
              <h2 id="included" className="mb-2 text-lg font-semibold">
                {t('included')}
              </h2>
              <ul className="space-y-1 text-sm">
                {product.included.map((item) => (
                  <li key={item.itemnum}>
                    {item.quantity} × {item.name}{' '}
                    <span className="text-ink-muted">
                      ({tc('itemNo')} {item.itemnum})
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <details className="group rounded-lg border border-line" open>
            <summary className="cursor-pointer list-none px-4 py-3 font-semibold">{t('properties')}</summary>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 px-4 pb-4 text-sm">
              {properties.map((a) => (
                <div key={a.attribute_code} className="contents">
                  <dt className="text-ink-muted">{a.label}</dt>
                  <dd>
                    {a.value}
                    {a.image && (
                      <span className="ms-2">
                        <AttributeImage label={a.label} image={a.image} html={a.html} />
                      </span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        </div>
      </div>
      <section aria-labelledby="description" className="mt-10 max-w-3xl">
        <h2 id="description" className="mb-3 text-xl font-bold">
          {t('description')}
        </h2>
        <Html className="content-html" html={product.description} />
      </section>
      {product.additionalProducts.length > 0 && (
        <section aria-labelledby="additional" className="mt-10">
          <h2 id="additional" className="mb-4 text-xl font-bold">
            {t('additional')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {product.additionalProducts.map((p) => (
              <li key={p.id} className="flex">
                <ProductCard product={p} options={cardOptions} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {related.length > 0 && (
        <RelatedCarousel title={t('related')}>
          {related.map((p) => (
            <ProductCard key={p.id} product={p} options={cardOptions} />
          ))}
        </RelatedCarousel>
      )}
      <ProductReviews productId={product.id} loggedIn={view.loggedIn} locale={locale} />
      <RecentlyViewed product={{ id: product.id, sku: product.sku, name: product.name, image: product.image }} />
    </Container>
  );
}

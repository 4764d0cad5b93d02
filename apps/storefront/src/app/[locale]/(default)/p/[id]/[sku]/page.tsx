import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { viewItem } from '@/features/analytics/items';
import { Reported } from '@/features/analytics/Reported';
import { LazyPricesProvider } from '@/features/catalog/LazyPrices';
import { AddToOrderList } from '@/features/order-list/AddToOrderList';
import { priceDisplay } from '@/features/pricing/price-display';
import { AdditionalProducts } from '@/features/product/AdditionalProducts';
import { IncludedItems } from '@/features/product/IncludedItems';
import { ProductDescription } from '@/features/product/ProductDescription';
import { ProductGallery } from '@/features/product/ProductGallery';
import { ProductHeader } from '@/features/product/ProductHeader';
import { ProductOffer } from '@/features/product/ProductOffer';
import { ProductProperties } from '@/features/product/ProductProperties';
import { productJsonLd } from '@/features/product/product-json-ld';
import { RecentlyViewed } from '@/features/product/RecentlyViewed';
import { RelatedProducts } from '@/features/product/RelatedProducts';
import { loadProduct } from '@/features/product/server';
import { VariantTable } from '@/features/product/VariantTable';
import { ProductReviews } from '@/features/reviews/ProductReviews';
import { attributeLayout } from '@/features/settings/attribute-layout';
import { getAttributeSetting, getSettings } from '@/features/settings/settings';
import { redirect } from '@/i18n/navigation';
import { type LocaleParams, pageLocale } from '@/lib/page';
import { alternates, plainText } from '@/lib/seo';
import { shopperView } from '@/lib/shopper';
import { paths } from '@/routes';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { Container } from '@/ui/Container';

type Params = LocaleParams & { id: string; sku: string };

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
      images: product.gallery[0] ? [`/api${product.gallery[0].image}`] : [],
    },
  };
}

/** Product page: /p/{id}/{sku}. */
export default async function ProductPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params);
  const { id, sku } = await params;
  // The settings and the shopper's view do not wait for the product; the recommendations and
  // reviews need it and load as the page renders (RelatedProducts, ProductReviews).
  const [product, settings, attributeSetting, view] = await Promise.all([
    loadProduct(id),
    getSettings(),
    getAttributeSetting(locale),
    shopperView(),
  ]);
  if (!product) notFound();
  // Links carry the SKU; an old or mistyped one leads to the product's own address.
  if (decodeURIComponent(sku) !== product.sku) redirect({ href: paths.product(product.id, product.sku), locale });

  const display = priceDisplay(view, settings);
  const attributes = attributeLayout(product.customAttributes, attributeSetting);
  const { pricesVisible } = view;
  // On a page customers share, each customer's prices load in the browser (lib/shared-pages.ts).
  const lazyPrices = view.sharedByCustomers;
  const cardOptions = {
    display,
    pricesVisible,
    lazyPrices,
    displayItemnum: settings.displayItemnum,
    orderLists: view.loggedIn,
    view: 'grid' as const,
  };
  const page = (
    <Container className="py-6">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by productJsonLd
        dangerouslySetInnerHTML={{ __html: productJsonLd(product, pricesVisible && !lazyPrices) }}
      />
      {product.breadcrumbs.length > 0 && <Breadcrumbs items={product.breadcrumbs} />}
      <div className="mt-4 grid gap-8 desktop:grid-cols-[minmax(0,600px)_1fr]">
        <ProductGallery images={product.gallery} />
        <div className="space-y-5">
          <ProductHeader product={product} header={attributes.header} displayItemnum={settings.displayItemnum} />
          <ProductOffer product={product} display={display} pricesVisible={pricesVisible} lazyPrices={lazyPrices} />
          {view.loggedIn && product.variantCount === 0 && !product.hidePrices && (
            <AddToOrderList locale={locale} sku={product.sku} />
          )}
          <VariantTable
            product={product}
            display={display}
            pricesVisible={pricesVisible}
            lazyPrices={lazyPrices}
            displayItemnum={settings.displayItemnum}
          />
          <IncludedItems items={product.included} displayItemnum={settings.displayItemnum} />
          <ProductProperties properties={attributes.properties} />
        </div>
      </div>
      <ProductDescription html={product.description} />
      <AdditionalProducts products={product.additionalProducts} cardOptions={cardOptions} />
      <RelatedProducts product={product} locale={locale} currency={view.currency} cardOptions={cardOptions} />
      <ProductReviews productId={product.id} loggedIn={view.loggedIn} locale={locale} />
      <RecentlyViewed product={{ id: product.id, sku: product.sku, name: product.name, image: product.image }} />
      <Reported event="view_item" parameters={viewItem(product, view.currency, lazyPrices)} />
    </Container>
  );
  if (!lazyPrices || !pricesVisible) return page;
  const skus = [product, ...product.variants, ...product.additionalProducts]
    .filter((p) => !p.hidePrices)
    .map((p) => p.sku);
  return (
    <LazyPricesProvider skus={skus} currency={view.currency}>
      {page}
    </LazyPricesProvider>
  );
}

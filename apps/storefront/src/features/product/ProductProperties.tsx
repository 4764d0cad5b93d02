import type { ShopperCustomAttribute } from '@shop/client';
import { useTranslations } from 'next-intl';
import { AttributeImage } from './AttributeImage';

/**
 * The attributes shown as the product's properties (attributeLayout), in order, each with its
 * explanatory picture if it has one.
 */
export function ProductProperties({ properties }: { properties: ShopperCustomAttribute[] }) {
  const t = useTranslations('Product');
  // A product imported without properties shows no empty panel.
  if (properties.length === 0) return null;
  return (
    <details className="group rounded-lg border border-line" open>
      <summary className="cursor-pointer list-none px-4 py-3 font-semibold">{t('properties')}</summary>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 px-4 pb-4 text-sm">
        {properties.map((a) => (
          <div key={a.attributeCode} className="contents">
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
  );
}

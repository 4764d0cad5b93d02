import type { LocaleCode, User } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { shopperView } from '@/lib/shopper';
import { code128Svg } from './barcode';

/** The customer number as a Code 128 barcode to scan, and the loyalty points balance. */
export async function LoyaltyCard({ locale, user }: { locale: LocaleCode; user: User }) {
  const [view, t] = await Promise.all([shopperView(), getTranslations({ locale, namespace: 'AccountPages' })]);
  const barcode = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(code128Svg(user.customernum))}`;
  return (
    <div className="max-w-md space-y-6">
      <figure className="space-y-3 rounded-lg border border-line p-5 shadow-card">
        <p className="font-semibold">
          {user.firstName} {user.lastName}
        </p>
        {/* biome-ignore lint/performance/noImgElement: a generated SVG barcode, nothing for the image optimiser */}
        <img src={barcode} alt={t('barcodeAlt')} className="h-auto w-full bg-white" />
        <figcaption className="text-center font-mono text-lg tracking-widest">{user.customernum}</figcaption>
      </figure>
      <dl className="flex items-baseline justify-between gap-4 rounded-lg bg-surface-muted p-4">
        <dt>{t('loyaltyPoints')}</dt>
        <dd className="text-2xl font-bold tabular-nums">
          {new Intl.NumberFormat(view.localeIso).format(user.loyaltyPoints)}
        </dd>
      </dl>
    </div>
  );
}

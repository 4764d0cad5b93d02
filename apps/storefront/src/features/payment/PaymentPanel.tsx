import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/ui/button-styles';
import { Container } from '@/ui/Container';
import { paymentPaths } from './flow';

/** The pages between the shop and the payment provider: a heading and what is happening, centred. */
export function PaymentPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="flex min-h-[60dvh] items-center justify-center py-12">
      <section
        aria-labelledby="payment-panel-heading"
        className="w-full max-w-lg space-y-5 rounded-lg border border-line p-6 text-center shadow-card md:p-8"
      >
        <h1 id="payment-panel-heading" className="text-2xl font-bold">
          {title}
        </h1>
        {children}
      </section>
    </Container>
  );
}

/**
 * What the page is doing, in a live region that stays in place so each new text is announced; a
 * spinner while it is still working.
 */
export function PaymentProgress({ text, working }: { text: string; working: boolean }) {
  return (
    <div className="flex items-center justify-center gap-3">
      {working && (
        <span
          aria-hidden="true"
          className="size-5 shrink-0 rounded-full border-2 border-line border-t-brand motion-safe:animate-spin"
        />
      )}
      <p role="status">{text}</p>
    </div>
  );
}

/** A failed step: the server's message (announced) and where to go from here. */
export function PaymentProblem({ message, href, linkText }: { message: string; href: string; linkText: string }) {
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-md bg-danger/10 p-3 text-sm text-danger">
        {message}
      </p>
      <Link href={href} className={buttonClass('primary')}>
        {linkText}
      </Link>
    </div>
  );
}

/** The payment could not start or be confirmed: the server's reason, and the way to pay another way. */
export function PayAnotherWay({ orderId, message }: { orderId: number; message?: string }) {
  const t = useTranslations('Payment');
  return (
    <PaymentProblem message={message ?? t('failed')} href={paymentPaths.pay(orderId)} linkText={t('chooseAnother')} />
  );
}

/** The page was opened without an order it could work on: say so, and offer the way home. */
export function NoOrder() {
  const t = useTranslations('Payment');
  return (
    <div className="space-y-4">
      <p>{t('noOrder')}</p>
      <Link href="/" className={buttonClass('primary')}>
        {t('toHome')}
      </Link>
    </div>
  );
}

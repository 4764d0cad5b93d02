import type { LocaleCode } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Container } from '@/ui/Container';
import { CheckoutSteps } from './CheckoutSteps';
import type { CheckoutStep } from './steps';

/** A checkout page: its heading, where the shopper is (from shipping on) and the step, in one column. */
export async function CheckoutShell({
  locale,
  step,
  children,
}: {
  locale: LocaleCode;
  step?: CheckoutStep;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <Container className="space-y-6 py-8">
      <h1 className="text-2xl font-bold md:text-3xl">{t('checkout')}</h1>
      {step && <CheckoutSteps current={step} />}
      {children}
    </Container>
  );
}

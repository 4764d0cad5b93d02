'use client';

import type { CurrencyCode, LocaleCode, NewUser } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { NameFields, NewPasswordField } from '@/features/account/PersonFields';
import { track } from '@/features/analytics/data-layer';
import { useCart } from '@/features/cart/cart';
import { useUiStore } from '@/features/chrome/ui-store';
import { issueMessage, loadFormSchemas, schemaIssues } from '@/features/forms/field-issues';
import { useCall } from '@/features/forms/use-call';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { Field } from '@/ui/Field';
import { FormFailure } from '@/ui/FormMessages';
import { Section } from '@/ui/Section';

interface CheckoutEntryProps {
  cartId: string;
  locale: LocaleCode;
  currency: CurrencyCode;
  /** Guests may order without an account (isGuestUserEnabled). */
  guestCheckout: boolean;
  /** Guests may create an account while checking out (isCheckoutRegistrationEnabled). */
  registration: boolean;
  /** Prices are hidden from guests: they log in first. */
  pricesVisible: boolean;
  newUser: NewUser | null;
}

/**
 * The checkout's first page for a guest: log in, or (as the settings allow) go on as a guest or
 * create an account on the way, with the e-mail address the order confirmation goes to.
 */
export function CheckoutEntry({
  cartId,
  locale,
  currency,
  guestCheckout,
  registration,
  pricesVisible,
  newUser,
}: CheckoutEntryProps) {
  const t = useTranslations('Checkout');
  const tr = useTranslations();
  const router = useRouter();
  const openLogin = useUiStore((s) => s.setLoginModalOpen);
  const receive = useCart((s) => s.receive);
  const call = useCall();
  // Without guest checkout, the only way on without logging in is to create the account.
  const [createAccount, setCreateAccount] = useState(!guestCheckout);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const canContinue = pricesVisible && (guestCheckout || registration);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const user = {
      email: String(data.get('email') ?? '').trim(),
      firstName: String(data.get('firstName') ?? '').trim(),
      lastName: String(data.get('lastName') ?? '').trim(),
    };
    const password = String(data.get('password') ?? '');
    const { newUserSchema, passwordSchema } = await loadFormSchemas();
    const issues = [
      ...schemaIssues(newUserSchema, user),
      ...(createAccount ? schemaIssues(passwordSchema, password).map((i) => ({ ...i, path: 'password' })) : []),
    ];
    const found: Record<string, string> = {};
    for (const issue of issues) found[issue.path] ??= tr(issueMessage(issue, (iso) => iso).key);
    setErrors(found);
    if (issues.length > 0) {
      // The first field to correct gets the focus, as in every other form of the shop.
      const first = ['email', 'firstName', 'lastName', 'password'].find((name) => found[name]);
      form.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    const cart = await call.run(() =>
      browserApi.updateCheckoutUserCart({
        params: { cartId },
        query: { locale, currency },
        body: { newUser: user, ...(createAccount && { userPassword: password }) },
      }),
    );
    if (!cart) return;
    if (createAccount) track('sign_up', { method: 'checkout' });
    receive(cart);
    router.push('/checkout/shipping');
    // A new account is logged in now: the header and the cart follow.
    if (createAccount) router.refresh();
  }

  const failure = call.failure
    ? call.failure.status === 409 && call.failure.code === 'CONFLICT'
      ? tr('Account.emailTaken')
      : t('saveFailed')
    : undefined;
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <Section
        id="returning"
        title={t('returningCustomer')}
        size="small"
        className="space-y-3 rounded-lg border border-line p-5"
      >
        <p className="text-sm text-ink-muted">{t('returningText')}</p>
        <button type="button" className={buttonClass('primary')} onClick={() => openLogin(true)}>
          {t('logIn')}
        </button>
      </Section>
      {canContinue ? (
        <Section
          id="new-customer"
          title={guestCheckout ? t('guestCheckout') : t('createAccountTitle')}
          size="small"
          className="space-y-4 rounded-lg border border-line p-5"
        >
          <form noValidate onSubmit={submit} onFocus={loadFormSchemas} className="space-y-4">
            <FormFailure text={failure} />
            <Field
              label={`${tr('Account.email')} *`}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={newUser?.email}
              error={errors.email}
              hint={t('emailHint')}
            />
            <NameFields
              labels={{ firstName: `${tr('Account.firstName')} *`, lastName: `${tr('Account.lastName')} *` }}
              defaults={newUser ?? undefined}
              errors={errors}
            />
            {registration && guestCheckout && (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={createAccount}
                  onChange={(e) => setCreateAccount(e.target.checked)}
                  className="size-4"
                />
                {tr('Account.wantAccount')}
              </label>
            )}
            {createAccount && (
              <NewPasswordField
                label={`${tr('Account.password')} *`}
                hint={tr('Account.passwordHint')}
                error={errors.password}
              />
            )}
            <button type="submit" className={buttonClass('primary', 'w-full')} disabled={call.busy}>
              {createAccount ? t('createAccountAndContinue') : t('continueAsGuest')}
            </button>
          </form>
        </Section>
      ) : (
        <Section
          id="new-customer"
          title={t('newCustomer')}
          size="small"
          className="space-y-3 rounded-lg border border-line p-5"
        >
          <p className="text-sm text-ink-muted">{pricesVisible ? t('registerFirst') : t('logInForPrices')}</p>
        </Section>
      )}
    </div>
  );
}

import type { LocaleCode } from '@shop/contracts';
import { getBranding, getSettings } from '@/features/settings/settings';
import { LoginModal } from './LoginModal';
import { registerUrl } from './register-url';

/** The login modal, with registration in the app only when enabled and no external page is set. */
export async function LoginModalHost({ locale }: { locale: LocaleCode }) {
  const [settings, branding] = await Promise.all([getSettings(), getBranding(locale)]);
  const external = branding['register-url'];
  const registration = !settings.isRegistrationEnabled
    ? ({ kind: 'off' } as const)
    : external
      ? ({ kind: 'link', href: registerUrl(external, locale) } as const)
      : ({ kind: 'in-app' } as const);
  return <LoginModal registration={registration} locale={locale} />;
}

import * as Menu from '@radix-ui/react-dropdown-menu';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AnyRoute,
  Link,
  type LinkProps,
  Outlet,
  useMatches,
  useNavigate,
  useRouter,
} from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslations } from 'use-intl';
import { api } from '../api';
import { type Locale, localeNames, locales, type MessageKey, useLanguage } from '../i18n/i18n';
import { isOwner, sessionKey, sessionQuery } from '../session';
import { PageHeader } from './PageHeader';

/** A section of the nav: a route with a name for it (router.tsx's `staticData.nav`). */
interface Section {
  to: LinkProps['to'];
  label: MessageKey;
  ownerOnly?: boolean;
}

/** The sections, in the route tree's order; a clerk sees those not marked for the owner. */
function useSections(): Section[] {
  const router = useRouter();
  return useMemo(() => {
    // The tree in order: a route, then its children's trees.
    const tree = (route: AnyRoute): AnyRoute[] => [
      route,
      ...((route.children as AnyRoute[] | undefined) ?? []).flatMap(tree),
    ];
    return tree(router.routeTree).flatMap((route) => {
      const { nav, ownerOnly } = route.options.staticData ?? {};
      return nav ? [{ to: route.fullPath, label: nav, ownerOnly }] : [];
    });
  }, [router]);
}

/** The language of the back office, for this browser. */
export function LanguageMenu() {
  const { locale, setLocale } = useLanguage();
  const t = useTranslations();
  return (
    <Menu.Root>
      <Menu.Trigger className="button ghost">
        {t('shell.language')}: {localeNames[locale]}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="menu" align="end" sideOffset={4}>
          <Menu.RadioGroup value={locale} onValueChange={(value) => void setLocale(value as Locale)}>
            {locales.map((code) => (
              <Menu.RadioItem key={code} value={code} className="menu-item" lang={code}>
                <Menu.ItemIndicator className="menu-check">✓</Menu.ItemIndicator>
                {localeNames[code]}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function SignOut() {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => api.staffLogout(),
    onSettled: async () => {
      queryClient.clear();
      queryClient.setQueryData(sessionKey, null);
      await navigate({ to: '/login' });
    },
  });
  return (
    <button type="button" className="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
      {t('shell.signOut')}
    </button>
  );
}

/** What a clerk sees on an owner's page opened by its address. */
function OwnerOnly() {
  const t = useTranslations();
  return (
    <>
      <PageHeader title={t('ownerOnly.title')} />
      <p>{t('ownerOnly.text')}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </>
  );
}

/** The signed-in layout: header, navigation, and the page in main. */
export function AppShell() {
  const t = useTranslations();
  const sections = useSections();
  const ownersPage = useMatches({ select: (matches) => matches.some((m) => m.staticData?.ownerOnly) });
  // Signing out (or a session that ended) empties the session just before the login page opens.
  const { data: session } = useQuery(sessionQuery);
  if (!session) return null;
  const owner = isOwner(session);
  const refused = ownersPage && !owner;
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      <header className="shell-header">
        <Link to="/" className="brand">
          Werkhaus <span>{t('shell.backOffice')}</span>
        </Link>
        <div className="header-tools">
          <LanguageMenu />
          <span className="who">
            {session.member?.name ?? t('shell.adminKey')} · {t(`role.${session.role}`)}
          </span>
          <SignOut />
        </div>
      </header>
      <nav className="shell-nav" aria-label={t('shell.nav')}>
        <ul>
          {sections
            .filter((section) => owner || !section.ownerOnly)
            .map((section) => (
              <li key={section.to}>
                <Link to={section.to} activeOptions={{ exact: section.to === '/', includeSearch: false }}>
                  {t(section.label)}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      <main id="main" className="shell-main" tabIndex={-1}>
        {refused ? <OwnerOnly /> : <Outlet />}
      </main>
    </div>
  );
}

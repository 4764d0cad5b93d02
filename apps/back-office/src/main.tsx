import './zod-jitless';
import './styles.css';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isApiError } from './api';
import { I18nProvider, loadMessages, preferredLocale } from './i18n/i18n';
import { dashboardQuery } from './queries/dashboard';
import { createAppRouter } from './router';
import { sessionKey, sessionQuery } from './session';

/**
 * A 401 on any call means the session ended (expired, or the member was disabled): sign in again,
 * told so by the login page, and back to the page the member was on.
 */
function whenSignedOut(error: unknown) {
  if (!isApiError(error, 401) || !queryClient.getQueryData(sessionKey)) return;
  queryClient.setQueryData(sessionKey, null);
  void router.navigate({
    to: '/login',
    search: { redirect: window.location.pathname + window.location.search, session: 'ended' },
  });
}

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: whenSignedOut }),
  mutationCache: new MutationCache({ onError: whenSignedOut }),
  defaultOptions: {
    // The API's refusals are answers, not failures to retry; a dropped connection is tried once more.
    queries: { retry: (count, error) => !isApiError(error) && count < 1, staleTime: 15_000 },
  },
});
const router = createAppRouter(queryClient);

// Who is signed in is asked at once. The login page's code (and its forms library) is fetched
// only when nobody is: staff who are signed in, the daily case, are not kept waiting by it.
void queryClient.prefetchQuery(sessionQuery);
// On the dashboard's address the page's Link header has the browser fetch its figures before
// anyone knows who is signed in (apps/api/src/http/back-office.ts), and the browser hands that
// answer to the first ask for it. It is asked for here, whoever is signed in: for someone who is
// not, the 401 ends with this ask, and the dashboard fetches its figures anew after signing in.
if (/^\/admin\/?$/.test(window.location.pathname)) void queryClient.prefetchQuery(dashboardQuery);

const locale = preferredLocale();
const messages = await loadMessages(locale);
document.documentElement.lang = locale;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider initial={{ locale, messages }}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);

'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { failureMessage, issueMessage } from '@/features/forms/field-issues';
import { useCall } from '@/features/forms/use-call';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { Field } from '@/ui/Field';
import { FormFailure } from '@/ui/FormMessages';

/** Why the API refuses a deletion (`details.reason`), each said in the page's language. */
const reasons = ['ordersUnderWay', 'companyHasMembers', 'lastAdministrator'] as const;
type Reason = (typeof reasons)[number];
const isReason = (reason: unknown): reason is Reason => reasons.includes(reason as Reason);

/** Deletes the account (deleteMyAccount) after a clear warning and the password given again. */
export function DeleteAccountDialog({ email }: { email: string }) {
  const t = useTranslations('AccountPages.myData');
  const tr = useTranslations();
  const router = useRouter();
  const call = useCall();
  const [problem, setProblem] = useState<{ field?: string; form?: string }>({});
  const [deleted, setDeleted] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password) return setProblem({ field: tr('Account.fieldRequired') });
    setProblem({});
    // Not the account form's hook: it reloads the page's data, and this page is gone once it worked.
    const done = await call.run(
      async () => {
        await browserApi.deleteMyAccount({ body: { password } });
        return true;
      },
      (failed) => {
        const issue = failed.issues.find((i) => i.path === 'password');
        if (issue) {
          const { key, values } = issueMessage(issue, (iso) => iso);
          setProblem({ field: tr(key, values) });
        } else if (isReason(failed.reason)) setProblem({ form: t(`refused.${failed.reason}`) });
        else {
          const { key, values } = failureMessage(failed);
          setProblem({ form: tr(key, values) });
        }
      },
    );
    if (!done) return;
    setDeleted(true);
    // The pages the service worker kept showed this customer.
    navigator.serviceWorker?.controller?.postMessage('logged-out');
  }

  function leave() {
    router.push('/');
    router.refresh();
  }

  return (
    <Dialog.Root onOpenChange={(open) => !open && deleted && leave()}>
      <Dialog.Trigger className={buttonClass('secondary')}>{t('delete')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed inset-x-4 top-[15vh] z-50 mx-auto max-w-md space-y-4 rounded-lg bg-surface p-6 shadow-overlay">
          <Dialog.Title className="text-xl font-bold">{t(deleted ? 'deletedTitle' : 'dialogTitle')}</Dialog.Title>
          {deleted ? (
            <>
              <Dialog.Description role="status">{t('deleted', { email })}</Dialog.Description>
              <button type="button" className={buttonClass('primary')} onClick={leave}>
                {t('home')}
              </button>
            </>
          ) : (
            <form noValidate onSubmit={submit} className="space-y-4">
              <Dialog.Description className="rounded-md bg-danger/10 p-3 text-sm text-danger">
                {t('warning')}
              </Dialog.Description>
              <FormFailure text={problem.form} />
              <Field
                label={t('password')}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                error={problem.field}
              />
              <div className="flex flex-wrap justify-end gap-2">
                <Dialog.Close className={buttonClass('secondary')}>{t('cancel')}</Dialog.Close>
                <button type="submit" className={buttonClass('primary')} disabled={call.busy}>
                  {t('confirm')}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

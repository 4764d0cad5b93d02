'use client';

import type { FieldIssue } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { failureMessage, issueMessage, type Message } from '@/features/forms/field-issues';
import { useCall } from '@/features/forms/use-call';
import { useRouter } from '@/i18n/navigation';

interface Options {
  /** The fields the form shows; an issue about another one is shown as the form's failure. */
  fields: readonly string[];
  /** A country code's name in the page's language, for postal code messages. */
  countryName?: (iso: string) => string;
}

/**
 * An account form over the one call hook: client issues first, then the call; the API's field
 * issues are shown at their fields (the first invalid one gets the focus), anything else as one
 * failure. After a change the page's data is loaded again.
 */
export function useAccountForm({ fields, countryName = (iso) => iso }: Options) {
  const t = useTranslations();
  const router = useRouter();
  const call = useCall();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const text = ({ key, values }: Message) => t(key, values);
  const show = (issues: FieldIssue[]) => {
    const found: Partial<Record<string, string>> = {};
    for (const issue of issues.filter((i) => fields.includes(i.path)))
      found[issue.path] ??= text(issueMessage(issue, countryName));
    const other = issues.find((i) => !fields.includes(i.path));
    setErrors(found);
    setFailure(other && text(issueMessage(other, countryName)));
  };

  /** Sends when there are no client issues; true when the call succeeded. */
  async function submit(issues: FieldIssue[], send: () => Promise<unknown>): Promise<boolean> {
    setSaved(false);
    show(issues);
    if (issues.length > 0) return false;
    const done = await call.run(
      async () => {
        await send();
        return true;
      },
      (failed) => (failed.issues.length > 0 ? show(failed.issues) : setFailure(text(failureMessage(failed)))),
    );
    if (!done) return false;
    setSaved(true);
    router.refresh();
    return true;
  }

  return { formRef, errors, failure, saved, busy: call.busy, submit };
}

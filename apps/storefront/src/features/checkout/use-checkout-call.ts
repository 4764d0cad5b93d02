'use client';

import { ShopApiError } from '@shop/client';
import type { FieldIssue } from '@shop/contracts';
import { useState } from 'react';
import { apiFieldIssues } from '@/features/account/field-issues';

/** A failed checkout call: the field issues it named, or its error code and details. */
export interface CallFailure {
  code: string;
  status: number;
  reason?: string;
  details?: Record<string, unknown>;
  issues: FieldIssue[];
}

function failureOf(error: unknown): CallFailure {
  if (!(error instanceof ShopApiError)) return { code: 'NETWORK', status: 0, issues: [] };
  const details = (error.details ?? {}) as Record<string, unknown>;
  return {
    code: error.code,
    status: error.status,
    reason: typeof details.reason === 'string' ? details.reason : undefined,
    details,
    // An address's fields are named like the form's ('body.shippingAddress.city' → 'city').
    issues: (apiFieldIssues(error) ?? []).map((i) => ({
      ...i,
      path: i.path.replace(/^(shippingAddress|billingAddress)\./, ''),
    })),
  };
}

/** One checkout call at a time: busy while it runs, its failure kept for the form to show. */
export function useCheckoutCall() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CallFailure>();
  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setFailure(undefined);
    try {
      return await work();
    } catch (error) {
      setFailure(failureOf(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, setFailure, run };
}

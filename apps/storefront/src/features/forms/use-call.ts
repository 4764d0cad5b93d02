'use client';

import { ShopApiError } from '@shop/client';
import type { FieldIssue } from '@shop/contracts';
import { useState } from 'react';
import { apiFieldIssues } from './field-issues';

/** A failed call: its error code and details, and the field issues it named. */
export interface CallFailure {
  code: string;
  status: number;
  reason?: string;
  details?: Record<string, unknown>;
  issues: FieldIssue[];
}

export function failureOf(error: unknown): CallFailure {
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

/**
 * The one way a form calls the API: one call at a time, busy while it runs, its failure kept for
 * the form to show (and handed to `onFailure`, for a form that shows it at its fields).
 */
export function useCall() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CallFailure>();
  async function run<T>(work: () => Promise<T>, onFailure?: (failure: CallFailure) => void): Promise<T | undefined> {
    setBusy(true);
    setFailure(undefined);
    try {
      return await work();
    } catch (error) {
      const failed = failureOf(error);
      setFailure(failed);
      onFailure?.(failed);
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, setFailure, run };
}

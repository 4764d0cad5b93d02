import type { ErrorReport } from '@shop/contracts';

/**
 * Sends one error report to the error-reporting service at `dsn` (an HTTP endpoint that takes the
 * report as JSON). Without a DSN reporting is off. It never throws: a broken reporter must not
 * turn one error into two.
 */
export async function sendErrorReport(dsn: string | undefined, report: ErrorReport & { at?: string }): Promise<void> {
  if (!dsn) return;
  try {
    await fetch(dsn, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ at: new Date().toISOString(), ...report }),
      signal: AbortSignal.timeout(2_000),
    });
  } catch {
    // Reporting is best effort.
  }
}

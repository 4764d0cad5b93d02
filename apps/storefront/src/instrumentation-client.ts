import { config } from 'zod';

/**
 * Runs in the browser before the app's code. Zod compiles object parsers with `new Function`
 * where it may and probes for that as it builds a schema; the page's Content-Security-Policy
 * forbids eval, and the probe alone is reported as a violation. So in the browser it does not try.
 */
config({ jitless: true });

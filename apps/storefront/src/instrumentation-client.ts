/**
 * Runs in the browser before the app's code. Zod compiles object parsers with `new Function`
 * where it may and probes for that as it builds a schema; the page's Content-Security-Policy
 * forbids eval, and the probe alone is reported as a violation. So in the browser it does not try.
 *
 * The flag goes into the config object zod keeps on `globalThis` (its `config()` writes there too),
 * so setting it does not put zod's core into every page's first load: only the pages with a form
 * load zod, and they find the flag set.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};

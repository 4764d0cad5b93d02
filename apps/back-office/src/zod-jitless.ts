/**
 * Runs before anything else. Zod compiles object parsers with `new Function` where it may and
 * probes for that as it builds a schema; the back office's Content-Security-Policy forbids eval,
 * and the probe alone is reported as a violation. The flag goes into the config object zod keeps
 * on `globalThis`, before any schema is built (vite.config.ts keeps this file first in the app's chunk).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};

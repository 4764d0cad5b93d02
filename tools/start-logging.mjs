// How `npm start` has the shop API log (docs/operations.md#npm-start), kept apart to be tested.

/**
 * The API's LOG_LEVEL and LOG_FORMAT under `npm start`. Without LOG_LEVEL: warnings and errors
 * only, in words (pretty), so a newcomer's terminal shows `npm start`'s own start-up lines and what
 * went wrong, not a JSON line per request. With LOG_LEVEL given (`LOG_LEVEL=info` for every
 * request): that level as JSON lines for a log collector, unless LOG_FORMAT says otherwise.
 * @param {Record<string, string | undefined>} env
 * @returns {{ LOG_LEVEL: string, LOG_FORMAT: string }}
 */
export function apiLogging(env) {
  if (env.LOG_LEVEL) return { LOG_LEVEL: env.LOG_LEVEL, LOG_FORMAT: env.LOG_FORMAT ?? 'json' };
  return { LOG_LEVEL: 'warn', LOG_FORMAT: env.LOG_FORMAT ?? 'pretty' };
}

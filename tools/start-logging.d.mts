/** The API's LOG_LEVEL and LOG_FORMAT under `npm start` (start-logging.mjs). */
export declare function apiLogging(env: Record<string, string | undefined>): { LOG_LEVEL: string; LOG_FORMAT: string };

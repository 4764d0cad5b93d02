import path from 'node:path';
import { z } from 'zod';

/** Environment variables of the API, with their defaults (documented in docs/operations.md). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  ERROR_REPORTING_DSN: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  SMTP_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Werkhaus <service@werkhaus.example>'),
  ADMIN_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
});

export type ApiConfig = z.infer<typeof envSchema> & { dataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}

import { defineConfig } from 'drizzle-kit';

// Generates forward-only SQL migrations from every module's tables.ts; the API applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/tables.ts',
  out: './src/db/migrations',
});

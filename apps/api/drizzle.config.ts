import { defineConfig } from 'drizzle-kit';

// Generates forward-only SQL migrations from the schema; the API applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});

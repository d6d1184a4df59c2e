import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used (committed SQL migrations); it needs no database connection.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});

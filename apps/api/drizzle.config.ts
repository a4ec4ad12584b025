import { defineConfig } from 'drizzle-kit';

// Migrations are generated here (`npx drizzle-kit generate` in apps/api) and applied by the server at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

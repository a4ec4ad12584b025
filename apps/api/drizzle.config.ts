import { defineConfig } from 'drizzle-kit';

// Migrations are generated here (`npx drizzle-kit generate` in apps/api) and applied by the server at start-up.
export default defineConfig({
  dialect: 'postgresql',
  // Each module (and each platform part that keeps state) owns its tables in its own `tables.ts`. The sandbox's
  // tables are created in every database too (it runs wherever no Razorpay keys are set), so their definitions,
  // kept in the sandbox package, are part of the migrations.
  schema: ['./src/platform/*/tables.ts', './src/modules/*/tables.ts', '../razorpay-sandbox/src/tables.ts'],
  out: './drizzle',
});

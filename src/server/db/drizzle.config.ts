import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -- --config src/server/db/drizzle.config.ts` writes a new migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  // The core tables (people, partners, permissions) here, and each area's own *Schema.ts beside its routes.
  schema: ['./src/server/db/schema.ts', './src/server/*/*Schema.ts'],
  out: './src/server/db/migrations',
});

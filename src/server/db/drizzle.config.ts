import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -- --config src/server/db/drizzle.config.ts` writes a new migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/db/schema.ts', './src/server/db/clientsSchema.ts', './src/server/db/vehiclesSchema.ts', './src/server/db/ordersSchema.ts', './src/server/db/evacuationSchema.ts', './src/server/db/documentsSchema.ts', './src/server/db/invoicesSchema.ts', './src/server/db/reconciliationSchema.ts', './src/server/db/offersSchema.ts', './src/server/db/schedulerSchema.ts', './src/server/db/realtimeSchema.ts'],
  out: './src/server/db/migrations',
});

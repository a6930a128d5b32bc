import { defineConfig } from 'drizzle-kit'

/** `npm run db:generate` writes a new versioned SQL migration after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/store/schema.ts',
  out: './server/store/migrations',
})

import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Small facts about the store itself, such as the fingerprint of the reference data last seeded. */
export const storeMeta = pgTable('store_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

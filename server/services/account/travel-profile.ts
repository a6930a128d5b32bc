import { eq } from 'drizzle-orm'
import type { TravelProfile, TravelProfileInput } from '@contract/schemas/travel'
import type { z } from 'zod'
import type { travelProfileInput } from '@contract/schemas/travel'
import { travelProfiles } from '../../store/schema'
import type { Db } from '../../store/store'
import { birthDate, passportAnswerOf, passportColumns } from './documents'
import type { Sealer } from './sealing'

type Row = typeof travelProfiles.$inferSelect

/** An empty profile: what /user/profile shows before the first save. */
const EMPTY: TravelProfile = {
  homeAirport: null,
  bedType: 'any',
  roomPreferences: [],
  dietary: [],
  dietaryNotes: '',
  accessibility: [],
  accessibilityNotes: '',
  frequentFlyer: [],
  hotelLoyalty: [],
  dateOfBirth: null,
  passport: null,
}

function toProfile(sealer: Sealer, userId: number, row: Row | undefined): TravelProfile {
  if (!row) return EMPTY
  return {
    homeAirport: row.homeAirport,
    bedType: row.bedType as TravelProfile['bedType'],
    roomPreferences: row.roomPreferences as TravelProfile['roomPreferences'],
    dietary: row.dietary as TravelProfile['dietary'],
    dietaryNotes: row.dietaryNotes,
    accessibility: row.accessibility as TravelProfile['accessibility'],
    accessibilityNotes: row.accessibilityNotes,
    frequentFlyer: row.frequentFlyer,
    hotelLoyalty: row.hotelLoyalty,
    dateOfBirth: row.dateOfBirth,
    passport: passportAnswerOf(sealer, userId, row),
  }
}

export async function travelProfileRow(db: Db, userId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(travelProfiles).where(eq(travelProfiles.userId, userId))
  return row
}

/** /user/profile: the member's travel profile, the passport masked. */
export async function travelProfileOf(db: Db, sealer: Sealer, userId: number): Promise<TravelProfile> {
  return toProfile(sealer, userId, await travelProfileRow(db, userId))
}

/** Saves the whole travel profile (the passport number sealed; a passport without a number keeps the stored one). */
export async function saveTravelProfile(
  db: Db,
  sealer: Sealer,
  userId: number,
  input: z.output<typeof travelProfileInput> & TravelProfileInput,
  now: Date,
): Promise<TravelProfile> {
  const stored = await travelProfileRow(db, userId)
  const values = {
    homeAirport: input.homeAirport,
    bedType: input.bedType,
    roomPreferences: input.roomPreferences,
    dietary: input.dietary,
    dietaryNotes: input.dietaryNotes,
    accessibility: input.accessibility,
    accessibilityNotes: input.accessibilityNotes,
    frequentFlyer: input.frequentFlyer,
    hotelLoyalty: input.hotelLoyalty,
    dateOfBirth: birthDate(input.dateOfBirth, 'dateOfBirth', now),
    ...(await passportColumns(db, sealer, userId, input.passport, stored ?? null, 'passport')),
    updatedAt: now,
  }
  const [row] = await db
    .insert(travelProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: travelProfiles.userId, set: values })
    .returning()
  return toProfile(sealer, userId, row)
}

import { z } from 'zod'
import { addMonths, compareDates, type IsoDate } from '@contract/calendar'
import { isoDateString } from '@contract/schemas/booking'
import { int, multiLineText, text } from '@contract/schemas/fields'
import { guestTitle } from '@contract/schemas/reservations'
import { personName } from '@contract/schemas/sign-up'

/*
 * The travel profile (/user/profile) and saved travellers (/user/travelers) of issue 17
 * (docs/api.md "Travel profile and travellers"). Personal documents (passport numbers) are
 * encrypted at rest and answered masked: a number goes in, "•••• 4821" comes back.
 */

export const BED_TYPES = ['any', 'king', 'queen', 'double', 'twin', 'single'] as const
export const ROOM_PREFERENCES = ['high-floor', 'low-floor', 'quiet', 'non-smoking', 'near-elevator', 'accessible-bathroom'] as const
export const DIETARY_NEEDS = ['vegetarian', 'vegan', 'halal', 'kosher', 'gluten-free', 'lactose-free', 'nut-allergy'] as const
export const ACCESSIBILITY_NEEDS = ['wheelchair', 'step-free', 'hearing', 'visual', 'mobility-aid'] as const
export const TRAVELLER_RELATIONS = ['partner', 'child', 'parent', 'sibling', 'friend', 'colleague', 'other'] as const
/** Free text beside the choices (dietary, accessibility): enough for a sentence or two. */
export const NOTES_MAX_LENGTH = 500
/** Frequent-traveller and hotel loyalty numbers a profile keeps, each. */
export const LOYALTY_MAX = 5
/** Saved travellers per member: a family and friends, not an address book. */
export const TRAVELLERS_MAX = 20

/** A passport number as typed: letters and digits (spaces dropped), 5 to 20, upper-cased. */
export const passportNumber = text()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{5,20}$/, 'must be 5 to 20 letters and digits'))

const countryCode = text().regex(/^[A-Z]{2}$/, 'must be a country code like GB')

/**
 * A passport as a form sends it. `number` is left out to keep the stored one (the form only ever
 * sees it masked); a new number replaces it.
 */
export const passportInput = z.strictObject({ number: passportNumber.optional(), country: countryCode, expiresOn: isoDateString })
/** A passport as answered: the number masked (its last four characters), never whole. */
export const passportAnswer = z.object({ numberMasked: z.string(), country: z.string(), expiresOn: z.string() })
export type PassportAnswer = z.infer<typeof passportAnswer>

/** Many countries let a visitor in only on a passport valid this many months past arrival. */
export const PASSPORT_VALID_MONTHS_AHEAD = 6

/**
 * How a kept passport stands on a day: expired the day after its expiry date; "soon" while it has
 * less than six months left. A warning, not a refusal: the details stay kept until renewed.
 */
export function passportValidity(expiresOn: IsoDate, today: IsoDate): 'EXPIRED' | 'EXPIRES_SOON' | 'VALID' {
  if (compareDates(expiresOn, today) < 0) return 'EXPIRED'
  return compareDates(expiresOn, addMonths(today, PASSPORT_VALID_MONTHS_AHEAD)) < 0 ? 'EXPIRES_SOON' : 'VALID'
}

const programmeNumber = z.strictObject({
  programme: text().trim().min(1).max(60),
  number: text()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,30}$/, 'must be 3 to 30 letters, digits, spaces or hyphens'),
})

/** The travel profile as answered (null fields: not given). */
export const travelProfile = z.object({
  homeAirport: z.string().nullable(),
  bedType: z.enum(BED_TYPES),
  roomPreferences: z.array(z.enum(ROOM_PREFERENCES)),
  dietary: z.array(z.enum(DIETARY_NEEDS)),
  dietaryNotes: z.string(),
  accessibility: z.array(z.enum(ACCESSIBILITY_NEEDS)),
  accessibilityNotes: z.string(),
  frequentFlyer: z.array(z.object({ programme: z.string(), number: z.string() })),
  hotelLoyalty: z.array(z.object({ programme: z.string(), number: z.string() })),
  dateOfBirth: z.string().nullable(),
  passport: passportAnswer.nullable(),
})
export type TravelProfile = z.infer<typeof travelProfile>
export const travelProfileAnswer = z.object({ status: z.literal(true), data: travelProfile })

const uniqueList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, { message: 'must not repeat a choice' })

/** POST /api/profile/updateTravelProfile: the whole profile; a passport without `number` keeps the stored number. */
export const travelProfileInput = z.strictObject({
  homeAirport: text()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter airport code like LHR'))
    .nullable(),
  bedType: z.enum(BED_TYPES),
  roomPreferences: uniqueList(ROOM_PREFERENCES),
  dietary: uniqueList(DIETARY_NEEDS),
  dietaryNotes: multiLineText().trim().max(NOTES_MAX_LENGTH),
  accessibility: uniqueList(ACCESSIBILITY_NEEDS),
  accessibilityNotes: multiLineText().trim().max(NOTES_MAX_LENGTH),
  frequentFlyer: z.array(programmeNumber).max(LOYALTY_MAX),
  hotelLoyalty: z.array(programmeNumber).max(LOYALTY_MAX),
  dateOfBirth: isoDateString.nullable(),
  passport: passportInput.nullable(),
})
export type TravelProfileInput = z.input<typeof travelProfileInput>

/** A saved traveller, as answered. The title is the checkout's, so choosing one fills the lead traveller as is. */
export const traveller = z.object({
  id: z.number().int(),
  title: guestTitle,
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  relation: z.enum(TRAVELLER_RELATIONS),
  passport: passportAnswer.nullable(),
})
export type Traveller = z.infer<typeof traveller>
export const travellerAnswer = z.object({ status: z.literal(true), data: traveller })
export const travellersAnswer = z.object({ status: z.literal(true), data: z.array(traveller) })

/** POST /api/travellers/save: a new traveller (no `id`) or a change to one of the member's own. */
export const travellerInput = z.strictObject({
  id: int(1).optional(),
  title: guestTitle,
  firstName: personName,
  lastName: personName,
  dateOfBirth: isoDateString.nullable(),
  relation: z.enum(TRAVELLER_RELATIONS),
  passport: passportInput.nullable(),
})
export type TravellerInput = z.input<typeof travellerInput>

/** POST /api/travellers/remove. */
export const travellerRef = z.strictObject({ id: int(1) })

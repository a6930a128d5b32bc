import { z } from 'zod'
import { titleOptions } from '@contract/constants'
import { mailedKey, newPassword, profile, sanitiseEmail } from '@contract/schemas/auth'
import { currencyCode, isoDateString } from '@contract/schemas/booking'
import { int, sanitisedText, text } from '@contract/schemas/fields'
import { EMAIL_PATTERN, personName } from '@contract/schemas/sign-up'

/*
 * The member's and the agent's own area (issue 17; docs/api.md "My account"): their details, the
 * language and currency they prefer, email and password changes, their sessions, a copy of their
 * data and the deletion of their account. Shared by the server (validation, answers) and the
 * client (src/api/account.ts). Every call acts on the signed-in user only.
 */

/** A phone as the picker and the number field give it: the country's ISO code (a prefix names several) and digits. */
export const phoneInput = z.strictObject({
  countryCode: text().regex(/^[A-Z]{2}(-[A-Z]{2,3})?$/, 'must be a country code like GB'),
  number: text().regex(/^\d{4,15}$/, 'must be 4 to 15 digits'),
})
export type PhoneInput = z.infer<typeof phoneInput>

/** A phone as answered: the picker's country (null when only the prefix is known), its prefix, the digits. */
export const phoneAnswer = z.object({ countryCode: z.string().nullable(), isdCode: z.string(), number: z.string() })
export type Phone = z.infer<typeof phoneAnswer>

/** An email typed into one of our forms: control characters dropped, trimmed, lower-cased, the standard pattern. */
export const typedEmail = sanitisedText(320, sanitiseEmail).pipe(z.string().regex(EMAIL_PATTERN, 'must be an email address'))

/** A password to check, as typed (stored ones may be up to 128 characters). */
export const currentPassword = text().min(1, 'Please Enter Password').max(128)

/** A language the product speaks: en-US, es-ES… (the organisation's list decides which are offered). */
export const localeCode = text().regex(/^[a-z]{2,3}-[A-Z]{2}$/, 'must be a language like en-US')

/** What /user-details shows and edits. `pendingEmail`: a change asked for and not yet confirmed from the new address. */
export const accountDetails = z.object({
  title: z.enum(titleOptions).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  pendingEmail: z.string().nullable(),
  phone: phoneAnswer.nullable(),
  nationalityId: z.number().int().nullable(),
  language: z.string(),
  currency: z.string(),
  role: z.enum(['member', 'agent']),
  /** False for an account that signs in only through SSO or a social provider: nothing to check a password against. */
  hasPassword: z.boolean(),
})
export type AccountDetails = z.infer<typeof accountDetails>
export const accountDetailsAnswer = z.object({ status: z.literal(true), data: accountDetails })

/** POST /api/profile/updateDetails: name, title, phone and nationality (the email changes through its own call). */
export const updateDetailsRequest = z.strictObject({
  title: z.enum(titleOptions),
  firstName: personName,
  lastName: personName,
  phone: phoneInput.nullable(),
  nationalityId: int(1).nullable(),
})
export type UpdateDetailsRequest = z.input<typeof updateDetailsRequest>

/** POST /api/profile/updatePrefCurrLang (SPEC §7; the shape is ours): the language and currency the member prefers. */
export const preferenceRequest = z
  .strictObject({ language: localeCode.optional(), currency: currencyCode.optional() })
  .refine((r) => r.language !== undefined || r.currency !== undefined, { message: 'send a language, a currency or both' })
export type PreferenceRequest = z.input<typeof preferenceRequest>
export const preferenceAnswer = z.object({ status: z.literal(true), result: profile })

/** POST /api/profile/changeEmail: a link goes to the new address; the change waits for it (and for the password). */
export const changeEmailRequest = z.strictObject({ email: typedEmail, password: currentPassword })
export const changeEmailAnswer = z.object({ status: z.literal(true), data: z.object({ pendingEmail: z.string() }) })

/** POST /api/profile/confirmEmail: the key of the link mailed to the new address. */
export const confirmEmailRequest = z.strictObject({ key: mailedKey })
export const confirmEmailAnswer = z.object({ status: z.literal(true), data: z.object({ email: z.string() }) })

/** POST /api/profile/changePassword: the current password, then a new one twice (docs/rules.md#password). */
export const updatePasswordRequest = z
  .strictObject({ currentPassword, password: newPassword, confirmPassword: text().max(128) })
  .refine((r) => r.password === r.confirmPassword, { message: 'Passwords Do Not Match', path: ['confirmPassword'] })
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequest>
/** `signedOut`: how many other sessions the change ended. */
export const updatePasswordAnswer = z.object({ status: z.literal(true), data: z.object({ signedOut: z.number().int() }) })

/** One signed-in session of the user, as the list of active sessions shows it. */
export const activeSession = z.object({
  /** The session's public id (the sign-in answer's `token`); names it in revokeSession. */
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  /** "Windows", "iPhone", "Android phone"…, or null when the browser did not say. */
  device: z.string().nullable(),
  /** "Firefox 128", "Safari"…, or null. */
  browser: z.string().nullable(),
  /** The country a trusted proxy placed the sign-in in (ISO code), or null. */
  country: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
})
export type ActiveSession = z.infer<typeof activeSession>
export const sessionsAnswer = z.object({ status: z.literal(true), data: z.array(activeSession) })

/** POST /api/profile/revokeSession: ends one of the user's other sessions, by its public id. */
export const revokeSessionRequest = z.strictObject({
  id: text().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'must be a session id'),
})

/** POST /api/profile/export: everything we hold about the user, as one JSON document. */
export const exportAnswer = z.object({ status: z.literal(true), data: z.record(z.string(), z.unknown()) })

/** POST /api/profile/deleteAccount: confirmed by the password (an account without one types its email). */
export const deleteAccountRequest = z.strictObject({ password: currentPassword })
/** A booking that still stands and starts or ends today or later: it must be cancelled before the account can go. */
export const upcomingBooking = z.object({ confirmationNumber: z.string(), title: z.string(), startsOn: isoDateString })
export type UpcomingBooking = z.infer<typeof upcomingBooking>
/** The refusal of a deletion while bookings stand (409 UPCOMING_BOOKINGS), naming them. */
export const upcomingBookingsRefusal = z.object({
  status: z.literal(false),
  message: z.string(),
  code: z.literal('UPCOMING_BOOKINGS'),
  bookings: z.array(upcomingBooking),
})

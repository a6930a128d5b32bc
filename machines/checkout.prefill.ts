import countries from '@/data/countries.json'
import type { Profile, SignInResult } from '@contract/schemas/auth'
import { userTypes } from '@contract/constants'
import type { GuestPrefill } from '@machines/checkout.context'

/**
 * The phone country of a profile: its dialling prefix names several countries (+1), so the
 * member's own country wins when it has that prefix, then the list's default entry, then the first.
 */
function phoneCountryOf(isdCode: string | null, countryCode: string | null): GuestPrefill['phoneCountry'] {
  const sharing = countries.filter((c) => c.isdCode === isdCode)
  const entry =
    sharing.find((c) => countryCode && c.countryCode.toUpperCase() === countryCode.toUpperCase()) ??
    sharing.find((c) => c.default_country === 'true') ??
    sharing[0]
  return entry ? { countryCode: entry.countryCode, isdCode: entry.isdCode } : undefined
}

/** The checkout's title for the account's (sign-up offers Miss, Mr, Mrs; the booking Mr, Mrs, Ms, Mx, Dr). */
const BOOKING_TITLE: Record<string, string> = { Miss: 'Ms', Mr: 'Mr', Mrs: 'Mrs' }

/**
 * What a signed-in member's profile fills in at the checkout: title, first name (the profile's
 * username), last name, email, and the phone — its country (the ISO code the member chose in My
 * account, else told apart by the prefix) and number. Agents book for clients, so nothing of
 * theirs is filled in; guests have no profile.
 */
export function prefillOf(profile: Profile | SignInResult | null): GuestPrefill | null {
  if (!profile || profile.usr_type === userTypes.agent) return null
  // Stryker disable next-line ConditionalExpression: a sign-in result has no userCountryCode, so reading it gives undefined, which picks no country as null does
  const countryCode = profile.phone_country ?? ('userCountryCode' in profile ? profile.userCountryCode : null)
  const phoneCountry = phoneCountryOf(profile.phone_country_code, countryCode)
  // Stryker disable next-line ConditionalExpression: looking up a missing or empty title gives undefined too
  const title = profile.title ? BOOKING_TITLE[profile.title] : undefined
  return {
    ...(title ? { title } : {}),
    firstName: profile.username,
    lastName: profile.last_name,
    email: profile.email,
    ...(phoneCountry ? { phoneCountry } : {}),
    ...(profile.phone_number ? { phoneNumber: profile.phone_number } : {}),
  }
}

/** A client the agent books for ("Book for this client"): the whole lead traveller. */
export type ClientPrefill = {
  title: string
  firstName: string
  lastName: string
  email: string
  phone: { countryCode: string | null; isdCode: string; number: string }
}

/** What an agent's chosen client fills in at the checkout. */
export function clientPrefillOf(client: ClientPrefill): GuestPrefill {
  const phoneCountry = phoneCountryOf(client.phone.isdCode, client.phone.countryCode)
  return {
    title: client.title,
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    phoneNumber: client.phone.number,
    ...(phoneCountry ? { phoneCountry } : {}),
  }
}

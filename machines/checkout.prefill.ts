import countries from '@/data/countries.json'
import type { Profile, SignInResult } from '@contract/schemas/auth'
import { userTypes } from '@contract/constants'
import type { GuestPrefill } from '@machines/checkout.context'

/**
 * The phone country of a profile: its dialling prefix names several countries (+1), so the
 * member's own country wins when it has that prefix, then the list's default entry, then the first.
 */
function phoneCountryOf(isdCode: string | null, countryCode: string | null): GuestPrefill['phoneCountry'] {
  if (!isdCode) return undefined
  const sharing = countries.filter((c) => c.isdCode === isdCode)
  const entry =
    sharing.find((c) => countryCode && c.countryCode.toUpperCase() === countryCode.toUpperCase()) ??
    sharing.find((c) => c.default_country === 'true') ??
    sharing[0]
  return entry ? { countryCode: entry.countryCode, isdCode: entry.isdCode } : undefined
}

/**
 * What a signed-in member's profile fills in at the checkout: first name (the profile's
 * username), last name, email and the phone's country; the profile holds no title or number.
 * Agents book for clients, so nothing of theirs is filled in; guests have no profile.
 */
export function prefillOf(profile: Profile | SignInResult | null): GuestPrefill | null {
  if (!profile || profile.usr_type === userTypes.agent) return null
  const countryCode = 'userCountryCode' in profile ? profile.userCountryCode : null
  const phoneCountry = phoneCountryOf(profile.phone_country_code, countryCode)
  return {
    firstName: profile.username,
    lastName: profile.last_name,
    email: profile.email,
    ...(phoneCountry ? { phoneCountry } : {}),
  }
}

import countries from '@/data/countries.json'
import type { Profile, SignInResult } from '@contract/schemas/auth'
import { userTypes } from '@contract/constants'
import type { CheckoutContext, CheckoutSession } from '@machines/checkout.context'
import type { PeopleOnFile } from '@machines/checkout.flight'
import { keepTyped, type GuestForm } from '@machines/checkout.rules'

/** What the signed-in member's profile fills in; null for guests and for agents (they book for clients). */
export type GuestPrefill = Partial<Pick<GuestForm, 'title' | 'firstName' | 'lastName' | 'email' | 'phoneCountry' | 'phoneNumber'>>

/** A member's saved traveller the checkout offers under "Who's travelling?" (issue 17); a flight's passengers also take the date of birth and the passport's country. */
export type TravellerChoice = {
  id: number
  title: string
  firstName: string
  lastName: string
  dateOfBirth?: string | null
  nationality?: string | null
}
/** What the member's travel profile says of them for a flight: date of birth and the passport's country. */
export type TravelProfileFacts = { dateOfBirth: string | null; nationality: string | null }
/** Who the lead traveller is: the member, one of their saved travellers, or someone else (typed in). */
export type TravellerPick = 'self' | 'other' | number

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

/** The profile's values go into the fields still empty; what the visitor typed stays. */
export function withPrefill(form: GuestForm, prefill: GuestPrefill | null): GuestForm {
  if (!prefill) return form
  const pick = (field: 'title' | 'firstName' | 'lastName' | 'email' | 'phoneNumber') =>
    form[field] === '' && prefill[field] ? keepTyped(field, prefill[field]) : form[field]
  const untouchedPhone = form.phoneNumber === ''
  return {
    ...form,
    title: pick('title'),
    firstName: pick('firstName'),
    lastName: pick('lastName'),
    email: pick('email'),
    phoneNumber: pick('phoneNumber'),
    phoneCountry: untouchedPhone && prefill.phoneCountry ? prefill.phoneCountry : form.phoneCountry,
  }
}

/** "Who's travelling?" is asked of a member whose profile fills the form: the member first. */
export const travellerPickOf = (session: CheckoutSession, prefill: GuestPrefill | null): TravellerPick | null =>
  session.kind === 'member' && prefill !== null ? 'self' : null

/**
 * The lead traveller's title and names for a pick: the member's own (the profile's), a saved
 * traveller's, or empty for someone else; the contact email and phone stay the member's.
 */
export function withTraveller(c: CheckoutContext, pick: TravellerPick): GuestForm {
  const chosen = c.travellers.find((t) => t.id === pick)
  const names =
    pick === 'self'
      ? { title: c.prefill?.title ?? '', firstName: c.prefill?.firstName ?? '', lastName: c.prefill?.lastName ?? '' }
      : chosen
        ? { title: chosen.title, firstName: chosen.firstName, lastName: chosen.lastName }
        : { title: '', firstName: '', lastName: '' }
  return {
    ...c.form,
    // Stryker disable next-line StringLiteral: keepTyped cuts a title as any field it does not name (8 characters)
    title: keepTyped('title', names.title),
    firstName: keepTyped('firstName', names.firstName),
    lastName: keepTyped('lastName', names.lastName),
  }
}

/** Who a member can fill a flight's passenger from: themselves (the profile's names, date of birth, passport country) and their saved travellers. */
export const peopleOf = (c: CheckoutContext): PeopleOnFile => ({
  self:
    c.session.kind === 'member' && c.prefill
      ? {
          firstName: c.prefill.firstName ?? '',
          lastName: c.prefill.lastName ?? '',
          dateOfBirth: c.profile?.dateOfBirth ?? null,
          nationality: c.profile?.nationality ?? null,
        }
      : null,
  travellers: c.travellers.map((t) => ({
    id: t.id,
    firstName: t.firstName,
    lastName: t.lastName,
    dateOfBirth: t.dateOfBirth ?? null,
    nationality: t.nationality ?? null,
  })),
})

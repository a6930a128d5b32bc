import { describe, expect, it } from 'vitest'
import type { Profile, SignInResult } from '@contract/schemas/auth'
import { clientPrefillOf, prefillOf, type ClientPrefill } from '@machines/checkout.prefill'

/*
 * What a profile fills in at the checkout (machines/checkout.prefill.ts): nothing for a guest or
 * an agent, the booking's title for the account's, and the phone's country told apart among the
 * countries sharing a prefix (the member's own, then the list's default, then the first).
 */

const signIn: SignInResult = {
  token: 'session-token',
  username: 'Maria',
  email: 'member@example.com',
  currency_code: 'USD',
  language: 'en-US',
  nationality: null,
  userId: 2,
  role: 'member',
  last_name: 'Member',
  is_promotion: false,
  subscription_details: [],
  display_price: true,
  credit_limit: null,
  credit_limit_currency: null,
  phone_country_code: null,
  access_code: null,
  usr_type: 2,
  can_user_book: 1,
}
const profileOf = (more: Partial<Profile> = {}): Profile => ({ ...signIn, userCountryCode: null, ...more })
const names = { firstName: 'Maria', lastName: 'Member', email: 'member@example.com' }

describe('prefillOf', () => {
  it('fills in nothing for a guest or an agent', () => {
    expect(prefillOf(null)).toBeNull()
    expect(prefillOf(profileOf({ usr_type: 1, role: 'agent', title: 'Mr', phone_country_code: '+1', phone_number: '5551234' }))).toBeNull()
  })

  it("fills in a member's names and email, and nothing they have not given", () => {
    expect(prefillOf(profileOf())).toStrictEqual(names)
    expect(prefillOf(profileOf({ title: null, phone_number: null, phone_country: null }))).toStrictEqual(names)
    expect(prefillOf(profileOf({ phone_number: '' }))).toStrictEqual(names)
  })

  it("gives the booking's title for the account's, and none for a title the booking does not know", () => {
    expect(prefillOf(profileOf({ title: 'Miss' }))).toStrictEqual({ title: 'Ms', ...names })
    expect(prefillOf(profileOf({ title: 'Mr' }))).toStrictEqual({ title: 'Mr', ...names })
    expect(prefillOf(profileOf({ title: 'Mrs' }))).toStrictEqual({ title: 'Mrs', ...names })
    expect(prefillOf(profileOf({ title: 'Dr' }))).toStrictEqual(names)
    expect(prefillOf(profileOf({ title: '' }))).toStrictEqual(names)
  })

  it('fills in the phone number and the country the member chose for its prefix', () => {
    expect(prefillOf(profileOf({ phone_country_code: '+1', phone_country: 'CA', phone_number: '4165550100' }))).toStrictEqual({
      ...names,
      phoneCountry: { countryCode: 'CA', isdCode: '+1' },
      phoneNumber: '4165550100',
    })
    expect(prefillOf(profileOf({ phone_country_code: '+44', phone_country: 'GB', userCountryCode: 'JE' }))).toStrictEqual({
      ...names,
      phoneCountry: { countryCode: 'GB', isdCode: '+44' },
    })
  })

  it("tells the prefix's country by the account's country, in any case, when no phone country was chosen", () => {
    expect(prefillOf(profileOf({ phone_country_code: '+1', userCountryCode: 'ca' }))).toStrictEqual({
      ...names,
      phoneCountry: { countryCode: 'CA', isdCode: '+1' },
    })
    expect(prefillOf(profileOf({ phone_country_code: '+44', phone_country: null, userCountryCode: 'gb' }))).toStrictEqual({
      ...names,
      phoneCountry: { countryCode: 'GB', isdCode: '+44' },
    })
  })

  it("takes the list's default country for a shared prefix, else the first, and none for an unknown prefix", () => {
    // A sign-in result has no account country: +1 is the United States, the list's default.
    expect(prefillOf({ ...signIn, phone_country_code: '+1' })).toStrictEqual({
      ...names,
      phoneCountry: { countryCode: 'US', isdCode: '+1' },
    })
    expect(prefillOf(profileOf({ phone_country_code: '+1', userCountryCode: 'FR' }))).toStrictEqual({
      ...names,
      phoneCountry: { countryCode: 'US', isdCode: '+1' },
    })
    // +44 has no default: Guernsey comes first.
    expect(prefillOf(profileOf({ phone_country_code: '+44' }))).toStrictEqual({
      ...names,
      phoneCountry: { countryCode: 'GG', isdCode: '+44' },
    })
    expect(prefillOf(profileOf({ phone_country_code: '+33' }))).toStrictEqual({
      ...names,
      phoneCountry: { countryCode: 'FR', isdCode: '+33' },
    })
    expect(prefillOf(profileOf({ phone_country_code: '+999', phone_number: '123' }))).toStrictEqual({ ...names, phoneNumber: '123' })
    expect(prefillOf(profileOf({ phone_country_code: '', phone_country: 'FR' }))).toStrictEqual(names)
  })
})

describe('clientPrefillOf', () => {
  const client: ClientPrefill = {
    title: 'Dr',
    firstName: 'Carl',
    lastName: 'Client',
    email: 'carl@example.com',
    phone: { countryCode: 'JE', isdCode: '+44', number: '7700900123' },
  }
  const filled = { title: 'Dr', firstName: 'Carl', lastName: 'Client', email: 'carl@example.com', phoneNumber: '7700900123' }

  it("fills in the whole lead traveller, the phone's country as the client's", () => {
    expect(clientPrefillOf(client)).toStrictEqual({ ...filled, phoneCountry: { countryCode: 'JE', isdCode: '+44' } })
  })

  it("takes the prefix's default country without the client's, and none for an unknown prefix", () => {
    expect(clientPrefillOf({ ...client, phone: { countryCode: null, isdCode: '+1', number: '7700900123' } })).toStrictEqual({
      ...filled,
      phoneCountry: { countryCode: 'US', isdCode: '+1' },
    })
    expect(clientPrefillOf({ ...client, phone: { countryCode: 'JE', isdCode: '+999', number: '7700900123' } })).toStrictEqual(filled)
  })
})

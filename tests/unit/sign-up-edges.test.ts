import { describe, expect, it, vi } from 'vitest'
import type { InvitationAnswer } from '@contract/schemas/sign-up'
import {
  accessCodeShown,
  defaultNationalityId,
  detailsError,
  detailsFromInvitation,
  keepTyped,
  passwordError,
  type Details,
} from '@machines/sign-up.rules'
import { DEFAULT_PHONE_COUNTRY, phoneCountryOf } from '@machines/sign-up.countries'
import { buildSignUpPayload, type SignUpPayloadInput } from '@machines/sign-up.payload'
import { initialContext, loadPrepared, withPrepared, type PrepareCalls } from '@machines/sign-up.context'
import { invitation, nationalities, signUpInput } from '../helpers/sign-up-model'

/**
 * The sign-up rules, phone countries, payload and context helpers at their edges: each rule's last
 * passing and first failing value, and the whole object each builder returns.
 */

const filled: Details = {
  accessCode: 'TRAVEL2026',
  email: 'ana@example.com',
  title: 'Mrs',
  firstName: 'Ana',
  lastName: 'Silva',
  nationalityId: '235',
  phoneCountry: { countryCode: 'US', isdCode: '+1' },
  phoneNumber: '',
}
const emailPath = { accessCodeShown: true, social: false }

describe('sign-up details rules at their edges', () => {
  it('passes filled details, with one character in each required field', () => {
    expect(detailsError(filled, emailPath)).toBeNull()
    expect(detailsError({ ...filled, accessCode: 'A', title: 'Mr', firstName: 'A', lastName: 'B' }, emailPath)).toBeNull()
  })

  it('asks for the access code only while it shows', () => {
    expect(detailsError({ ...filled, accessCode: '' }, emailPath)).toBe('ACCESS_CODE_REQUIRED')
    expect(detailsError({ ...filled, accessCode: ' \t' }, emailPath)).toBe('ACCESS_CODE_REQUIRED')
    expect(detailsError({ ...filled, accessCode: '' }, { accessCodeShown: false, social: false })).toBeNull()
  })

  it('checks the email as it will be sent: trimmed and lower-cased', () => {
    expect(detailsError({ ...filled, email: '  Ana@Example.COM  ' }, emailPath)).toBeNull()
    expect(detailsError({ ...filled, email: '   ' }, emailPath)).toBe('EMAIL_ID_REQUIRED')
    expect(detailsError({ ...filled, email: 'ana@example' }, emailPath)).toBe('EMAIL_INVALID')
  })

  it('does not check the email of a social user, whose email is the provider’s', () => {
    expect(detailsError({ ...filled, email: '' }, { accessCodeShown: true, social: true })).toBeNull()
    expect(detailsError({ ...filled, email: 'not-an-email' }, { accessCodeShown: false, social: true })).toBeNull()
    expect(detailsError({ ...filled, email: '', title: '' }, { accessCodeShown: false, social: true })).toBe('TITLE_REQUIRED')
  })

  it('requires a title, and names that are more than spaces', () => {
    expect(detailsError({ ...filled, title: '' }, emailPath)).toBe('TITLE_REQUIRED')
    expect(detailsError({ ...filled, firstName: ' ' }, emailPath)).toBe('FIRST_NAME_REQUIRED')
    expect(detailsError({ ...filled, lastName: ' ' }, emailPath)).toBe('LAST_NAME_REQUIRED')
    expect(detailsError({ ...filled, firstName: '', lastName: '' }, emailPath)).toBe('FIRST_NAME_REQUIRED')
  })
})

describe('sign-up password rules at their edges', () => {
  const ok = { password: 'Secret#2', confirmPassword: 'Secret#2', termsAccepted: true }

  it('passes 8 and 13 characters, refuses 7 and 14', () => {
    expect(passwordError(ok)).toBeNull()
    expect(passwordError({ ...ok, password: 'Secret#2026ab', confirmPassword: 'Secret#2026ab' })).toBeNull()
    expect(passwordError({ ...ok, password: 'Secre#2', confirmPassword: 'Secre#2' })).toBe('PASSWORD_RULES')
    expect(passwordError({ ...ok, password: 'Secret#2026abc', confirmPassword: 'Secret#2026abc' })).toBe('PASSWORD_RULES')
  })

  it('checks the rules, then the match, then the terms', () => {
    expect(passwordError({ password: 'short', confirmPassword: 'other', termsAccepted: false })).toBe('PASSWORD_RULES')
    expect(passwordError({ ...ok, confirmPassword: 'Secret#3', termsAccepted: false })).toBe('PASSWORDS_DIFFER')
    expect(passwordError({ ...ok, confirmPassword: 'secret#2' })).toBe('PASSWORDS_DIFFER')
    expect(passwordError({ ...ok, termsAccepted: false })).toBe('TERMS_REQUIRED')
  })
})

describe('what each sign-up field keeps of what is typed', () => {
  it('keeps only name characters in both names, 60 at most', () => {
    expect(keepTyped('firstName', 'Ana1 <b>')).toBe('Ana b')
    expect(keepTyped('lastName', 'Silva2')).toBe('Silva')
    expect(keepTyped('lastName', 'a'.repeat(61))).toBe('a'.repeat(60))
  })

  it('keeps the phone’s digits only, 15 at most', () => {
    expect(keepTyped('phoneNumber', '+44 (0)7700')).toBe('4407700')
    expect(keepTyped('phoneNumber', '1'.repeat(16))).toBe('1'.repeat(15))
  })

  it('keeps an email as typed up to 320 characters, the other fields up to 64', () => {
    expect(keepTyped('email', 'A b<c>1')).toBe('A b<c>1')
    expect(keepTyped('email', 'e'.repeat(320))).toBe('e'.repeat(320))
    expect(keepTyped('email', 'e'.repeat(321))).toBe('e'.repeat(320))
    expect(keepTyped('accessCode', 'Code 1-2')).toBe('Code 1-2')
    expect(keepTyped('accessCode', 'c'.repeat(64))).toBe('c'.repeat(64))
    expect(keepTyped('accessCode', 'c'.repeat(65))).toBe('c'.repeat(64))
    expect(keepTyped('title', 't'.repeat(65))).toBe('t'.repeat(64))
    expect(keepTyped('nationalityId', '232')).toBe('232')
  })
})

describe('whether the access code shows', () => {
  const on = { accessCodeEnabled: true, referralReplacesAccessCode: true, referralCode: null }

  it('shows when the feature is on and no referral code replaces it', () => {
    expect(accessCodeShown(on)).toBe(true)
    expect(accessCodeShown({ ...on, referralReplacesAccessCode: false, referralCode: 'REF1' })).toBe(true)
  })

  it('hides when the feature is off, or a referral code (even an empty one) replaces it', () => {
    expect(accessCodeShown({ ...on, accessCodeEnabled: false })).toBe(false)
    expect(accessCodeShown({ ...on, accessCodeEnabled: false, referralReplacesAccessCode: false })).toBe(false)
    expect(accessCodeShown({ ...on, referralCode: 'REF1' })).toBe(false)
    expect(accessCodeShown({ ...on, referralCode: '' })).toBe(false)
  })
})

describe('the default nationality at its edges', () => {
  it("matches the invitation's country whatever its case, on either side", () => {
    expect(defaultNationalityId(nationalities, { ...invitation, countrycode: 'gb' })).toBe(232)
    const lower = [{ nationalityId: 44, nationalityName: 'British', nationalityCode: 'gb' }]
    expect(defaultNationalityId(lower, { ...invitation, countrycode: 'GB' })).toBe(44)
  })

  it('falls back to the US entry for no, an empty or an unknown invitation country', () => {
    expect(defaultNationalityId(nationalities, { ...invitation, countrycode: null })).toBe(235)
    expect(defaultNationalityId(nationalities, { ...invitation, countrycode: '' })).toBe(235)
    expect(defaultNationalityId(nationalities, { ...invitation, countrycode: 'ZZ' })).toBe(235)
  })

  it('falls back to id 1 when the list has neither', () => {
    const noUs = nationalities.filter((n) => n.nationalityCode !== 'US')
    expect(defaultNationalityId(noUs, null)).toBe(1)
    expect(defaultNationalityId(noUs, invitation)).toBe(232)
    expect(defaultNationalityId([], invitation)).toBe(1)
  })
})

describe('the details an invitation fills in', () => {
  const typed: Details = { ...filled, phoneNumber: '5550100' }

  it("replaces email, title, names, phone and its country with the invitation's", () => {
    expect(detailsFromInvitation(typed, invitation, { countryCode: 'GB', isdCode: '+44' })).toStrictEqual({
      accessCode: 'TRAVEL2026',
      email: 'invitee@example.com',
      title: 'Mrs',
      firstName: 'Jane',
      lastName: 'Traveller',
      nationalityId: '235',
      phoneCountry: { countryCode: 'GB', isdCode: '+44' },
      phoneNumber: '7700900123',
    })
  })

  it('keeps what the invitation lacks, and cleans what it gives', () => {
    const sparse = { ...invitation, email: '', title: null, firstname: '123', lastname: '', phonenumber: null }
    expect(detailsFromInvitation({ ...typed, title: 'Mr' }, sparse, null)).toStrictEqual({ ...typed, title: 'Mr' })
    expect(detailsFromInvitation(typed, { ...invitation, firstname: 'Jane2', phonenumber: '+44 7700' }, null)).toStrictEqual({
      ...typed,
      email: 'invitee@example.com',
      firstName: 'Jane',
      lastName: 'Traveller',
      phoneNumber: '447700',
    })
    expect(detailsFromInvitation(typed, { ...invitation, phonenumber: '' }, null).phoneNumber).toBe('5550100')
  })
})

describe('the phone country of an ISO code', () => {
  it('finds the code whatever its case, with its dialling prefix', () => {
    expect(phoneCountryOf('GB')).toStrictEqual({ countryCode: 'GB', isdCode: '+44' })
    expect(phoneCountryOf('gb')).toStrictEqual({ countryCode: 'GB', isdCode: '+44' })
    expect(phoneCountryOf('TT')).toStrictEqual({ countryCode: 'TT', isdCode: '+1-868' })
  })

  it('is null for no code, an empty one and one the list lacks', () => {
    expect(phoneCountryOf(null)).toBeNull()
    expect(phoneCountryOf(undefined)).toBeNull()
    expect(phoneCountryOf('')).toBeNull()
    expect(phoneCountryOf('ZZ')).toBeNull()
  })

  it('defaults to the United States, +1', () => {
    expect(DEFAULT_PHONE_COUNTRY).toStrictEqual({ countryCode: 'US', isdCode: '+1' })
  })
})

describe('the sign-up payload, whole', () => {
  const base: SignUpPayloadInput = {
    ...signUpInput(),
    details: { ...filled, accessCode: '  TRAVEL2026 ', email: ' Ana@Example.COM ', firstName: ' Ana ', lastName: ' Silva ' },
    password: 'Secret#2026',
    social: null,
    accessCodeShown: true,
    mastercode: null,
  }
  const emailPayload = {
    accesscode: 'TRAVEL2026',
    email_id: 'ana@example.com',
    password: 'Secret#2026',
    googletoken: null,
    fbtoken: null,
    nationality: 235,
    site_url: 'https://travel.example',
    mastercode: null,
    referral_code: null,
    referral_org: null,
    language: 'en-US',
    title: 'Mrs',
    site_id: 7,
    client_ip_address: null,
    true_client_ip: null,
    trip_id: null,
    promotions: { isPromotionVisited: false },
    invitation_key: null,
    userdetails: {
      email_id: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'Silva',
      country_code: null,
      mobile_no: null,
      mobile_country_code: null,
    },
  }

  it('sends an email sign-up trimmed and lower-cased, with no phone when none was typed', () => {
    expect(buildSignUpPayload(base)).toStrictEqual(emailPayload)
  })

  it("sends the link's and invitation's values, the plan, and the phone with its country", () => {
    const payload = buildSignUpPayload({
      ...base,
      details: { ...base.details, phoneNumber: '7700900123', phoneCountry: { countryCode: 'GB', isdCode: '+44' } },
      referralCode: 'REF1',
      referralOrg: 'ORG1',
      tripId: 'TRIP-1',
      invitationKey: 'KEY-1',
      mastercode: 'MC-1',
      isPromotionVisited: true,
      planCode: 'CLUB_ANNUAL',
    })
    expect(payload).toStrictEqual({
      ...emailPayload,
      referral_code: 'REF1',
      referral_org: 'ORG1',
      trip_id: 'TRIP-1',
      invitation_key: 'KEY-1',
      mastercode: 'MC-1',
      promotions: { isPromotionVisited: true },
      plan_code: 'CLUB_ANNUAL',
      userdetails: { ...emailPayload.userdetails, country_code: 'GB', mobile_no: '7700900123', mobile_country_code: '+44' },
    })
  })

  it('sends no access code when it is hidden, and no plan code for an empty or null plan', () => {
    expect(buildSignUpPayload({ ...base, accessCodeShown: false, planCode: '' })).toStrictEqual({ ...emailPayload, accesscode: null })
    expect(buildSignUpPayload({ ...base, planCode: null })).toStrictEqual(emailPayload)
  })

  it('sends nationality 1 for an empty or zero id', () => {
    expect(buildSignUpPayload({ ...base, details: { ...base.details, nationalityId: '' } }).nationality).toBe(1)
    expect(buildSignUpPayload({ ...base, details: { ...base.details, nationalityId: '0' } }).nationality).toBe(1)
    expect(buildSignUpPayload({ ...base, details: { ...base.details, nationalityId: '2' } }).nationality).toBe(2)
  })

  it("sends a Google user's token and the provider's email, with no password", () => {
    const profile = { provider: 'google' as const, email: 'ana@gmail.example', first_name: 'Ana', last_name: 'Silva' }
    const payload = buildSignUpPayload({ ...base, password: 'ignored', social: { provider: 'google', token: 'g-token', profile } })
    expect(payload).toStrictEqual({
      ...emailPayload,
      email_id: 'ana@gmail.example',
      password: null,
      googletoken: 'g-token',
      userdetails: { ...emailPayload.userdetails, email_id: 'ana@gmail.example' },
    })
  })

  it("sends a Facebook user's token, and the typed email while the profile is unknown", () => {
    const payload = buildSignUpPayload({ ...base, password: null, social: { provider: 'facebook', token: 'fb-token', profile: null } })
    expect(payload).toStrictEqual({ ...emailPayload, password: null, fbtoken: 'fb-token' })
  })
})

describe('the sign-up context', () => {
  it('starts from the input with empty details, nationality id 1 and the input’s phone country', () => {
    const input = signUpInput({ phoneCountry: { countryCode: 'GB', isdCode: '+44' } })
    expect(initialContext(input)).toStrictEqual({
      ...input,
      nationalities: [],
      invitation: null,
      invitationError: null,
      social: null,
      details: {
        accessCode: '',
        email: '',
        title: '',
        firstName: '',
        lastName: '',
        nationalityId: '1',
        phoneCountry: { countryCode: 'GB', isdCode: '+44' },
        phoneNumber: '',
      },
      password: '',
      confirmPassword: '',
      termsAccepted: false,
      error: null,
    })
  })
})

describe('what the preparing step loads', () => {
  const calls = (answer: () => Promise<InvitationAnswer>) => {
    const getNationalities = vi.fn(async (_signal?: AbortSignal) => nationalities)
    const getInvitation = vi.fn((_key: string, _signal?: AbortSignal) => answer())
    return { getNationalities, getInvitation } satisfies PrepareCalls
  }
  const signal = new AbortController().signal

  it("loads the list and the link's invitation, passing the key and the signal", async () => {
    const c = calls(async () => ({ status: true, data: invitation }))
    expect(await loadPrepared(c, 'KEY-1', signal)).toStrictEqual({ nationalities, invitation, invitationError: null })
    expect(c.getNationalities.mock.calls).toEqual([[signal]])
    expect(c.getInvitation.mock.calls).toEqual([['KEY-1', signal]])
  })

  it("keeps the refusal's code when the invitation cannot be used", async () => {
    const c = calls(async () => ({ status: false, message: 'USED', code: 'INVITATION_USED' }))
    expect(await loadPrepared(c, 'KEY-1')).toStrictEqual({ nationalities, invitation: null, invitationError: 'INVITATION_USED' })
  })

  it('counts a failed invitation call as no invitation', async () => {
    const c = calls(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await loadPrepared(c, 'KEY-1')).toStrictEqual({ nationalities, invitation: null, invitationError: null })
  })

  it('asks for no invitation without a key, or with an empty one', async () => {
    const c = calls(async () => ({ status: true, data: invitation }))
    expect(await loadPrepared(c, null)).toStrictEqual({ nationalities, invitation: null, invitationError: null })
    expect(await loadPrepared(c, '')).toStrictEqual({ nationalities, invitation: null, invitationError: null })
    expect(c.getInvitation).not.toHaveBeenCalled()
  })
})

describe('applying what was prepared', () => {
  const context = initialContext(signUpInput({ language: 'fr-FR' }))

  it("fills the invitation's details, its country's phone prefix and nationality, language and trip", () => {
    expect(withPrepared(context, { nationalities, invitation: { ...invitation, lang: 'es-ES' }, invitationError: null })).toStrictEqual({
      nationalities,
      invitation: { ...invitation, lang: 'es-ES' },
      invitationError: null,
      details: {
        accessCode: '',
        email: 'invitee@example.com',
        title: 'Mrs',
        firstName: 'Jane',
        lastName: 'Traveller',
        nationalityId: '232',
        phoneCountry: { countryCode: 'GB', isdCode: '+44' },
        phoneNumber: '7700900123',
      },
      language: 'es-ES',
      tripId: 'TRIP-1001',
    })
  })

  it("keeps the link's trip and the active language over an invitation that lacks them", () => {
    const linked = { ...context, tripId: 'TRIP-LINK' }
    const applied = withPrepared(linked, { nationalities, invitation: { ...invitation, lang: null }, invitationError: null })
    expect(applied.tripId).toBe('TRIP-LINK')
    expect(applied.language).toBe('fr-FR')
    const noTrip = withPrepared(context, { nationalities, invitation: { ...invitation, tripid: null }, invitationError: null })
    expect(noTrip.tripId).toBeNull()
  })

  it('keeps the phone country for an invitation country the list lacks', () => {
    const applied = withPrepared(context, { nationalities, invitation: { ...invitation, countrycode: 'ZZ' }, invitationError: null })
    expect(applied.details).toStrictEqual({
      ...context.details,
      email: 'invitee@example.com',
      title: 'Mrs',
      firstName: 'Jane',
      lastName: 'Traveller',
      phoneNumber: '7700900123',
      nationalityId: '235',
    })
  })

  it('without an invitation, only sets the default nationality and keeps the rest', () => {
    expect(withPrepared(context, { nationalities, invitation: null, invitationError: 'INVITATION_EXPIRED' })).toStrictEqual({
      nationalities,
      invitation: null,
      invitationError: 'INVITATION_EXPIRED',
      details: { ...context.details, nationalityId: '235' },
      language: 'fr-FR',
      tripId: null,
    })
  })
})

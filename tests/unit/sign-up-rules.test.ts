import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { defaultNationalityId, detailsError, keepTyped, passwordError, type Details } from '@machines/sign-up.rules'
import { NAME_PATTERN, signUpPayload } from '@contract/schemas/sign-up'
import { buildSignUpPayload } from '@machines/sign-up.payload'
import { invitation, nationalities, signUpInput } from '../helpers/sign-up-model'

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
const email = { accessCodeShown: true, social: false }

describe("details rules (docs/rules.md#sign-up-details), in the table's order", () => {
  it.each([
    [{ accessCode: ' ' }, 'ACCESS_CODE_REQUIRED'],
    [{ email: '' }, 'EMAIL_ID_REQUIRED'],
    [{ email: 'ana@example' }, 'EMAIL_INVALID'],
    [{ email: 'ana example.com' }, 'EMAIL_INVALID'],
    [{ title: '' }, 'TITLE_REQUIRED'],
    [{ firstName: '  ' }, 'FIRST_NAME_REQUIRED'],
    [{ lastName: '' }, 'LAST_NAME_REQUIRED'],
    [{ accessCode: '', email: '', lastName: '' }, 'ACCESS_CODE_REQUIRED'],
    [{ email: '', title: '' }, 'EMAIL_ID_REQUIRED'],
  ] as const)('%j → %s', (change, code) => {
    expect(detailsError({ ...filled, ...change }, email)).toBe(code)
  })

  it('the access code is not asked for when hidden, the email not on the social path', () => {
    expect(detailsError({ ...filled, accessCode: '' }, { accessCodeShown: false, social: false })).toBeNull()
    expect(detailsError({ ...filled, email: '' }, { accessCodeShown: false, social: true })).toBeNull()
  })
})

describe('password step rules', () => {
  it.each([
    ['Secret#2026', 'Secret#2026', true, null],
    ['Sec#20', 'Sec#20', true, 'PASSWORD_RULES'], // 6 characters: the 8 minimum the message states
    ['Secret#20261234', 'Secret#20261234', true, 'PASSWORD_RULES'], // 15: over 13
    ['secret#2026', 'secret#2026', true, 'PASSWORD_RULES'],
    ['Secret2026', 'Secret2026', true, 'PASSWORD_RULES'],
    ['Secret#2026', 'Secret#2027', true, 'PASSWORDS_DIFFER'],
    ['Secret#2026', 'Secret#2026', false, 'TERMS_REQUIRED'],
  ] as const)('%s / %s, terms %s → %s', (password, confirmPassword, termsAccepted, code) => {
    expect(passwordError({ password, confirmPassword, termsAccepted })).toBe(code)
  })
})

describe('what the fields keep of what is typed', () => {
  it('names keep letters of every script, spaces, hyphens and apostrophes', () => {
    for (const name of ['José', 'Zoë', "O'Brien", 'Nguyễn Văn', '山田', 'Анна-Мария', 'محمد', 'D’Arcy', 'Åsa']) {
      expect(keepTyped('firstName', name)).toBe(name)
    }
    expect(keepTyped('lastName', 'Ana<script>1')).toBe('Anascript')
  })

  it('whatever is typed, a name keeps only what the name pattern allows', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (typed) => NAME_PATTERN.test(keepTyped('firstName', typed))))
  })

  it('the phone keeps digits only, at most 15', () => {
    expect(keepTyped('phoneNumber', '+44 (0)7700-900 123 4567 89')).toBe('440770090012345')
    fc.assert(fc.property(fc.string(), (typed) => /^\d{0,15}$/.test(keepTyped('phoneNumber', typed))))
  })
})

describe('default nationality (docs/rules.md#sign-up-flow)', () => {
  it("the invitation's country, else the US entry, else id 1", () => {
    expect(defaultNationalityId(nationalities, invitation)).toBe(232)
    expect(defaultNationalityId(nationalities, { ...invitation, countrycode: 'ZZ' })).toBe(235)
    expect(defaultNationalityId(nationalities, null)).toBe(235)
    expect(defaultNationalityId([], null)).toBe(1)
  })
})

describe('the payload', () => {
  it("is what the server's schema accepts, with the IP fields left for the server", () => {
    const payload = buildSignUpPayload({
      ...signUpInput(),
      details: { ...filled, phoneNumber: '5550100' },
      password: 'Secret#2026',
      social: null,
      accessCodeShown: true,
      mastercode: null,
    })
    expect(payload.client_ip_address).toBeNull()
    expect(payload.true_client_ip).toBeNull()
    expect(signUpPayload.safeParse(payload).success).toBe(true)
  })
})

import type { NationalityEntry } from '@contract/schemas/lookups'
import type { InvitationInfo } from '@contract/schemas/sign-up'
import { EMAIL_PATTERN, keepNameCharacters, keepPhoneDigits } from '@contract/schemas/sign-up'
import { sanitiseEmail } from '@contract/schemas/auth'
import { DEFAULT_NATIONALITY_CODE } from '@contract/constants'
import { meetsPasswordRules } from '@machines/change-password.machine'

/*
 * The sign-up rules of docs/rules.md#sign-up-flow, docs/rules.md#sign-up-details as pure functions, so the machine's guards stay one line
 * each and the tests can call the rules directly.
 */

export type DetailsField = 'accessCode' | 'email' | 'title' | 'firstName' | 'lastName' | 'nationalityId' | 'phoneNumber'
export type Details = {
  accessCode: string
  email: string
  title: string
  firstName: string
  lastName: string
  /** The selected nationality's id, as text (the combobox's value); '' when none. */
  nationalityId: string
  /** The phone's country (an ISO code: +44 alone names several) and its dialling prefix. */
  phoneCountry: { countryCode: string; isdCode: string }
  phoneNumber: string
}

/** Validation codes of the details step, in the order of the table in docs/rules.md#sign-up-details. */
export type DetailsErrorCode =
  | 'ACCESS_CODE_REQUIRED'
  | 'EMAIL_ID_REQUIRED'
  | 'EMAIL_INVALID'
  | 'TITLE_REQUIRED'
  | 'FIRST_NAME_REQUIRED'
  | 'LAST_NAME_REQUIRED'
export type PasswordErrorCode = 'PASSWORD_RULES' | 'PASSWORDS_DIFFER' | 'TERMS_REQUIRED'

/** The first rule the details break, or null. `accessCodeShown` and `social` say which fields apply. */
export function detailsError(
  details: Details,
  { accessCodeShown, social }: { accessCodeShown: boolean; social: boolean },
): DetailsErrorCode | null {
  if (accessCodeShown && details.accessCode.trim() === '') return 'ACCESS_CODE_REQUIRED'
  if (!social) {
    const email = sanitiseEmail(details.email)
    if (email === '') return 'EMAIL_ID_REQUIRED'
    if (!EMAIL_PATTERN.test(email)) return 'EMAIL_INVALID'
  }
  if (details.title === '') return 'TITLE_REQUIRED'
  if (details.firstName.trim() === '') return 'FIRST_NAME_REQUIRED'
  if (details.lastName.trim() === '') return 'LAST_NAME_REQUIRED'
  return null
}

/** The first rule the password step breaks, or null: the password's own rules, then the match, then the terms. */
export function passwordError(p: { password: string; confirmPassword: string; termsAccepted: boolean }): PasswordErrorCode | null {
  if (!meetsPasswordRules(p.password)) return 'PASSWORD_RULES'
  if (p.password !== p.confirmPassword) return 'PASSWORDS_DIFFER'
  if (!p.termsAccepted) return 'TERMS_REQUIRED'
  return null
}

/** What a field keeps of what was typed: names only their pattern's characters, the phone only digits. */
export function keepTyped(field: DetailsField, value: string): string {
  if (field === 'firstName' || field === 'lastName') return keepNameCharacters(value)
  if (field === 'phoneNumber') return keepPhoneDigits(value)
  return value.slice(0, field === 'email' ? 320 : 64)
}

/** docs/screens.md#query-parameters: the access code shows when the feature is on, unless a referral code replaces it. */
export const accessCodeShown = (o: { accessCodeEnabled: boolean; referralReplacesAccessCode: boolean; referralCode: string | null }) =>
  o.accessCodeEnabled && !(o.referralReplacesAccessCode && o.referralCode !== null)

/** docs/rules.md#sign-up-flow: the invitation's country, else the default entry (the US), else id 1. */
export function defaultNationalityId(nationalities: NationalityEntry[], invitation: InvitationInfo | null): number {
  const byCode = (code: string | null | undefined) =>
    code ? nationalities.find((n) => n.nationalityCode.toUpperCase() === code.toUpperCase()) : undefined
  return (byCode(invitation?.countrycode) ?? byCode(DEFAULT_NATIONALITY_CODE))?.nationalityId ?? 1
}

/** The details an invitation fills in (invitation info; docs/api.md#get-invitation); anything it lacks stays as it was. */
export function detailsFromInvitation(details: Details, invitation: InvitationInfo, phoneCountry: Details['phoneCountry'] | null): Details {
  const title = invitation.title ?? details.title
  return {
    ...details,
    email: invitation.email || details.email,
    title,
    firstName: keepNameCharacters(invitation.firstname) || details.firstName,
    lastName: keepNameCharacters(invitation.lastname) || details.lastName,
    phoneNumber: invitation.phonenumber ? keepPhoneDigits(invitation.phonenumber) : details.phoneNumber,
    phoneCountry: phoneCountry ?? details.phoneCountry,
  }
}

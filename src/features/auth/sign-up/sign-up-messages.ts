import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { knownAuthText } from '@/features/auth/auth-messages'

/** The sign-up messages (docs/rules.md#sign-up-details, docs/rules.md#errors), by the machine's codes and the server's reasons. */
const messages: Record<string, MessageDescriptor> = {
  ACCESS_CODE_REQUIRED: msg`Please Enter The Access Code`,
  EMAIL_ID_REQUIRED: msg`Please Enter Email ID`,
  EMAIL_INVALID: msg`Invalid Mail`,
  TITLE_REQUIRED: msg`Please Select Title`,
  FIRST_NAME_REQUIRED: msg`Please Enter First Name`,
  LAST_NAME_REQUIRED: msg`Please Enter Last Name`,
  TERMS_REQUIRED: msg`please accept the terms & conditions to proceed`,
  USER_ALREADY_CREATED: msg`User Already Exists. Please login with Email`,
  ACCESS_CODE_INVALID: msg`INVALID ACCESS CODE`,
  ACCESS_CODE_EXPIRED: msg`THIS ACCESS CODE HAS EXPIRED`,
  ACCESS_CODE_USED_UP: msg`THIS ACCESS CODE HAS NO USES LEFT`,
  REFERRAL_CODE_INVALID: msg`INVALID REFERRAL CODE`,
  INVITATION_INVALID: msg`THIS INVITATION LINK IS NOT VALID. YOU CAN STILL SIGN UP BELOW`,
  INVITATION_EXPIRED: msg`THIS INVITATION HAS EXPIRED. YOU CAN STILL SIGN UP BELOW`,
  INVITATION_USED: msg`THIS INVITATION HAS ALREADY BEEN USED. YOU CAN STILL SIGN UP BELOW`,
  SOCIAL_TOKEN_INVALID: msg`YOUR SOCIAL LOGIN COULD NOT BE VERIFIED. PLEASE TRY AGAIN`,
  SOCIAL_PROVIDER_DISABLED: msg`THIS SOCIAL LOGIN IS NOT AVAILABLE ON THIS SITE`,
  NATIONALITY_INVALID: msg`PLEASE CHOOSE A NATIONALITY FROM THE LIST`,
  PLAN_INVALID: msg`THIS MEMBERSHIP PLAN IS NOT OFFERED. PLEASE CHOOSE ANOTHER ON JOIN NOW`,
  SIGN_UP_FAILED: msg`YOUR ACCOUNT COULD NOT BE CREATED. PLEASE TRY AGAIN`,
}

/** Server texts the brief (docs/rules.md#errors) names, whatever code they came with (the existence check's 201 text). */
const knownTexts: Record<string, MessageDescriptor> = {
  USER_ALREADY_CREATED: messages.USER_ALREADY_CREATED!,
}

/**
 * What a sign-up error says, in the active language: a known code's message; else a known server
 * text's; else the server's own text upper-cased (docs/rules.md#errors); else the generic failure.
 */
export function signUpErrorText(error: { code: string; message?: string | null }, i18n: I18n): string {
  const known = messages[error.code] ?? (error.message ? knownTexts[error.message.toUpperCase()] : undefined)
  if (known) return i18n._(known)
  return knownAuthText(error.code, i18n) ?? (error.message ? error.message.toUpperCase() : i18n._(messages.SIGN_UP_FAILED!))
}

/** Which field an error belongs under; the rest show above the form's button. */
export const errorField: Record<string, string> = {
  ACCESS_CODE_REQUIRED: 'accessCode',
  ACCESS_CODE_INVALID: 'accessCode',
  ACCESS_CODE_EXPIRED: 'accessCode',
  ACCESS_CODE_USED_UP: 'accessCode',
  EMAIL_ID_REQUIRED: 'email',
  EMAIL_INVALID: 'email',
  TITLE_REQUIRED: 'title',
  FIRST_NAME_REQUIRED: 'firstName',
  LAST_NAME_REQUIRED: 'lastName',
  PASSWORD_RULES: 'password',
  PASSWORDS_DIFFER: 'confirmPassword',
  TERMS_REQUIRED: 'terms',
}

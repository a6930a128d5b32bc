import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'

/** What each error code of the auth machines and the server says (docs/rules.md#errors). */
const messages: Record<string, MessageDescriptor> = {
  EMAIL_REQUIRED: msg`Please Enter Email Address`,
  PASSWORD_REQUIRED: msg`Please Enter Password`,
  PASSWORD_RULES: msg`Password must be 8-13 characters with a lowercase letter, an uppercase letter, a digit and a special character`,
  PASSWORDS_DIFFER: msg`Passwords Do Not Match`,
  INVALID_CREDENTIALS: msg`INVALID EMAIL ADDRESS OR PASSWORD`,
  ACCOUNT_LOCKED: msg`TOO MANY FAILED SIGN-IN ATTEMPTS. PLEASE TRY AGAIN IN 15 MINUTES, OR CHECK YOUR EMAIL FOR A LINK TO UNLOCK YOUR ACCOUNT`,
  ACCOUNT_THROTTLED: msg`TOO MANY FAILED SIGN-IN ATTEMPTS ON THIS ACCOUNT. PLEASE TRY AGAIN IN A MINUTE, OR CHECK YOUR EMAIL FOR A LINK TO UNLOCK YOUR ACCOUNT`,
  TOO_MANY_REQUESTS: msg`TOO MANY REQUESTS. PLEASE TRY AGAIN LATER`,
  EMAIL_NOT_CONFIRMED: msg`PLEASE CONFIRM YOUR EMAIL ADDRESS BEFORE SIGNING IN`,
  KEY_INVALID: msg`THIS LINK IS NOT VALID`,
  KEY_EXPIRED: msg`THIS LINK HAS EXPIRED. PLEASE ASK FOR A NEW ONE`,
  KEY_USED: msg`THIS LINK HAS ALREADY BEEN USED`,
  SSO_INVALID: msg`THIS SIGN-IN LINK IS NOT VALID. PLEASE SIGN IN AGAIN FROM YOUR ORGANISATION'S SITE`,
  SSO_DISABLED: msg`SINGLE SIGN-ON IS NOT ENABLED FOR THIS SITE`,
  OTHER_ORGANISATION: msg`THIS ACCOUNT BELONGS TO ANOTHER SITE. PLEASE SIGN IN WHERE YOU CREATED IT`,
  SOCIAL_ACCOUNT_NOT_FOUND: msg`NO ACCOUNT FOR THIS SOCIAL LOGIN YET. PLEASE COMPLETE YOUR INFORMATION TO SIGN UP`,
  // The sign-up dialog's texts for the same codes (sign-up-messages.ts), so one translation serves both.
  SOCIAL_TOKEN_INVALID: msg`YOUR SOCIAL LOGIN COULD NOT BE VERIFIED. PLEASE TRY AGAIN`,
  SOCIAL_PROVIDER_DISABLED: msg`THIS SOCIAL LOGIN IS NOT AVAILABLE ON THIS SITE`,
  RESEND_FAILED: msg`THE NEW LINK COULD NOT BE SENT. PLEASE TRY AGAIN`,
  NETWORK: msg`THE SERVER COULD NOT BE REACHED. PLEASE TRY AGAIN`,
}

const fallback = msg`INVALID EMAIL ADDRESS OR PASSWORD`

/**
 * The text shown for an error, in the active language: a known code's translation; otherwise the
 * server's own text upper-cased (docs/rules.md#errors), or the default sign-in failure.
 */
/** The translation of a known auth error code, or null. */
export function knownAuthText(code: string, i18n: I18n): string | null {
  const known = messages[code]
  return known ? i18n._(known) : null
}

export function authErrorText(error: { code: string; message?: string | null }, i18n: I18n): string {
  const known = messages[error.code]
  if (known) return i18n._(known)
  return error.message ? error.message.toUpperCase() : i18n._(fallback)
}

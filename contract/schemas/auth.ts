import { z } from 'zod'
import { boundedNumber, int, sanitisedText, text } from '@contract/schemas/fields'

/*
 * The shapes of the accounts and sessions calls, shared by the server (edge validation, answers)
 * and the client (src/api/auth.ts). The brief (docs/api.md#sign-in) fixes the sign-in payload and result and the
 * checkLogin answer; the other calls are ours (docs/api.md).
 */

/** Control characters never belong in an email; pasted text often carries them. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g

/** The sign-in email as the server compares it: control characters stripped, trimmed, lower-cased. */
export const sanitiseEmail = (email: string) => email.replace(CONTROL_CHARACTERS, '').trim().toLowerCase()

/** 13 is the input's limit (docs/rules.md#sign-in-fields), not the server's: longer stored passwords (up to 128) still work. */
export const PASSWORD_INPUT_MAX = 13

const optionalText = text().max(2048).nullish()
/** A provider's token: a Google ID token (a JWT) or a Facebook access token; blank means none. */
const socialToken = text().max(8192).nullish()

/** The sign-in and sign-up payloads' promotion flag: whatever the client's page kept; only its truth counts. */
export const promotionVisited = z.union([z.boolean(), boundedNumber(), text().max(16)]).nullish()

/** Whether a promotion flag says "visited": true, a number other than 0, or the text true, yes or 1. */
export const isPromotionVisitedFlag = (flag: z.infer<typeof promotionVisited>) =>
  flag === true || (typeof flag === 'number' && flag !== 0) || (typeof flag === 'string' && /^(true|yes|1)$/i.test(flag.trim()))

const filled = (value: string | null | undefined) => (value ?? '').trim() !== ''

/**
 * The sign-in payload (docs/api.md#sign-in). usr_type is what the client guessed; the server answers the stored one.
 * A password or exactly one provider token (googletoken, fbtoken) proves who signs in; the email
 * is needed with the password only (a token carries the provider's). An empty password and a
 * blank token count as absent (the client sends the unused fields empty).
 */
export const signInPayload = z
  .object({
    usr_type: z.union([z.literal(1), z.literal(2)]).optional(),
    email_id: sanitisedText(320, sanitiseEmail),
    password: text().max(128).nullish(),
    googletoken: socialToken,
    fbtoken: socialToken,
    site_url: optionalText,
    accesscode: optionalText,
    isPasswordAttempt: int().optional(),
    promotions: z.object({ isPromotionVisited: promotionVisited }).optional(),
    userdetails: z
      .object({ usr_email_id: optionalText, first_name: optionalText, last_name: optionalText, mastercode: optionalText })
      .optional(),
  })
  .superRefine((p, ctx) => {
    const tokens = [p.googletoken, p.fbtoken].filter(filled).length
    const password = (p.password ?? '') !== ''
    if (tokens > 1) ctx.addIssue({ code: 'custom', path: ['fbtoken'], message: 'send one of googletoken and fbtoken, not both' })
    if (tokens > 0 && password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'send a password or a social token, not both' })
    if (tokens > 0) return
    if (p.email_id === '') ctx.addIssue({ code: 'custom', path: ['email_id'], message: 'Please Enter Email Address' })
    if (!password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Please Enter Password' })
  })
export type SignInPayload = z.input<typeof signInPayload>

const ipAddress = z.union([z.ipv4(), z.ipv6(), z.literal('')])
const navAgent = text().max(1024)

/** POST /api/auth/signIn (docs/api.md#sign-in) plus our `remember` (remember-password checkbox). */
export const authSignInRequest = z.strictObject({
  jsonSingIn: signInPayload,
  ipAddress: ipAddress.optional(),
  navAgent: navAgent.optional(),
  remember: z.boolean().optional(),
})
/** POST /api/signIn (docs/api.md#sign-in): the same sign-in behind the second path. */
export const signInRequest = z.strictObject({
  jsonSign: signInPayload,
  navAgent: navAgent.optional(),
  remember: z.boolean().optional(),
})

export const subscriptionDetail = z.object({
  plan_status: z.string(),
  plan_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
})

/** The sign-in result (docs/api.md#sign-in). `token` is the public session handle, never the cookie's secret. */
export const signInResult = z.object({
  token: z.string(),
  username: z.string(),
  email: z.string(),
  currency_code: z.string(),
  language: z.string(),
  nationality: z.number().int().nullable(),
  userId: z.number().int(),
  role: z.enum(['member', 'agent']),
  last_name: z.string(),
  is_promotion: z.boolean(),
  subscription_details: z.array(subscriptionDetail),
  display_price: z.boolean(),
  /** Integer minor units of credit_limit_currency; null without a credit line. */
  credit_limit: z.number().int().nullable(),
  credit_limit_currency: z.string().nullable(),
  phone_country_code: z.string().nullable(),
  access_code: z.string().nullable(),
  usr_type: z.union([z.literal(1), z.literal(2)]),
  can_user_book: z.union([z.literal(0), z.literal(1)]),
  /** Ours (issue 17), so the checkout can fill them in: the member's title, phone number and its country (ISO). */
  title: z.string().nullable().optional(),
  phone_number: z.string().nullable().optional(),
  phone_country: z.string().nullable().optional(),
  /** Ours (issue 18): the member has seen /promotions, so a promotional member's sign-in goes home (docs/rules.md#sign-in-outcome). */
  is_promotion_visited: z.boolean().optional(),
})
export type SignInResult = z.infer<typeof signInResult>

/** The profile of checkLogin and getProfile: the sign-in result plus the user's country code. */
export const profile = signInResult.extend({ userCountryCode: z.string().nullable() })
export type Profile = z.infer<typeof profile>

/** Machine-readable reasons a call failed; the message is the human text (upper-case, translatable). */
export const authErrorCode = z.enum([
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'ACCOUNT_THROTTLED',
  'TOO_MANY_REQUESTS',
  'EMAIL_NOT_CONFIRMED',
  'CROSS_ORIGIN',
  'NOT_SIGNED_IN',
  'KEY_INVALID',
  'KEY_EXPIRED',
  'KEY_USED',
  'SSO_INVALID',
  'SSO_DISABLED',
  'OTHER_ORGANISATION',
  'SOCIAL_ACCOUNT_NOT_FOUND',
  'SOCIAL_TOKEN_INVALID',
  'SOCIAL_PROVIDER_DISABLED',
])
export type AuthErrorCode = z.infer<typeof authErrorCode>

export const authFailure = z.object({
  status: z.literal(false),
  message: z.string(),
  code: authErrorCode.optional(),
})
export type AuthFailure = z.infer<typeof authFailure>

export const signInAnswer = z.union([z.object({ status: z.literal(true), message: z.string(), result: signInResult }), authFailure])
export type SignInAnswer = z.infer<typeof signInAnswer>

/** POST /api/auth/checkLogin (docs/api.md#sign-in). */
export const checkLoginAnswer = z.union([
  z.object({ status: z.literal(true), result: profile }),
  z.object({
    status: z.literal(false),
    result: z.null(),
    message: z.object({
      ssocheck: z.object({ is_sso: z.boolean() }),
      session_out_url: z.string().nullable(),
    }),
  }),
])
export type CheckLoginAnswer = z.infer<typeof checkLoginAnswer>

export const okAnswer = z.object({ status: z.literal(true) })
export const okOrFailure = z.union([okAnswer, authFailure])

/** POST /api/iqps/user-fqs (docs/api.md#logout): what the client claims; the server records its own view too. */
export const userFqsRequest = z.strictObject({
  userId: int(),
  ip: z.union([z.ipv4(), z.ipv6()]),
  action: text().min(1).max(100),
})

/** The random keys mailed in links: 32 bytes, base64url. */
export const mailedKey = text().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the key from the link')

export const emailRequest = z.strictObject({ email: text().pipe(z.email().max(320)).transform(sanitiseEmail) })

/** The password rules (docs/rules.md#password): lower, upper, digit, special; 8–13 characters. */
export const newPassword = text()
  .min(8, 'Password must be 8-13 characters')
  .max(PASSWORD_INPUT_MAX, 'Password must be 8-13 characters')
  .regex(/[a-z]/, 'Password must contain a lowercase letter')
  .regex(/[A-Z]/, 'Password must contain an uppercase letter')
  .regex(/\d/, 'Password must contain a digit')
  .regex(/[^A-Za-z0-9]/, 'Password must contain a special character')

export const changePasswordRequest = z
  .strictObject({ key: mailedKey, password: newPassword, confirmPassword: text().max(128) })
  .refine((r) => r.password === r.confirmPassword, { message: 'Passwords Do Not Match', path: ['confirmPassword'] })

export const verifyAccountRequest = z.strictObject({ key: mailedKey })
export const verifyAccountAnswer = z.union([
  z.object({ status: z.literal(true), message: z.string(), result: z.object({ email: z.string() }) }),
  authFailure.extend({ result: z.object({ email: z.string() }).nullable() }),
])

/** POST /api/auth/unlockAccount (docs/api.md#unlock-account): the key of a mailed unlock link. */
export const unlockAccountRequest = z.strictObject({ key: mailedKey })
export const unlockAccountAnswer = z.object({ status: z.literal(true), message: z.string(), result: z.object({ email: z.string() }) })

/** A plain notice (forgot password, resend verification): the same text whatever the account. */
export const noticeAnswer = z.object({ status: z.literal(true), message: z.string() })

export const ssoRequest = z.strictObject({
  token: text()
    .max(8192)
    .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, 'must be a JWT'),
})

export const profileAnswer = z.union([z.object({ status: z.literal(true), result: profile }), authFailure])

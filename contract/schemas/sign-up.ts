import { z } from 'zod'
import { latinDigits } from '@contract/digits'
import { PHONE_MAX_LENGTH, titleOptions } from '@contract/constants'
import { newPassword, promotionVisited, sanitiseEmail } from '@contract/schemas/auth'
import { planCode } from '@contract/schemas/plans'
import { int, sanitisedText, text } from '@contract/schemas/fields'

/*
 * The sign-up shapes (payload and invitation info, docs/api.md#sign-up answers; docs/api.md#get-invitation), shared by the server
 * (edge validation, answers) and the client (src/api/sign-up.ts). The answer paths (docs/api.md#sign-up)
 * ("data.data.code", "data.resp") are read from the JSON body, as for the lookups.
 */

/**
 * Letters of every script (with their combining marks), spaces, hyphens and apostrophes (straight
 * and typographic). The whole of a name field must match; the empty string does too, so
 * "required" stays its own rule with its own message.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}' \u2019-]*$/u
export const NAME_MAX_LENGTH = 60
/** Characters a name field lets through as the user types; the rest are dropped. */
export const keepNameCharacters = (value: string) => value.replace(/[^\p{L}\p{M}' \u2019-]/gu, '').slice(0, NAME_MAX_LENGTH)
/** Digits only, at most 15 (docs/rules.md#phone-numbers, docs/rules.md#constants); Arabic-Indic digits become Latin ones. */
export const keepPhoneDigits = (value: string) => latinDigits(value).replace(/\D/g, '').slice(0, PHONE_MAX_LENGTH)

/** "A standard email pattern" (docs/rules.md#sign-up-details): one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** A first or last name as sign-up takes it (the booking's guest names too): required, the name rule, trimmed. */
export const personName = text()
  .trim()
  .min(1)
  .max(NAME_MAX_LENGTH)
  .regex(NAME_PATTERN, 'must contain only letters, spaces, hyphens and apostrophes')
const signUpEmail = sanitisedText(320, sanitiseEmail).pipe(z.string().regex(EMAIL_PATTERN, 'Invalid Mail'))
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null))
/** A dialling prefix as the country list writes it: +1, +44, +1-868. */
export const isdCode = text().regex(/^\+\d{1,4}(-\d{1,4})?$/, 'must be a dialling prefix like +44')
const ipText = text().max(64).nullish()
export const title = z.enum(titleOptions)

/** userdetails of the sign-up payload (docs/api.md#sign-up). country_code is the ISO code of the phone's country (+44 alone is ambiguous). */
export const signUpUserDetails = z.object({
  email_id: text().max(320).nullish(),
  first_name: personName,
  last_name: personName,
  country_code: text()
    .regex(/^[A-Z]{2}(-[A-Z]{2,3})?$/)
    .nullish(),
  mobile_no: text()
    .regex(/^\d{0,15}$/, `must be at most ${PHONE_MAX_LENGTH} digits`)
    .nullish(),
  mobile_country_code: isdCode.nullish(),
})

/**
 * The sign-up payload (docs/api.md#sign-up) ("jsonRegister"). `password` is null on the social path (the
 * provider's token stands in for it). `client_ip_address` and `true_client_ip` are accepted and
 * ignored: the server records the address it sees (as /api/get-ip resolves it). `site_id` is the
 * organisation id the client believes it is on; the server goes by the request (host, cookies).
 */
export const signUpPayload = z.object({
  accesscode: optionalText(64),
  email_id: signUpEmail,
  password: newPassword.nullish(),
  googletoken: text().max(8192).nullish(),
  fbtoken: text().max(8192).nullish(),
  nationality: int(1),
  site_url: text().max(2048).nullish(),
  mastercode: optionalText(64),
  referral_code: optionalText(64),
  referral_org: optionalText(64),
  language: text()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
    .nullish(),
  title,
  site_id: int().nullish(),
  client_ip_address: ipText,
  true_client_ip: ipText,
  trip_id: optionalText(64),
  promotions: z.object({ isPromotionVisited: promotionVisited }).nullish(),
  /** The invitation key from the link, so the server can mark the invitation accepted. Ours. */
  invitation_key: optionalText(128),
  /** The membership plan chosen in the join flow (JoinNow, issue 18). Ours. */
  plan_code: planCode.nullish(),
  userdetails: signUpUserDetails,
})
export type SignUpPayload = z.input<typeof signUpPayload>

/** POST /api/signUp */
export const signUpRequest = z.strictObject({ jsonRegister: signUpPayload })

/** POST /api/signUp/validateAccessCode: the payload so far; only the code (and a referral) matter. */
export const validateAccessCodeRequest = z.strictObject({
  jsonRegister: z
    .object({
      accesscode: optionalText(64),
      referral_code: optionalText(64),
      referral_org: optionalText(64),
      email_id: text().max(320).nullish(),
    })
    .passthrough(),
})

/** POST /api/signUp/checkAccountForExists: an email (email path) or a provider's token (social path). */
export const checkAccountRequest = z.strictObject({
  jsonSigUp: z.object({
    email_id: text().max(320).nullish(),
    googletoken: text().max(8192).nullish(),
    fbtoken: text().max(8192).nullish(),
  }),
})

/** What a provider told us about a social user, to prefill "complete your information". */
export const socialProfile = z.object({
  provider: z.enum(['google', 'facebook']),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
})
export type SocialProfile = z.infer<typeof socialProfile>

/** data.data.code: 404 no account yet, 201 exists (docs/api.md#sign-up). resp is the text to show for 201. */
export const checkAccountAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    data: z.object({ code: z.union([z.literal(404), z.literal(201)]), profile: socialProfile.nullable() }),
  }),
  resp: z.string(),
})
export type CheckAccountAnswer = z.infer<typeof checkAccountAnswer>

/** Why an access code was refused; resp carries the server's text (the brief (docs/rules.md#errors) shows it). */
export const accessCodeReason = z.enum([
  'ACCESS_CODE_REQUIRED',
  'ACCESS_CODE_INVALID',
  'ACCESS_CODE_EXPIRED',
  'ACCESS_CODE_USED_UP',
  'REFERRAL_CODE_INVALID',
])
export const validateAccessCodeAnswer = z.object({
  status: z.literal(true),
  data: z.object({ data: z.object({ status: z.boolean(), reason: accessCodeReason.nullable() }) }),
  resp: z.string(),
})
export type ValidateAccessCodeAnswer = z.infer<typeof validateAccessCodeAnswer>

/** Why a sign-up was refused (data.reason); data.code is 201 for an existing user, 500 otherwise. */
export const signUpReason = z.enum([
  'USER_ALREADY_CREATED',
  'ACCESS_CODE_REQUIRED',
  'ACCESS_CODE_INVALID',
  'ACCESS_CODE_EXPIRED',
  'ACCESS_CODE_USED_UP',
  'REFERRAL_CODE_INVALID',
  'INVITATION_INVALID',
  'SOCIAL_TOKEN_INVALID',
  'SOCIAL_PROVIDER_DISABLED',
  'NATIONALITY_INVALID',
  'PASSWORD_REQUIRED',
  'PLAN_INVALID',
])
export type SignUpReason = z.infer<typeof signUpReason>

/**
 * POST /api/signUp (docs/api.md#sign-up): status, data.code (201 and 500 are errors), data.resp,
 * data.isProfileCreated. Success: code 200, resp "User Created successfully" (email path, a
 * confirmation mail is on its way) or "WELCOME" (social path, signed in: the session cookie is set).
 */
export const signUpAnswer = z.object({
  status: z.boolean(),
  data: z.object({
    code: z.union([z.literal(200), z.literal(201), z.literal(500)]),
    resp: z.string(),
    isProfileCreated: z.boolean(),
    reason: signUpReason.nullable(),
  }),
})
export type SignUpAnswer = z.infer<typeof signUpAnswer>

/** Invitation info (docs/api.md#get-invitation). countrycode is an ISO 3166-1 alpha-2 code; lang a locale like es-ES. */
export const invitationInfo = z.object({
  mastercode: z.string().nullable(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  title: title.nullable(),
  phonenumber: z.string().nullable(),
  countrycode: z.string().nullable(),
  lang: z.string().nullable(),
  tripid: z.string().nullable(),
})
export type InvitationInfo = z.infer<typeof invitationInfo>

/** POST /api/signUp/getInvitation (ours: the brief (docs/api.md#get-invitation) names the info, not the call). */
export const invitationRequest = z.strictObject({ key: text().min(1).max(128) })
export const invitationAnswer = z.union([
  z.object({ status: z.literal(true), data: invitationInfo }),
  z.object({
    status: z.literal(false),
    message: z.string(),
    code: z.enum(['INVITATION_INVALID', 'INVITATION_EXPIRED', 'INVITATION_USED']),
  }),
])
export type InvitationAnswer = z.infer<typeof invitationAnswer>

/** Any refusal outside a call's own answer (rate limit, bad input, a refused social token): the server's code and text. */
export const signUpFailure = z.object({ status: z.literal(false), message: z.string(), code: z.string().optional() })

import type { z } from 'zod'
import { AuthError, postForAnswer } from '@/api/auth'
import type { CheckAccountAnswer, InvitationAnswer, SignUpAnswer, SignUpPayload, ValidateAccessCodeAnswer } from '@contract/schemas/sign-up'

/** The sign-up shapes, loaded with the first call (the dialog's chunk), like the auth shapes. */
type Schemas = typeof import('@contract/schemas/sign-up')
let schemas: Promise<Schemas> | undefined
const loadSchemas = () => (schemas ??= import('@contract/schemas/sign-up'))

/**
 * Posts one sign-up call. The call's own answer shape is returned whatever the HTTP status (a
 * refused sign-up is a 409 or 422 carrying data.code and data.resp, docs/api.md#sign-up); anything else
 * (rate limit, bad input, network) throws an AuthError with the server's code and text.
 */
async function post<T extends z.ZodType>(path: string, json: unknown, pick: (s: Schemas) => T, signal?: AbortSignal): Promise<z.infer<T>> {
  const s = await loadSchemas()
  const body = await postForAnswer(path, json, signal, (status, answer, message) => {
    if (pick(s).safeParse(answer).success) return answer
    const failure = s.signUpFailure.safeParse(answer)
    if (failure.success) throw new AuthError(failure.data.code ?? `HTTP_${status}`, failure.data.message, status)
    throw new AuthError(`HTTP_${status}`, message, status)
  })
  const parsed = pick(s).safeParse(body)
  if (!parsed.success) throw new AuthError('INVALID_ANSWER', `Unexpected answer from ${path}`)
  return parsed.data
}

export type CheckAccountRequest = { email_id?: string | null; googletoken?: string | null; fbtoken?: string | null }

/** POST /api/signUp/checkAccountForExists: data.data.code 404 (no account yet) or 201 (exists, resp says so). */
export function checkAccountForExists(jsonSigUp: CheckAccountRequest, signal?: AbortSignal): Promise<CheckAccountAnswer> {
  return post('signUp/checkAccountForExists', { jsonSigUp }, (s) => s.checkAccountAnswer, signal)
}

/** POST /api/signUp/validateAccessCode: data.data.status, and resp (the server's text) when false. */
export function validateAccessCode(jsonRegister: Partial<SignUpPayload>, signal?: AbortSignal): Promise<ValidateAccessCodeAnswer> {
  return post('signUp/validateAccessCode', { jsonRegister }, (s) => s.validateAccessCodeAnswer, signal)
}

/** POST /api/signUp: status, data.code (201 and 500 are refusals), data.resp, data.isProfileCreated. */
export function signUp(jsonRegister: SignUpPayload, signal?: AbortSignal): Promise<SignUpAnswer> {
  return post('signUp', { jsonRegister }, (s) => s.signUpAnswer, signal)
}

/** POST /api/signUp/getInvitation: the invitation behind a link's key, or why it cannot be used. */
export function getInvitation(key: string, signal?: AbortSignal): Promise<InvitationAnswer> {
  return post('signUp/getInvitation', { key }, (s) => s.invitationAnswer, signal)
}

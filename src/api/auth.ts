import { HTTPError, TimeoutError } from 'ky'
import type { z } from 'zod'
import { http } from '@/api/client'
import type { CheckLoginAnswer, SignInPayload, SignInResult } from '@contract/schemas/auth'

/** The auth shapes, loaded on the first call so zod stays out of the page's first script. */
type AuthSchemas = typeof import('@contract/schemas/auth')
let schemas: Promise<AuthSchemas> | undefined
const loadAuthSchemas = () => (schemas ??= import('@contract/schemas/auth'))

/**
 * A failed auth call: `code` is the server's machine-readable reason (INVALID_CREDENTIALS,
 * KEY_EXPIRED, …) or ours (NETWORK, TIMEOUT, INVALID_ANSWER, HTTP_<status>); `message` the server's text.
 */
export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number | null = null,
    /** The account's email when the server names it (an expired or used verification key). */
    readonly email: string | null = null,
  ) {
    super(message)
    this.name = 'AuthError'
  }
}

/**
 * Posts one call and gives its JSON answer. A refusal (non-2xx) goes to `refused` with its status
 * and body, which returns an answer to use instead or throws; a timeout or network failure throws
 * an AuthError (TIMEOUT, NETWORK); an abort is rethrown as is.
 */
export async function postForAnswer(
  path: string,
  json: unknown,
  signal: AbortSignal | undefined,
  refused: (status: number, answer: unknown, message: string) => unknown,
): Promise<unknown> {
  try {
    return await http.post(path, { json, signal }).json()
  } catch (error) {
    if (error instanceof HTTPError) {
      return refused(error.response.status, await error.response.json().catch(() => null), error.message)
    }
    if (error instanceof TimeoutError) throw new AuthError('TIMEOUT', error.message)
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new AuthError('NETWORK', error instanceof Error ? error.message : String(error))
  }
}

async function post<T extends z.ZodType>(
  path: string,
  json: unknown,
  pick: (s: AuthSchemas) => T,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  const s = await loadAuthSchemas()
  const body = await postForAnswer(path, json, signal, (status, answer, message) => {
    const failure = s.authFailure.safeParse(answer)
    if (!failure.success) throw new AuthError(`HTTP_${status}`, message, status)
    const email = s.verifyAccountAnswer.safeParse(answer).data?.result?.email ?? null
    throw new AuthError(failure.data.code ?? `HTTP_${status}`, failure.data.message, status, email)
  })
  const parsed = pick(s).safeParse(body)
  if (!parsed.success) throw new AuthError('INVALID_ANSWER', `Unexpected answer from ${path}`)
  return parsed.data
}

function resultOrThrow<R>(answer: { status: true; result: R } | { status: false; message: string; code?: string }): R {
  if (answer.status) return answer.result
  throw new AuthError(answer.code ?? 'INVALID_CREDENTIALS', answer.message)
}

export type SignInRequest = { jsonSingIn: SignInPayload; ipAddress?: string; navAgent?: string; remember?: boolean }

/** POST /api/auth/signIn: opens a session (the server sets the HttpOnly cookie). Throws AuthError. */
export async function signIn(request: SignInRequest, signal?: AbortSignal): Promise<SignInResult> {
  return resultOrThrow(await post('auth/signIn', request, (s) => s.signInAnswer, signal))
}

/** POST /api/auth/checkLogin: the current session's profile, or why there is none. */
export function checkLogin(signal?: AbortSignal): Promise<CheckLoginAnswer> {
  return post('auth/checkLogin', {}, (s) => s.checkLoginAnswer, signal)
}

/** POST /api/iqps/logout: ends the session and clears its cookies. */
export async function logout(signal?: AbortSignal): Promise<void> {
  await post('iqps/logout', {}, (s) => s.okAnswer, signal)
}

/** POST /api/iqps/user-fqs: records what a signed-in user did. */
export async function userFqs(request: { userId: number; ip: string; action: string }, signal?: AbortSignal): Promise<void> {
  await post('iqps/user-fqs', request, (s) => s.okAnswer, signal)
}

/** POST /api/auth/forgotPassword: the same notice whatever the account. */
export async function forgotPassword(email: string, signal?: AbortSignal): Promise<string> {
  return (await post('auth/forgotPassword', { email }, (s) => s.noticeAnswer, signal)).message
}

/** POST /api/auth/resendVerification: the same notice whatever the account. */
export async function resendVerification(email: string, signal?: AbortSignal): Promise<string> {
  return (await post('auth/resendVerification', { email }, (s) => s.noticeAnswer, signal)).message
}

/** POST /api/auth/changePassword: sets the new password and signs the user in. */
export async function changePassword(
  request: { key: string; password: string; confirmPassword: string },
  signal?: AbortSignal,
): Promise<SignInResult> {
  return resultOrThrow(await post('auth/changePassword', request, (s) => s.signInAnswer, signal))
}

/**
 * POST /api/auth/verifyAccount: confirms the email behind the key. Resolves with the email;
 * an expired or used key throws an AuthError whose `email` the view can offer a new link for.
 */
export async function verifyAccount(key: string, signal?: AbortSignal): Promise<{ email: string }> {
  return resultOrThrow(await post('auth/verifyAccount', { key }, (s) => s.verifyAccountAnswer, signal))
}

/**
 * POST /api/auth/unlockAccount: lifts the sign-in limits of the account behind a mailed key.
 * Resolves with the account's email; a refused key throws an AuthError (KEY_INVALID, KEY_EXPIRED, KEY_USED).
 */
export async function unlockAccount(key: string, signal?: AbortSignal): Promise<{ email: string }> {
  return (await post('auth/unlockAccount', { key }, (s) => s.unlockAccountAnswer, signal)).result
}

/** POST /api/auth/sso: trades the identity provider's token for a session. */
export async function signInWithSso(token: string, signal?: AbortSignal): Promise<SignInResult> {
  return resultOrThrow(await post('auth/sso', { token }, (s) => s.signInAnswer, signal))
}

import { UNANSWERED_KINDS, type ApiErrorKind } from '@/api/client'

/** A failed call as the machines read it: its HTTP status and the server's code, if any, and whether it never got an answer. */
export type CallFailure = {
  status: number | null
  code: string | null
  /** Offline or timed out: every page words it as a connection problem to try again. */
  network: boolean
  /** What the server sent beside the code (a refused import's rows), as it came. */
  details: unknown
}

/**
 * The failure of a call as read from an ApiError (src/api/client.ts: `kind`, `status`, `code`,
 * `details`), by shape so any error maps: a status that is no number and a code that is no string
 * are none. The checkout, the wallet and the record forms read their failures through it.
 */
export function failureOf(error: unknown): CallFailure {
  const { kind, status, code, details } = (error ?? {}) as { kind?: unknown; status?: unknown; code?: unknown; details?: unknown }
  return {
    status: typeof status === 'number' ? status : null,
    code: typeof code === 'string' ? code : null,
    network: UNANSWERED_KINDS.includes(kind as ApiErrorKind),
    details,
  }
}

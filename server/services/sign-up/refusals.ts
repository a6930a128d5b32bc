import type { SignUpAnswer, SignUpReason } from '@contract/schemas/sign-up'

/**
 * The texts of the sign-up refusals: upper-case English the client translates (docs/rules.md#errors), except
 * USER_ALREADY_CREATED, which the brief (docs/rules.md#errors) names as the text itself.
 */
export const REFUSAL_TEXT: Record<SignUpReason, string> = {
  USER_ALREADY_CREATED: 'USER_ALREADY_CREATED',
  ACCESS_CODE_REQUIRED: 'PLEASE ENTER THE ACCESS CODE',
  ACCESS_CODE_INVALID: 'INVALID ACCESS CODE',
  ACCESS_CODE_EXPIRED: 'THIS ACCESS CODE HAS EXPIRED',
  ACCESS_CODE_USED_UP: 'THIS ACCESS CODE HAS NO USES LEFT',
  REFERRAL_CODE_INVALID: 'INVALID REFERRAL CODE',
  INVITATION_INVALID: 'THIS INVITATION IS NOT VALID',
  SOCIAL_TOKEN_INVALID: 'YOUR SOCIAL SIGN-IN COULD NOT BE CONFIRMED. PLEASE TRY AGAIN',
  SOCIAL_PROVIDER_DISABLED: 'THIS SOCIAL SIGN-IN IS NOT AVAILABLE ON THIS SITE',
  NATIONALITY_INVALID: 'PLEASE SELECT A VALID NATIONALITY',
  PASSWORD_REQUIRED: 'PLEASE ENTER A PASSWORD',
  PLAN_INVALID: 'THIS MEMBERSHIP PLAN IS NOT OFFERED',
}

/**
 * A sign-up refused on purpose. Thrown inside the sign-up transaction, it rolls everything back;
 * the route answers it in the sign-up shape (docs/api.md#sign-up). `message` may be more precise than the
 * reason's default text (an invitation that has expired, a token of another application).
 */
export class SignUpRefused extends Error {
  constructor(
    readonly reason: SignUpReason,
    message: string = REFUSAL_TEXT[reason],
  ) {
    super(message)
    this.name = 'SignUpRefused'
  }
}

/** A refusal as docs/api.md#sign-up answers it: code 201 for an existing user, 500 for the rest (the route adds the HTTP status). */
export function refusalAnswer(refusal: SignUpRefused): { answer: SignUpAnswer } {
  const existing = refusal.reason === 'USER_ALREADY_CREATED'
  return {
    answer: {
      status: false,
      data: { code: existing ? 201 : 500, resp: refusal.message, isProfileCreated: false, reason: refusal.reason },
    },
  }
}

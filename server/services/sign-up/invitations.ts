import { and, eq, gt, isNull } from 'drizzle-orm'
import type { InvitationInfo } from '@contract/schemas/sign-up'
import { DomainError } from '../../errors'
import { invitations } from '../../store/schema'
import type { Db } from '../../store/store'
import { hashSecret } from '../auth/tokens'
import { SignUpRefused } from './refusals'

export type Invitation = typeof invitations.$inferSelect

type Failure = { code: 'INVITATION_INVALID' | 'INVITATION_EXPIRED' | 'INVITATION_USED'; message: string }
const FAILURES = {
  invalid: { code: 'INVITATION_INVALID', message: 'THIS INVITATION IS NOT VALID' },
  expired: { code: 'INVITATION_EXPIRED', message: 'THIS INVITATION HAS EXPIRED' },
  used: { code: 'INVITATION_USED', message: 'THIS INVITATION HAS ALREADY BEEN USED' },
} satisfies Record<string, Failure>

/**
 * The invitation a key opens in this organisation, or why none: like mailed keys, only the
 * key's SHA-256 is stored, and another organisation's invitation is as unknown as a made-up key.
 */
export async function lookUpInvitation(
  db: Db,
  orgId: number,
  key: string,
  now: Date,
): Promise<{ ok: true; invitation: Invitation } | { ok: false; failure: Failure }> {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.keyHash, hashSecret(key)), eq(invitations.orgId, orgId)))
  if (!invitation) return { ok: false, failure: FAILURES.invalid }
  if (invitation.acceptedAt) return { ok: false, failure: FAILURES.used }
  if (invitation.expiresAt <= now) return { ok: false, failure: FAILURES.expired }
  return { ok: true, invitation }
}

/** The invitation info (docs/api.md#get-invitation), to prefill the sign-up form. */
export function invitationInfo(invitation: Invitation): InvitationInfo {
  return {
    mastercode: invitation.mastercode,
    email: invitation.email,
    firstname: invitation.firstName,
    lastname: invitation.lastName,
    title: invitation.title,
    phonenumber: invitation.phoneNumber,
    countrycode: invitation.countryCode,
    lang: invitation.lang,
    tripid: invitation.tripId,
  }
}

/** POST /api/signUp/getInvitation: the info, or a refusal INVITATION_INVALID, INVITATION_EXPIRED or INVITATION_USED. */
export async function getInvitation(db: Db, orgId: number, key: string, now: Date): Promise<InvitationInfo> {
  const found = await lookUpInvitation(db, orgId, key, now)
  if (!found.ok) throw new DomainError(found.failure.code, found.failure.message)
  return invitationInfo(found.invitation)
}

/** The invitation a sign-up names, valid now, or a refusal (which rolls the sign-up back). */
export async function invitationForSignUp(db: Db, orgId: number, key: string, now: Date): Promise<Invitation> {
  const found = await lookUpInvitation(db, orgId, key, now)
  if (!found.ok) throw new SignUpRefused('INVITATION_INVALID', found.failure.message)
  return found.invitation
}

/**
 * Marks an invitation accepted by a new user. Conditional, like spending a key: of two sign-ups
 * racing with one invitation, the second updates nothing and is refused.
 */
export async function acceptInvitation(db: Db, invitation: Invitation, userId: number, now: Date): Promise<void> {
  const accepted = await db
    .update(invitations)
    .set({ acceptedAt: now, acceptedUserId: userId })
    .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
    .returning({ id: invitations.id })
  if (accepted.length === 0) throw new SignUpRefused('INVITATION_INVALID', FAILURES.used.message)
}

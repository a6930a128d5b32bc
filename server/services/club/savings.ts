import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { SAVINGS_CODE_LIFETIME_MS, type SavingsCode, type SavingsMember } from '@contract/schemas/savings'
import { DomainError } from '../../errors'
import { organisations, savingsMembers } from '../../store/schema'
import type { Db } from '../../store/store'
import type { Organisation } from '../organisation'
import { sign, verified } from './signing'

/*
 * The daily-deals (savings) membership (SPEC §7 getMember, setMember, savingsCode; docs/api.md
 * "Daily deals"). A member is imported with status OPEN; a savings code proves to the daily-deals
 * site who is coming and from which organisation, for SAVINGS_CODE_LIFETIME_MS:
 * `s1.<organisation id>.<user id>.<expiry, ms>.<HMAC-SHA256>`, signed with a key of the store.
 * A code that is tampered with, expired, of a member no longer OPEN, or not ours is refused.
 */

const KEY = 'savings-code-key'
const SHAPE = /^s1\.(\d{1,12})\.(\d{1,12})\.(\d{1,15})$/

const view = (row: typeof savingsMembers.$inferSelect): SavingsMember => ({
  memberId: row.memberId,
  status: row.status,
  importedAt: row.importedAt.toISOString(),
})

async function rowOf(db: Db, userId: number) {
  const [row] = await db.select().from(savingsMembers).where(eq(savingsMembers.userId, userId))
  return row ?? null
}

/** POST /api/savings/getMember: the member's savings membership, or null before they first open daily deals. */
export async function savingsMember(db: Db, userId: number): Promise<SavingsMember | null> {
  const row = await rowOf(db, userId)
  return row ? view(row) : null
}

/** POST /api/savings/setMember: imports the member with status OPEN (a closed membership opens again); the same answer twice. */
export async function importSavingsMember(db: Db, input: { orgId: number; userId: number; now: Date }): Promise<SavingsMember> {
  const memberId = `SV-${randomBytes(6).toString('hex').toUpperCase()}`
  const [row] = await db
    .insert(savingsMembers)
    .values({ userId: input.userId, orgId: input.orgId, memberId, status: 'OPEN', importedAt: input.now })
    .onConflictDoUpdate({ target: savingsMembers.userId, set: { status: 'OPEN' } })
    .returning()
  return view(row!)
}

/**
 * POST /api/savings/savingsCode: a code for the OPEN member, valid SAVINGS_CODE_LIFETIME_MS, and
 * where to use it: the organisation's daily-deals site (`?code=`), or our own /daily-deals page.
 */
export async function savingsCode(db: Db, input: { org: Organisation; userId: number; now: Date }): Promise<SavingsCode> {
  const member = await rowOf(db, input.userId)
  if (member?.status !== 'OPEN') throw new DomainError('NOT_A_SAVINGS_MEMBER', 'PLEASE JOIN DAILY DEALS FIRST')
  const expiresAt = new Date(input.now.getTime() + SAVINGS_CODE_LIFETIME_MS)
  const code = await sign(db, KEY, `s1.${input.org.id}.${input.userId}.${expiresAt.getTime()}`)
  const external = input.org.dailydealsUrl
  const url = external ? `${external}${external.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}` : `/daily-deals`
  return { code, expiresAt: expiresAt.toISOString(), url, external: external !== null }
}

export type VerifiedCode = { orgId: number; orgCode: string; userId: number; memberId: string; expiresAt: Date }

/**
 * The savings code's member, when the code is ours, intact, unexpired at `now` and its member
 * still OPEN; else SAVINGS_CODE_INVALID or SAVINGS_CODE_EXPIRED.
 */
export async function verifySavingsCode(db: Db, code: string, now: Date): Promise<VerifiedCode> {
  const invalid = () => new DomainError('SAVINGS_CODE_INVALID', 'THIS SAVINGS CODE IS NOT VALID')
  const body = await verified(db, KEY, code)
  const parts = body === null ? null : SHAPE.exec(body)
  if (!parts) throw invalid()
  const [, orgId, userId, expiry] = parts.map(Number) as [number, number, number, number]
  if (expiry <= now.getTime()) throw new DomainError('SAVINGS_CODE_EXPIRED', 'THIS SAVINGS CODE HAS EXPIRED')
  const member = await rowOf(db, userId)
  if (member?.status !== 'OPEN' || member.orgId !== orgId) throw invalid()
  const [org] = await db.select({ code: organisations.code }).from(organisations).where(eq(organisations.id, orgId))
  if (!org) throw invalid()
  return { orgId, orgCode: org.code, userId, memberId: member.memberId, expiresAt: new Date(expiry) }
}

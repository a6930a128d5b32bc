import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { scheduledJobs } from '../../store/schema'
import type { Db, Store } from '../../store/store'
import type { Logger } from '../logger'
import type { StoreAvailability } from '../store-availability'
import { activateConfirmedPlans, issueVacations } from './plans'
import { creditPoints } from './points-job'
import { rewardReferrals } from './referral-rewards'

/*
 * The club's scheduled work (docs/decisions.md "Reward job"): every interval, one process claims
 * the job's row (FOR UPDATE SKIP LOCKED, a lease, as the mail sender claims mails:
 * server/services/mail/sender.ts) and runs a round: points for completed bookings, referral
 * rewards, complimentary plans of confirmed members, the vacation certificates of the plan year. The row says when the next round is due, so
 * a restart does not run it early or lose it, and several processes on one PostgreSQL run it once
 * per interval. What makes each reward exactly-once is not the lease but the unique rows each part
 * claims (a points entry per item, a reward per friend, a certificate per plan year): a round that
 * outlives its lease, or runs twice, issues nothing twice.
 */

export const REWARD_JOB = 'club-rewards'
/** A round holds its claim this long; a process that dies mid-round leaves the job to another then. */
export const REWARD_JOB_LEASE_MS = 5 * 60_000

export type RoundResult = { points: number; referrals: number; plans: number; vacations: number }

/** One round of the reward job at `now`, whatever the schedule says (tests, and the scheduler once it holds the claim). */
export async function runRewardRound(db: Db, now: Date): Promise<RoundResult> {
  const points = await creditPoints(db, now)
  const referrals = await rewardReferrals(db, now)
  const plans = await activateConfirmedPlans(db, now)
  const vacations = await issueVacations(db, now)
  return { points, referrals, plans, vacations }
}

/**
 * Claims the job for a round when it is due and no live claim holds it: one statement, whose
 * SKIP LOCKED lets a process that meets another's claim in progress move on instead of waiting.
 * True when this call got it.
 */
export async function claimJob(db: Db, name: string, now: Date, leaseMs = REWARD_JOB_LEASE_MS): Promise<boolean> {
  await db.insert(scheduledJobs).values({ name, nextRunAt: now }).onConflictDoNothing()
  const due = db
    .select({ name: scheduledJobs.name })
    .from(scheduledJobs)
    .where(
      and(
        eq(scheduledJobs.name, name),
        lte(scheduledJobs.nextRunAt, now),
        or(isNull(scheduledJobs.leaseUntil), lte(scheduledJobs.leaseUntil, now)),
      ),
    )
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(scheduledJobs)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(scheduledJobs.name, due))
    .returning({ name: scheduledJobs.name })
  return claimed.length === 1
}

/** Ends a round: the claim goes, the next round is due an interval later. */
export async function finishJob(db: Db, name: string, now: Date, intervalMs: number): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ leaseUntil: null, lastRunAt: now, nextRunAt: new Date(now.getTime() + intervalMs), runs: sql`${scheduledJobs.runs} + 1` })
    .where(eq(scheduledJobs.name, name))
}

export type RewardJobDeps = {
  store: Pick<Store, 'db'>
  logger: Logger
  now?: () => Date
  storeAvailability?: Pick<StoreAvailability, 'noticeFailure' | 'reachable'>
}

export interface RewardJob {
  /** Runs a round now, schedule or not (the admin clock after moving time); resolves with what it did. */
  runNow(): Promise<RoundResult>
  stop(): Promise<void>
}

/**
 * Starts the process's reward job: a timer every `intervalMs` (and once at start) tries to
 * claim a due round. One round at a time in this process; a failed round is logged by its code
 * and the claim lapses, so the next due round retries.
 */
export function startRewardJob(deps: RewardJobDeps, options: { intervalMs: number; startDelayMs?: number }): RewardJob {
  const db = deps.store.db
  const now = () => deps.now?.() ?? new Date()
  let stopped = false
  let running: Promise<unknown> = Promise.resolve()
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = running.then(work, work)
    running = next.catch(() => undefined)
    return next
  }
  const tick = () =>
    serially(async () => {
      if (stopped || (deps.storeAvailability && !deps.storeAvailability.reachable)) return
      try {
        if (!(await claimJob(db, REWARD_JOB, now()))) return
        const result = await runRewardRound(db, now())
        await finishJob(db, REWARD_JOB, now(), options.intervalMs)
        if (Object.values(result).some((n) => n > 0)) deps.logger.info('reward job round', result)
      } catch (error) {
        if (!deps.storeAvailability?.noticeFailure(error)) deps.logger.warn('reward job round failed', { error })
      }
    })
  const timer = setInterval(() => void tick(), Math.min(options.intervalMs, 60_000))
  timer.unref()
  // The first round at once, or once the server has answered its first requests (server/index.ts).
  const first = setTimeout(() => void tick(), options.startDelayMs ?? 0)
  first.unref()
  return {
    runNow: () => serially(() => runRewardRound(db, now())),
    stop: async () => {
      stopped = true
      clearInterval(timer)
      clearTimeout(first)
      await running
    },
  }
}

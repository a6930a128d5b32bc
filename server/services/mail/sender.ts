import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Config } from '../../config'
import { outgoingMail } from '../../store/schema'
import type { Store } from '../../store/store'
import type { Logger } from '../logger'
import type { StoreAvailability } from '../store-availability'
import { MAIL_CHANNEL, MAIL_DELIVERY, retryDelayMs } from './outbox'
import { deliverMail, type OutgoingMail } from './send'

export type MailSenderDeps = {
  store: Pick<Store, 'db' | 'listen'>
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>
  logger: Logger
  now?: () => Date
  /**
   * The process's watch over store outages, shared with the app (server/index.ts): a round that
   * cannot reach the store reports it there (logged once per outage, whoever notices first) and
   * no round runs until the store answers again. Without it, each failed round logs a warning.
   */
  storeAvailability?: Pick<StoreAvailability, 'noticeFailure' | 'reachable'>
}

export interface MailSender {
  /** Resolves once no mail is due: every mail enqueued and committed before the call is sent, failed or waiting for a retry. */
  flush(): Promise<void>
  /** Stops waking and polling; resolves when the round under way (if any) is done. */
  stop(): Promise<void>
}

/** What a failed delivery may say in the log: its code, never its text (an SMTP reply quotes the address). */
const errorCode = (error: unknown) => {
  const e = error as { code?: unknown; responseCode?: unknown } | null
  return {
    code: typeof e?.code === 'string' ? e.code : 'UNKNOWN',
    responseCode: typeof e?.responseCode === 'number' ? e.responseCode : undefined,
  }
}

/**
 * Claims up to a batch of due mails: one statement, whose `FOR UPDATE SKIP LOCKED` lets two
 * senders on one PostgreSQL take disjoint rows (a row another claim holds is skipped, not waited
 * for, and re-checked when it was just claimed). A claim counts an attempt and moves the mail's
 * next attempt a lease ahead, so a sender that dies mid-send leaves it to be claimed again then.
 */
async function claimDue(deps: MailSenderDeps, now: Date) {
  const { db } = deps.store
  const due = db
    .select({ id: outgoingMail.id })
    .from(outgoingMail)
    .where(and(eq(outgoingMail.status, 'pending'), lte(outgoingMail.nextAttemptAt, now)))
    .orderBy(asc(outgoingMail.id))
    .limit(MAIL_DELIVERY.batch)
    .for('update', { skipLocked: true })
  return db
    .update(outgoingMail)
    .set({ attempts: sql`${outgoingMail.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + MAIL_DELIVERY.claimMs) })
    .where(and(inArray(outgoingMail.id, due), eq(outgoingMail.status, 'pending')))
    .returning()
}

type Claimed = Awaited<ReturnType<typeof claimDue>>[number]

/** The claim still ours: same attempt, still pending (a sender whose lease ran out lost it). */
const ours = (mail: Claimed) =>
  and(eq(outgoingMail.id, mail.id), eq(outgoingMail.attempts, mail.attempts), eq(outgoingMail.status, 'pending'))

async function deliverOne(deps: MailSenderDeps, mail: Claimed) {
  const { db } = deps.store
  const now = () => deps.now?.() ?? new Date()
  try {
    if (mail.body === null) throw Object.assign(new Error('no body'), { code: 'NO_BODY' })
    const outgoing: OutgoingMail = { ...mail, body: mail.body }
    const { transport, reference } = await deliverMail(deps.config, outgoing)
    await db.update(outgoingMail).set({ status: 'sent', transport, reference, body: null, html: null, sentAt: now() }).where(ours(mail))
    // The .eml file's name holds the time, template and id: nothing personal, and a developer finds the mail by it.
    const file = transport === 'outbox' ? { path: reference } : {}
    deps.logger.info('mail sent', { mailId: mail.id, template: mail.template, transport, attempt: mail.attempts, ...file })
  } catch (error) {
    const { code, responseCode } = errorCode(error)
    if (mail.attempts >= MAIL_DELIVERY.maxAttempts) {
      await db.update(outgoingMail).set({ status: 'failed', body: null, html: null }).where(ours(mail))
      deps.logger.error('mail failed: given up', { mailId: mail.id, template: mail.template, attempts: mail.attempts, code, responseCode })
      return
    }
    const retryAt = new Date(now().getTime() + retryDelayMs(mail.attempts))
    await db.update(outgoingMail).set({ nextAttemptAt: retryAt }).where(ours(mail))
    deps.logger.warn('mail not sent: will retry', {
      mailId: mail.id,
      template: mail.template,
      attempt: mail.attempts,
      retryAt,
      code,
      responseCode,
    })
  }
}

/**
 * Starts the process's mail sender: woken by each committed mail (NOTIFY on {@link MAIL_CHANNEL};
 * on PostgreSQL a commit on any process wakes every sender) and polling every
 * MAIL_DELIVERY.pollMs for leftovers and retries. One round runs at a time; a wake during a
 * round runs one more. `startDelayMs` holds the first round back (the crash test kills a server
 * between commit and send with it).
 */
export function startMailSender(deps: MailSenderDeps, options: { startDelayMs?: number } = {}): MailSender {
  let stopped = false
  let round: Promise<void> | null = null
  let again = false
  let unlisten: (() => Promise<void>) | undefined
  let poll: NodeJS.Timeout | undefined
  let started = false

  const drain = async () => {
    for (;;) {
      const claimed = await claimDue(deps, deps.now?.() ?? new Date())
      for (const mail of claimed) await deliverOne(deps, mail)
      if (claimed.length < MAIL_DELIVERY.batch) return
    }
  }
  const run = (): Promise<void> => {
    if (round) {
      again = true
      return round
    }
    const availability = deps.storeAvailability
    round = (async () => {
      do {
        again = false
        // The store is known to be away: its return is watched and logged elsewhere; the poll after it sends.
        if (availability && !availability.reachable) return
        try {
          await drain()
        } catch (error) {
          if (!stopped && !availability?.noticeFailure(error)) deps.logger.warn('mail sender round failed', errorCode(error))
        }
      } while (again && !stopped)
    })().finally(() => {
      round = null
    })
    return round
  }
  const wake = () => {
    if (started && !stopped) void run()
  }

  const begin = async () => {
    if (stopped) return
    started = true
    try {
      unlisten = await deps.store.listen(MAIL_CHANNEL, wake)
    } catch (error) {
      deps.logger.warn('mail sender cannot listen: polling only', errorCode(error))
    }
    if (stopped) return void (await unlisten?.())
    poll = setInterval(wake, MAIL_DELIVERY.pollMs)
    poll.unref()
    wake()
  }
  const beginning = options.startDelayMs ? new Promise<void>((ok) => setTimeout(ok, options.startDelayMs).unref()).then(begin) : begin()

  return {
    flush: async () => {
      await beginning
      if (round) await round
      await run()
    },
    stop: async () => {
      stopped = true
      clearInterval(poll)
      await unlisten?.()
      if (round) await round
    },
  }
}

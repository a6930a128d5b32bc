import { createHash, timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import { type Context, Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { DomainError } from '../errors'
import { bodyLimitByLength } from '../http/body-limit'
import type { Config } from '../config'
import { fromTrustedProxy, peerAddress } from '../http/client-ip'
import {
  addOrganisation,
  listAnswer,
  listOrganisations,
  MAX_ADMIN_BODY_BYTES,
  OrgFileError,
  organisationDocument,
  saveAnswer,
  showAnswer,
  showOrganisation,
  showRequest,
  updateOrganisation,
  type OrganisationDocument,
} from '../services/org-admin'
import { validate } from './validate'
import { z } from 'zod'
import { int } from '@contract/schemas/fields'

/** POST /api/admin/clock (TEST_CLOCK=1 only): move the clock forward by `advanceDays` (up to a year), or back to the real time. */
const clockRequest = z.strictObject({ advanceDays: int(0, 366).optional(), reset: z.boolean().optional() })

/** Whether an address is this machine's: 127.0.0.0/8 or ::1 (IPv4-mapped addresses arrive unmapped from peerAddress). */
export function isLoopback(address: string): boolean {
  if (isIP(address) === 4) return address.split('.')[0] === '127'
  return address === '::1'
}

const digest = (token: string) => createHash('sha256').update(token).digest()

/** Headers a proxy adds when it relays a request (and that the command never sends). */
const RELAY_HEADERS = ['forwarded', 'via', 'x-real-ip', 'true-client-ip', 'cf-connecting-ip', 'x-client-ip']

/**
 * Whether a request was (or says it was) relayed: it carries a relay header or any X-Forwarded-*
 * header, or its peer is one of TRUSTED_PROXIES. A proxy on this machine makes every request it
 * relays come from loopback, so the loopback rule alone would let the whole internet through it.
 */
export function isRelayed(c: Context, config: Pick<Config, 'TRUSTED_PROXIES'>): boolean {
  if (fromTrustedProxy(c, config)) return true
  for (const name of Object.keys(c.req.header())) {
    if (name.startsWith('x-forwarded-') || RELAY_HEADERS.includes(name)) return true
  }
  return false
}

/**
 * The admin API `npm run org` hands its work to while the server runs (it cannot open the
 * embedded store beside the server): add, update, list and show organisations, through the
 * same functions the command runs on a store (services/org-admin); and `npm run backup`'s copy
 * of the embedded store (services/store-backup.ts). Only with AppDeps.adminToken
 * (server/index.ts makes one per run and writes it to DATA_DIR/admin.json); without it there are
 * no routes and every call is the API's 404. Each call must come from this machine (the
 * socket's address, never X-Forwarded-For), not through a proxy (isRelayed), and carry
 * `Authorization: Bearer <token>`.
 */
export function adminRoutes({ adminToken, store, logger, config, testClock, rewardJob }: AppDeps) {
  const router = new Hono<AppEnv>()
  if (!adminToken) return router
  const expected = digest(adminToken)

  router.use('/admin/*', async (c, next) => {
    if (!isLoopback(peerAddress(c))) throw new DomainError('NOT_LOOPBACK', 'The admin API answers calls from this machine only')
    if (isRelayed(c, config)) {
      throw new DomainError(
        'NOT_LOOPBACK',
        'The admin API answers calls from this machine only, never through a proxy (forwarding headers, or a TRUSTED_PROXIES address)',
      )
    }
    const given = /^Bearer +(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    // Compared as digests: constant time, whatever the lengths.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      const message = given ? 'The admin token is wrong' : 'The admin API needs Authorization: Bearer <token>'
      return c.json({ status: false, message, code: 'BAD_ADMIN_TOKEN' }, 401, { 'WWW-Authenticate': 'Bearer' })
    }
    await next()
  })
  // Files travel base64-encoded in the body: the app's 100 KB limit is lifted for /api/admin/ (app.ts), this one holds.
  router.use(
    '/admin/*',
    bodyLimitByLength({
      maxSize: MAX_ADMIN_BODY_BYTES,
      onError: (c) =>
        c.json({ status: false, message: `The request body is larger than ${Math.floor(MAX_ADMIN_BODY_BYTES / 1024 / 1024)} MB` }, 400),
    }),
  )

  /** Saves what the command sent: the answer and its status (a refused file is 400, or 409 when only the store's state refuses it). */
  const save = async (mode: 'add' | 'update', document: OrganisationDocument, requestId: string) => {
    try {
      const saved = await (mode === 'add' ? addOrganisation : updateOrganisation)(store.db, document)
      logger.info('organisation saved', { mode, code: saved.code, requestId })
      return { answer: saveAnswer.parse({ status: true, saved }), status: 200 as const }
    } catch (error) {
      if (!(error instanceof OrgFileError)) throw error
      return {
        answer: { status: false, message: error.message, problems: error.problems },
        status: error.conflict ? (409 as const) : (400 as const),
      }
    }
  }

  // Tests only (TEST_CLOCK=1): moves the process's clock, then runs the reward job once, so a journey lives past a stay at once.
  if (testClock) {
    router.post('/admin/clock', validate({ body: clockRequest }), async (c) => {
      const { advanceDays, reset } = c.var.body
      const now = reset ? testClock.reset() : testClock.advance((advanceDays ?? 0) * 86_400_000)
      const round = rewardJob ? await rewardJob.runNow() : null
      logger.info('clock moved', { now, round })
      return c.json({ status: true, now: now.toISOString(), round })
    })
  }

  return router
    .post('/admin/organisations/add', validate({ body: organisationDocument }), async (c) => {
      const { answer, status } = await save('add', c.var.body, c.var.requestId)
      return c.json(answer, status)
    })
    .post('/admin/organisations/update', validate({ body: organisationDocument }), async (c) => {
      const { answer, status } = await save('update', c.var.body, c.var.requestId)
      return c.json(answer, status)
    })
    .post('/admin/organisations/list', validate(), async (c) =>
      c.json(listAnswer.parse({ status: true, organisations: await listOrganisations(store.db) })),
    )
    .post('/admin/organisations/show', validate({ body: showRequest }), async (c) => {
      const { code } = c.var.body
      const organisation = await showOrganisation(store.db, code)
      if (!organisation)
        throw new DomainError('UNKNOWN_ORGANISATION', `No organisation has the code "${code}" (npm run org -- list shows them).`)
      return c.json(showAnswer.parse({ status: true, organisation }))
    })
    .post('/admin/store/backup', validate(), async (c) => {
      // npm run backup (services/store-backup.ts): only this process can copy its PGlite folder consistently.
      if (!store.dumpDataDir) throw new DomainError('NOT_EMBEDDED_STORE', 'This server runs on PostgreSQL: back it up with pg_dump')
      const started = performance.now()
      const backup = await store.dumpDataDir()
      logger.info('store backed up', {
        bytes: backup.size,
        durationMs: Math.round(performance.now() - started),
        requestId: c.var.requestId,
      })
      return c.body(backup.stream(), 200, { 'Content-Type': 'application/gzip', 'Content-Length': String(backup.size) })
    })
}

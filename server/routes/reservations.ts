import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import {
  createReservationRequest,
  reservationAnswer,
  reservationCancelRequest,
  reservationListAnswer,
  reservationListRequest,
  reservationRefRequest,
} from '@contract/schemas/reservations'
import type { AppDeps, AppEnv } from '../app-env'
import { requestCaller } from '../http/caller'
import { clientIp } from '../http/client-ip'
import { languageCookie, reservationTokenCookie, setGuestTokenCookie } from '../http/cookies'
import { requestOrigin } from '../http/visitor'
import { utcToday } from '../services/booking/stay'
import { ownedReservation, listReservations } from '../services/reservations/access'
import { assertRoomsAllowed, withinBookingLimits } from '../services/reservations/booking-limits'
import { assertMayBook, isAgent, mintGuestToken, guestTokenHash, type Caller } from '../services/reservations/caller'
import { cancelReservation } from '../services/reservations/cancel'
import { createReservation, type Booker, type ReservationDeps } from '../services/reservations/create'
import { roomsOf } from '../services/reservations/price'
import { bookingLanguage, bookingMail } from '../services/reservations/notify'
import { toReservations, type ReservationRow } from '../services/reservations/view'
import { saveBookedTraveller } from '../services/account/travellers'
import { sameOrigin } from './same-origin'
import { choosesBetween, validate } from './validate'

/**
 * the brief (docs/api.md#reservations) sends the list and the booking to the same call: a body of `{ json: { token, scope } }`
 * is the list, anything else a booking. Each shape is checked by its own schema, so a malformed
 * body of either is a 400 naming its fields.
 */
const reservationsCall = choosesBetween(
  z.looseObject({}).transform((body, ctx) => {
    const listing = 'json' in body
    const parsed = listing ? reservationListRequest.safeParse(body) : createReservationRequest.safeParse(body)
    if (!parsed.success) {
      // Unknown fields first: a booking's many required fields must not push them out of the shortened message.
      const unknownFirst = [...parsed.error.issues].sort(
        (a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'),
      )
      for (const issue of unknownFirst) ctx.addIssue(issue as never)
      return z.NEVER
    }
    return listing
      ? { call: 'list' as const, ...(parsed.data as z.output<typeof reservationListRequest>).json }
      : { call: 'create' as const, request: parsed.data as z.output<typeof createReservationRequest> }
  }),
  [reservationListRequest, createReservationRequest],
)

/** The booker's owner columns; a guest without a token of ours gets a new one (`minted`). */
function bookerOf(caller: Caller): { booker: Booker; minted: string | null } {
  if (caller.kind === 'user') {
    const { user } = caller
    return { booker: { userId: user.id, agentId: isAgent(user) ? user.id : null, guestTokenHash: null, tokenMinted: false }, minted: null }
  }
  if (caller.tokenHash)
    return { booker: { userId: null, agentId: null, guestTokenHash: caller.tokenHash, tokenMinted: false }, minted: null }
  const minted = mintGuestToken()
  return { booker: { userId: null, agentId: null, guestTokenHash: guestTokenHash(minted), tokenMinted: true }, minted }
}

/** Reservations (POST /api/reservations; docs/api.md#reservations): book, list, detail, cancel. Same-origin only: they reveal and change bookings. */
export function reservationRoutes(deps: AppDeps) {
  const { store } = deps
  const clock = () => deps.now?.() ?? new Date()
  const serviceDeps = (): ReservationDeps => {
    if (!deps.lines) throw new Error('no line suppliers are configured (AppDeps.lines)')
    return { db: store.db, lines: deps.lines, now: clock(), payments: deps.payments }
  }
  const answerOne = async (row: ReservationRow) => {
    const [reservation] = await toReservations(store.db, [row], utcToday(clock()))
    return reservation
  }
  const answer = (c: Context, data: unknown) => c.json(reservationAnswer.parse({ status: true, data }))
  /** The booking's mail for the service to enqueue with it: links on the host the caller used, in their language. */
  const mailOf = (c: Context, caller: Caller, template: 'booking-confirmation' | 'booking-cancellation') =>
    bookingMail(deps, {
      origin: requestOrigin(c, deps.config),
      org: caller.org,
      asked: languageCookie(c),
      today: utcToday(clock()),
      template,
    })

  return new Hono<AppEnv>()
    .post('/reservations', sameOrigin(), validate({ body: reservationsCall }), async (c) => {
      const body = c.var.body
      if (body.call === 'list') {
        const caller = await requestCaller(c, store.db, body.token)
        const rows = await listReservations(store.db, caller, body.scope)
        return c.json(reservationListAnswer.parse({ status: true, data: await toReservations(store.db, rows, utcToday(clock())) }))
      }
      const caller = await requestCaller(c, store.db, reservationTokenCookie(c))
      assertMayBook(caller)
      assertRoomsAllowed(caller, roomsOf(serviceDeps().lines, body.request.items))
      const { booker, minted } = bookerOf(caller)
      const language = await bookingLanguage(store.db, caller.org, languageCookie(c))
      const { idempotencyKey, guest } = body.request
      const asked = { ip: clientIp(c, deps.config), guestEmail: guest.email, now: clock(), orgId: caller.org.id, idempotencyKey }
      const mail = mailOf(c, caller, 'booking-confirmation')
      const { row, created } = await withinBookingLimits(store.db, caller, asked, () =>
        createReservation(serviceDeps(), caller.org, booker, { ...body.request, language }, mail),
      )
      if (created && minted) setGuestTokenCookie(c, deps.config, minted)
      // "Save this traveller" (issue 17): a member's lead traveller joins their saved travellers.
      if (created && body.request.saveTraveller && caller.kind === 'user' && !isAgent(caller.user)) {
        await saveBookedTraveller(store.db, caller.user.id, guest, clock())
      }
      return answer(c, await answerOne(row))
    })
    .post('/reservations/detail', sameOrigin(), validate({ body: reservationRefRequest }), async (c) => {
      const caller = await requestCaller(c, store.db, c.var.body.token, clock())
      return answer(c, await answerOne(await ownedReservation(store.db, caller, c.var.body.confirmationNumber)))
    })
    .post('/reservations/cancel', sameOrigin(), validate({ body: reservationCancelRequest }), async (c) => {
      const { token, confirmationNumber, itemId } = c.var.body
      const caller = await requestCaller(c, store.db, token, clock())
      const mail = mailOf(c, caller, 'booking-cancellation')
      const row = await cancelReservation(serviceDeps(), caller, confirmationNumber, mail, itemId)
      return answer(c, await answerOne(row))
    })
}

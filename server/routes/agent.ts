import { Hono, type Context } from 'hono'
import {
  acceptQuoteAnswer,
  addToQuoteAnswer,
  addToQuoteRequest,
  agentProfileAnswer,
  clientAnswer,
  clientDetailAnswer,
  clientInput,
  clientRef,
  clientsAnswer,
  clientsRequest,
  importClientsAnswer,
  importClientsRequest,
  importRefusedAnswer,
  publicQuoteAnswer,
  publicQuoteRequest,
  acceptQuoteRequest,
  bookQuoteRequest,
  quoteAnswer,
  quoteItemRef,
  quoteRef,
  quotesAnswer,
  sendQuoteRequest,
} from '@contract/schemas/agent'
import { reservationAnswer } from '@contract/schemas/reservations'
import { okAnswer } from '@contract/schemas/auth'
import { toIsoDate } from '@contract/calendar'
import type { AppDeps, AppEnv } from '../app-env'
import { clientIp } from '../http/client-ip'
import { languageCookie } from '../http/cookies'
import { resolveOrganisation } from '../http/organisation'
import { requireSession } from '../http/session'
import { requestOrigin } from '../http/visitor'
import { assertAgent } from '../services/agent/access'
import { clientDetail, listClients, removeClient, saveClient } from '../services/agent/clients'
import { importClients } from '../services/agent/csv-import'
import { agentProfileOf } from '../services/agent/profile'
import { acceptQuote, agentBooksQuote, publicQuote } from '../services/agent/quote-booking'
import { addToQuote, agentQuote, listQuotes, removeQuoteItem, sendQuote } from '../services/agent/quotes'
import type { ReservationDeps } from '../services/reservations/create'
import { ownedReservation } from '../services/reservations/access'
import { toReservations } from '../services/reservations/view'
import { sameOrigin } from './same-origin'
import { validate } from './validate'

/**
 * The agent's own area (issue 17; docs/api.md "Agents"): /agent/profile, /agent/client-list and
 * /agent/my-quotes, for agents only (403 NOT_AN_AGENT for a member), each on the agent's own
 * clients and quotes; and the two calls behind a quote's mailed link, for anyone holding it.
 */
export function agentRoutes(deps: AppDeps) {
  const { store, config } = deps
  const db = store.db
  const clock = () => deps.now?.() ?? new Date()
  const lines = () => {
    if (!deps.lines) throw new Error('no line suppliers are configured (AppDeps.lines)')
    return deps.lines
  }
  const serviceDeps = (): ReservationDeps => ({ db, lines: lines(), now: clock() })
  const data = (value: unknown) => ({ status: true as const, data: value })
  /** The signed-in agent (401 without a session, 403 for a member). */
  const agentOf = async (c: Context) => {
    const signedIn = await requireSession(c)
    assertAgent(signedIn.user)
    return signedIn
  }
  const bookingContext = (c: Context, org: Parameters<typeof acceptQuote>[2]['org']) => ({
    org,
    origin: requestOrigin(c, config),
    asked: languageCookie(c),
    ip: clientIp(c, config),
  })
  return (
    new Hono<AppEnv>()
      .post('/agent/profile', sameOrigin(), validate(), async (c) => {
        const { user } = await agentOf(c)
        return c.json(agentProfileAnswer.parse(data(await agentProfileOf(db, user))))
      })
      .post('/agent/clients', sameOrigin(), validate({ body: clientsRequest }), async (c) => {
        const { user } = await agentOf(c)
        return c.json(clientsAnswer.parse(data(await listClients(db, user, c.var.body.query))))
      })
      .post('/agent/clients/save', sameOrigin(), validate({ body: clientInput }), async (c) => {
        const { user } = await agentOf(c)
        return c.json(clientAnswer.parse(data(await saveClient(db, user, c.var.body, clock()))))
      })
      .post('/agent/clients/remove', sameOrigin(), validate({ body: clientRef }), async (c) => {
        const { user } = await agentOf(c)
        await removeClient(db, user, c.var.body.id)
        return c.json(okAnswer.parse({ status: true }))
      })
      .post('/agent/clients/detail', sameOrigin(), validate({ body: clientRef }), async (c) => {
        const { user, org } = await agentOf(c)
        return c.json(clientDetailAnswer.parse(data(await clientDetail(db, org, user, c.var.body.id, toIsoDate(clock())))))
      })
      .post('/agent/clients/import', sameOrigin(), validate({ body: importClientsRequest }), async (c) => {
        const { user } = await agentOf(c)
        const outcome = await importClients(db, user, c.var.body.csv, clock())
        if ('refused' in outcome) {
          const message = 'NOTHING WAS IMPORTED: PLEASE MEND THE ROWS NAMED AND SEND THE FILE AGAIN'
          return c.json(importRefusedAnswer.parse({ status: false, message, code: 'IMPORT_REFUSED', rows: outcome.refused }), 422)
        }
        return c.json(importClientsAnswer.parse(data(outcome)))
      })
      .post('/agent/quotes', sameOrigin(), validate(), async (c) => {
        const { user } = await agentOf(c)
        return c.json(quotesAnswer.parse(data(await listQuotes(db, user, toIsoDate(clock())))))
      })
      .post('/agent/quotes/add', sameOrigin(), validate({ body: addToQuoteRequest }), async (c) => {
        const { user, org } = await agentOf(c)
        return c.json(addToQuoteAnswer.parse(data(await addToQuote(serviceDeps(), org, user, c.var.body))))
      })
      .post('/agent/quotes/detail', sameOrigin(), validate({ body: quoteRef }), async (c) => {
        const { user, org } = await agentOf(c)
        return c.json(quoteAnswer.parse(data(await agentQuote(serviceDeps(), org, user, c.var.body.id))))
      })
      .post('/agent/quotes/removeItem', sameOrigin(), validate({ body: quoteItemRef }), async (c) => {
        const { user, org } = await agentOf(c)
        const { quoteId, itemId } = c.var.body
        return c.json(quoteAnswer.parse(data(await removeQuoteItem(serviceDeps(), org, user, quoteId, itemId))))
      })
      .post('/agent/quotes/send', sameOrigin(), validate({ body: sendQuoteRequest }), async (c) => {
        const { user, org } = await agentOf(c)
        const sent = await sendQuote(serviceDeps(), { org, origin: requestOrigin(c, config) }, user, c.var.body)
        return c.json(quoteAnswer.parse(data(sent)))
      })
      .post('/agent/quotes/book', sameOrigin(), validate({ body: bookQuoteRequest }), async (c) => {
        const { user, org } = await agentOf(c)
        const now = clock()
        const { confirmationNumber } = await agentBooksQuote({ ...deps, lines: lines() }, now, bookingContext(c, org), user, c.var.body)
        const row = await ownedReservation(db, { org, kind: 'user', user }, confirmationNumber)
        const [reservation] = await toReservations(db, [row], toIsoDate(now))
        return c.json(reservationAnswer.parse(data(reservation)))
      })
      // The client's side, from the mailed link: no account, the key is the proof.
      .post('/quotes/view', sameOrigin(), validate({ body: publicQuoteRequest }), async (c) => {
        const org = await resolveOrganisation(c, db)
        return c.json(publicQuoteAnswer.parse(data(await publicQuote(serviceDeps(), org, c.var.body.key, clientIp(c, config)))))
      })
      .post('/quotes/accept', sameOrigin(), validate({ body: acceptQuoteRequest }), async (c) => {
        const org = await resolveOrganisation(c, db)
        const booked = await acceptQuote({ ...deps, lines: lines() }, clock(), bookingContext(c, org), c.var.body)
        return c.json(acceptQuoteAnswer.parse(data(booked)))
      })
  )
}

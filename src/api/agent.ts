import { callParsed } from '@/api/client'
import { postWithDetails } from '@/api/account'
import {
  acceptQuoteAnswer,
  addToQuoteAnswer,
  agentProfileAnswer,
  clientAnswer,
  clientDetailAnswer,
  clientsAnswer,
  importClientsAnswer,
  importRefusedAnswer,
  publicQuoteAnswer,
  quoteAnswer,
  quotesAnswer,
  type AddToQuoteRequest,
  type AgentProfile,
  type Client,
  type ClientInput,
  type ImportRefusal,
  type PublicQuote,
  type QuoteSummary,
  type QuoteView,
} from '@contract/schemas/agent'
import { okAnswer } from '@contract/schemas/auth'
import { reservationAnswer, type Reservation } from '@contract/schemas/reservations'
import type { z } from 'zod'

/*
 * The agent's calls (issue 17; docs/api.md "Agents") and the two behind a quote's mailed link.
 * Every function throws ApiError; a refused CSV import throws a DetailedRefusal naming its rows.
 */

const post = <T extends z.ZodType>(path: string, schema: T, json: unknown, signal?: AbortSignal) =>
  callParsed('post', path, schema, { json, signal })

/** POST /api/agent/profile. */
export async function getAgentProfile(signal?: AbortSignal): Promise<AgentProfile> {
  return (await post('agent/profile', agentProfileAnswer, {}, signal)).data
}

/** POST /api/agent/clients: the agent's clients whose name or email contains `query`. */
export async function listClients(query: string, signal?: AbortSignal): Promise<Client[]> {
  return (await post('agent/clients', clientsAnswer, { query }, signal)).data
}

/** POST /api/agent/clients/save: adds (no id) or changes a client. */
export async function saveClient(request: ClientInput, signal?: AbortSignal): Promise<Client> {
  return (await post('agent/clients/save', clientAnswer, request, signal)).data
}

/** POST /api/agent/clients/remove. */
export async function removeClient(id: number, signal?: AbortSignal): Promise<void> {
  await post('agent/clients/remove', okAnswer, { id }, signal)
}

/** POST /api/agent/clients/detail: the client and the bookings the agent made for them. */
export async function getClient(id: number, signal?: AbortSignal): Promise<{ client: Client; bookings: Reservation[] }> {
  return (await post('agent/clients/detail', clientDetailAnswer, { id }, signal)).data
}

/** POST /api/agent/clients/import: all the file's clients, or a DetailedRefusal (IMPORT_REFUSED) naming every refused row. */
export async function importClients(csv: string, signal?: AbortSignal): Promise<number> {
  const answer = await postWithDetails(
    'agent/clients/import',
    { csv },
    { answer: importClientsAnswer, refusal: importRefusedAnswer },
    (body): ImportRefusal[] => body.rows,
    signal,
  )
  return answer.data.imported
}

/** POST /api/agent/quotes: the agent's quotes, newest first. */
export async function listQuotes(signal?: AbortSignal): Promise<QuoteSummary[]> {
  return (await post('agent/quotes', quotesAnswer, {}, signal)).data
}

/** POST /api/agent/quotes/add: an offer into the client's open quote; answers its id. */
export async function addToQuote(request: AddToQuoteRequest, signal?: AbortSignal): Promise<number> {
  return (await post('agent/quotes/add', addToQuoteAnswer, request, signal)).data.quoteId
}

/** POST /api/agent/quotes/detail: one quote, every offer priced again. */
export async function getQuote(id: number, signal?: AbortSignal): Promise<QuoteView> {
  return (await post('agent/quotes/detail', quoteAnswer, { id }, signal)).data
}

/** POST /api/agent/quotes/removeItem. */
export async function removeQuoteItem(quoteId: number, itemId: number, signal?: AbortSignal): Promise<QuoteView> {
  return (await post('agent/quotes/removeItem', quoteAnswer, { quoteId, itemId }, signal)).data
}

/** POST /api/agent/quotes/send: mails the client the link, valid until the day given. */
export async function sendQuote(request: { id: number; validUntil: string }, signal?: AbortSignal): Promise<QuoteView> {
  return (await post('agent/quotes/send', quoteAnswer, request, signal)).data
}

/** POST /api/agent/quotes/book: the agent books the quote for the client, at the total the agent saw. */
export async function bookQuote(request: { id: number; expectedTotalMinor: number }, signal?: AbortSignal): Promise<Reservation> {
  return (await post('agent/quotes/book', reservationAnswer, request, signal)).data
}

/** POST /api/quotes/view: the quote of a mailed link, for its client (no account needed). */
export async function viewQuote(key: string, signal?: AbortSignal): Promise<PublicQuote> {
  return (await post('quotes/view', publicQuoteAnswer, { key }, signal)).data
}

/** POST /api/quotes/accept: the client accepts at the total they saw; answers the booking's confirmation number. */
export async function acceptQuote(request: { key: string; expectedTotalMinor: number }, signal?: AbortSignal): Promise<string> {
  return (await post('quotes/accept', acceptQuoteAnswer, request, signal)).data.confirmationNumber
}

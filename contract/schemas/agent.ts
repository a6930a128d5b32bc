import { z } from 'zod'
import { phoneAnswer, phoneInput, typedEmail } from '@contract/schemas/account'
import { currencyCode, image, isoDateString } from '@contract/schemas/booking'
import { int, multiLineText, text } from '@contract/schemas/fields'
import { itemPrice, itemQuote, itemSelection, itemTravellers } from '@contract/schemas/lines'
import { guestTitle, reservation } from '@contract/schemas/reservations'
import { personName } from '@contract/schemas/sign-up'

/*
 * The agent's own area (issue 17; agents are user type 1, SPEC §6; docs/api.md "Agents"): the
 * agent's profile and credit, their clients, and quotes sent to clients. Every call but the two
 * public quote calls is for agents only (403 NOT_AN_AGENT for a member) and sees the agent's own
 * clients and quotes only.
 */

/** The agency's credit line: integer minor units of `currency`; `availableMinor` = limit − used, never below 0. */
export const agentCredit = z.object({
  currency: z.string(),
  limitMinor: z.number().int(),
  usedMinor: z.number().int(),
  availableMinor: z.number().int(),
})
export type AgentCredit = z.infer<typeof agentCredit>

/** /agent/profile. `commissionPercent` has two decimals at most (10.5 %). */
export const agentProfile = z.object({
  agencyName: z.string().nullable(),
  agencyNumber: z.string().nullable(),
  commissionPercent: z.number().nullable(),
  contact: z.object({ name: z.string(), email: z.string(), phone: phoneAnswer.nullable() }),
  credit: agentCredit.nullable(),
})
export type AgentProfile = z.infer<typeof agentProfile>
export const agentProfileAnswer = z.object({ status: z.literal(true), data: agentProfile })

export const CLIENT_NOTES_MAX_LENGTH = 1000
/** Clients one agent keeps (ours: a busy agency's book, with room). */
export const CLIENTS_MAX = 2000
/** Rows one CSV import takes: a first import of an agency's book fits in a few files. */
export const IMPORT_MAX_ROWS = 500

/** A client of the agent: the details a booking for them needs (a phone too: the lead traveller's). */
export const client = z.object({
  id: z.number().int(),
  title: guestTitle,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: phoneAnswer,
  nationalityId: z.number().int().nullable(),
  notes: z.string(),
  createdAt: z.string(),
})
export type Client = z.infer<typeof client>
export const clientAnswer = z.object({ status: z.literal(true), data: client })
export const clientsAnswer = z.object({ status: z.literal(true), data: z.array(client) })

/** POST /api/agent/clients/save: a new client (no `id`) or a change to one of the agent's own. */
export const clientInput = z.strictObject({
  id: int(1).optional(),
  title: guestTitle,
  firstName: personName,
  lastName: personName,
  email: typedEmail,
  phone: phoneInput,
  nationalityId: int(1).nullable(),
  notes: multiLineText().trim().max(CLIENT_NOTES_MAX_LENGTH),
})
export type ClientInput = z.input<typeof clientInput>

/** POST /api/agent/clients: the agent's clients, filtered by a name or email fragment. */
export const clientsRequest = z.strictObject({ query: text().trim().max(100).default('') })
export const clientRef = z.strictObject({ id: int(1) })

/** POST /api/agent/clients/detail: the client and the bookings the agent made for them. */
export const clientDetailAnswer = z.object({
  status: z.literal(true),
  data: z.object({ client, bookings: z.array(reservation) }),
})

/** POST /api/agent/clients/import: the text of a CSV file (header row, then one client a row). */
export const importClientsRequest = z.strictObject({ csv: multiLineText().max(90_000) })
/** Why a row (or, at row 1, the whole file) was refused. */
export const importRefusalCode = z.enum([
  'UNREADABLE',
  'EMPTY',
  'MISSING_COLUMNS',
  'TOO_MANY_ROWS',
  'INVALID',
  'UNKNOWN_NATIONALITY',
  'UNKNOWN_COUNTRY',
  'CLIENT_EXISTS',
  'DUPLICATE',
])
/**
 * A refused row: the line of the file it starts on (the header is line 1; blank lines count, as
 * an editor or a spreadsheet numbers them), the column at fault, why (a code and the server's sentence).
 */
export const importRefusal = z.object({ row: z.number().int(), field: z.string().nullable(), code: importRefusalCode, reason: z.string() })
export type ImportRefusal = z.infer<typeof importRefusal>
export const importClientsAnswer = z.object({ status: z.literal(true), data: z.object({ imported: z.number().int() }) })
/** 422 IMPORT_REFUSED: nothing was imported; every refused row is named with its reason. */
export const importRefusedAnswer = z.object({
  status: z.literal(false),
  message: z.string(),
  code: z.literal('IMPORT_REFUSED'),
  rows: z.array(importRefusal),
})

// ---------------------------------------------------------------------------------------------
// Quotes

export const quoteStatus = z.enum(['draft', 'sent', 'viewed', 'accepted', 'expired'])
export type QuoteStatus = z.infer<typeof quoteStatus>
/** Items one quote holds, and how far ahead it may stay valid (days after it is sent). */
export const QUOTE_LIMITS = { maxItems: 5, maxValidDays: 60, defaultValidDays: 7 } as const

/** One offer of a quote, priced again now: null `quote` when the line no longer has it at all. */
export const quoteItemView = z.object({ id: z.number().int(), quote: itemQuote.nullable(), available: z.boolean() })

/** A quote as its agent sees it (/agent/my-quotes/…), every item re-priced when it is opened. */
export const quoteView = z.object({
  id: z.number().int(),
  status: quoteStatus,
  client: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string() }),
  currency: z.string(),
  validUntil: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  items: z.array(quoteItemView),
  /** Over the items still available, in `currency`. */
  totalMinor: z.number().int(),
})
export type QuoteView = z.infer<typeof quoteView>
export const quoteAnswer = z.object({ status: z.literal(true), data: quoteView })

/** A line of the quotes list: no re-pricing, the total as last priced. */
export const quoteSummary = z.object({
  id: z.number().int(),
  status: quoteStatus,
  clientName: z.string(),
  itemCount: z.number().int(),
  currency: z.string(),
  validUntil: z.string().nullable(),
  createdAt: z.string(),
  confirmationNumber: z.string().nullable(),
})
export type QuoteSummary = z.infer<typeof quoteSummary>
export const quotesAnswer = z.object({ status: z.literal(true), data: z.array(quoteSummary) })

/** POST /api/agent/quotes/add: an offer into the client's open draft (a new draft when none). */
export const addToQuoteRequest = z.strictObject({ clientId: int(1), selection: itemSelection, currency: currencyCode })
export const addToQuoteAnswer = z.object({ status: z.literal(true), data: z.object({ quoteId: z.number().int() }) })
export type AddToQuoteRequest = z.input<typeof addToQuoteRequest>

export const quoteRef = z.strictObject({ id: int(1) })
export const quoteItemRef = z.strictObject({ quoteId: int(1), itemId: int(1) })
/** POST /api/agent/quotes/send: mails the client a link; valid until the day given (1 to 60 days ahead). */
export const sendQuoteRequest = z.strictObject({ id: int(1), validUntil: isoDateString })

/** The key of a quote's mailed link. */
export const quoteKey = text().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the key from the link')
export const publicQuoteRequest = z.strictObject({ key: quoteKey })
/**
 * Accepting or booking a quote names the total its person saw: a quote whose price moved since is
 * refused (409 PRICE_CHANGED) and shown again at the new price, never booked at a price unseen.
 */
export const acceptQuoteRequest = z.strictObject({ key: quoteKey, expectedTotalMinor: int(0) })
export const bookQuoteRequest = z.strictObject({ id: int(1), expectedTotalMinor: int(0) })

/** A quote as its client sees it from the mailed link: no account needed. */
export const publicQuote = z.object({
  orgName: z.string(),
  agent: z.object({ name: z.string(), email: z.string(), agencyName: z.string().nullable() }),
  clientName: z.string(),
  status: quoteStatus,
  currency: z.string(),
  validUntil: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.number().int(),
      available: z.boolean(),
      title: z.string(),
      subtitle: z.string(),
      image: image.nullable(),
      startsOn: isoDateString.nullable(),
      endsOn: isoDateString.nullable(),
      travellers: itemTravellers.nullable(),
      price: itemPrice.nullable(),
      freeCancellationUntil: isoDateString.nullable(),
    }),
  ),
  totalMinor: z.number().int(),
  confirmationNumber: z.string().nullable(),
})
export type PublicQuote = z.infer<typeof publicQuote>
export const publicQuoteAnswer = z.object({ status: z.literal(true), data: publicQuote })
export const acceptQuoteAnswer = z.object({ status: z.literal(true), data: z.object({ confirmationNumber: z.string() }) })

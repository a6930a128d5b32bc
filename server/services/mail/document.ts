import type { MessageDescriptor } from '@lingui/core'

/*
 * A mail as its template writes it, before it is put into words: blocks of message descriptors
 * (from the mail catalog, locales/<locale>/mail.po) and the values they hold. One document gives
 * both parts of the mail, the plain text (./text.ts) and the HTML (./html.tsx), so the two can
 * never say different things (docs/decisions.md#mail-catalog).
 */

/** Words of the mail catalog, with the values its placeholders and plurals take (`values`). */
export type Words = MessageDescriptor

/**
 * A value as the mail states it: text as it is (a name, a code), words of the catalog, a day or
 * two (yyyy-mm-dd), or an amount in minor units; days and amounts are written in the mail's
 * language when it is rendered (./text.ts `valueText`).
 */
export type Value =
  | string
  | Words
  | { day: string }
  | { days: [string, string] }
  | { minor: number; currency: string; minus?: true; decimals?: number }

/** A label of ours, then a value: "Confirmation number: TC-1". */
export type Row = { label: Words; value: Value }

export type Block =
  /** A paragraph. */
  | { kind: 'text'; words: Words }
  /** Labelled rows, under a heading when given. */
  | { kind: 'rows'; heading?: Words; rows: Row[] }
  /** One booked (or quoted) item: its headline, its line's rows, a note of its line, then what it costs. */
  | { kind: 'item'; title: string; rows: Row[]; note?: Words; costs?: Row[] }
  /** A link to open: what it does (a sentence), the button's words, and the address itself. */
  | { kind: 'action'; words: Words; button: Words; href: string }

export type MailDocument = {
  subject: Words
  /** The sentence that opens the mail (its first line; a mail list shows it beside the subject). */
  blocks: [Block & { kind: 'text' }, ...Block[]]
}

/** The words `d` with `values` filled in. */
export const say = (d: Words, values: Record<string, unknown>): Words => ({ ...d, values })

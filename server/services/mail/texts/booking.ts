import { say, type Block, type MailDocument, type Row, type Words } from '../document'
import { itemName } from '@contract/schemas/reservations'
import type { TemplateVars } from '../vars'
import type { LineMail } from './booking-lines'

/*
 * The booking mails (confirmation, cancellation), the same for every product line: an item's own
 * rows come from its line (./booking-lines.ts). No text the booker typed opens a mail: the first
 * line is our own sentence, and the guest's name appears only after a label of ours ("Booked
 * for: …"), never in a greeting (issue 14).
 */

/** One item as a booking mail states it: its headline, its line's rows, its price and cancellation terms. */
export type BookingMailItem = LineMail & {
  /** The property, activity, car…, and the room, ticket, fare… ('' when the line has none). */
  title: string
  subtitle: string
  totalMinor: number
  /** Each wallet card used: its name in the mail's words (wallet-names.ts) and the amount it took. */
  deductions: { name: Words | string; amountMinor: number }[]
  /** After the wallet: what the item costs the booker (paid by card at booking, or later). */
  amountDueMinor: number
  /** What the booker's card was charged at booking (paidByCardOf): a cancellation refunds it; 0 when paid later. */
  paidByCardMinor: number
  /** Last free-cancellation day (inclusive), or null: non-refundable. */
  freeCancellationUntil: string | null
}

/** What a booking mail states about the reservation (the items it concerns); amounts are minor units of `currency`. */
export type BookingMailSummary = {
  confirmationNumber: string
  /** The guest's first and last name, as booked (shown after the "Booked for" label). */
  guestName: string
  currency: string
  /** Over the items below (what is due is summed from them: ./booking.ts summaryBlocks). */
  totalMinor: number
  items: BookingMailItem[]
  /** A cancellation of some items only: the rest of the reservation stands. */
  restStands?: boolean
}

const w = {
  confirmedSubject: /*i18n*/ {
    id: '{orgName}: your booking {number} is confirmed',
    message: '{orgName}: your booking {number} is confirmed',
  },
  confirmedSubjectBare: /*i18n*/ { id: '{orgName}: your booking is confirmed', message: '{orgName}: your booking is confirmed' },
  confirmedIntro: /*i18n*/ {
    id: 'Your reservation is confirmed. Thank you for booking with {orgName}.',
    message: 'Your reservation is confirmed. Thank you for booking with {orgName}.',
  },
  cancelledSubject: /*i18n*/ {
    id: '{orgName}: your booking {number} is cancelled',
    message: '{orgName}: your booking {number} is cancelled',
  },
  cancelledSubjectBare: /*i18n*/ { id: '{orgName}: your booking is cancelled', message: '{orgName}: your booking is cancelled' },
  cancelledPartSubject: /*i18n*/ {
    id: '{orgName}: part of your booking {number} is cancelled',
    message: '{orgName}: part of your booking {number} is cancelled',
  },
  cancelledIntro: /*i18n*/ {
    id: 'Your reservation has been cancelled as you asked. There is no cancellation fee.',
    message: 'Your reservation has been cancelled as you asked. There is no cancellation fee.',
  },
  cancelledPartIntro: /*i18n*/ {
    id: 'Part of your reservation has been cancelled as you asked: the items below. There is no cancellation fee; the rest of your reservation stands.',
    message:
      'Part of your reservation has been cancelled as you asked: the items below. There is no cancellation fee; the rest of your reservation stands.',
  },
  cardsBack: /*i18n*/ {
    id: 'The wallet cards used for this booking are back in your wallet.',
    message: 'The wallet cards used for this booking are back in your wallet.',
  },
  details: /*i18n*/ { id: 'Your booking', message: 'Your booking' },
  number: /*i18n*/ { id: 'Confirmation number', message: 'Confirmation number' },
  bookedFor: /*i18n*/ { id: 'Booked for', message: 'Booked for' },
  price: /*i18n*/ { id: 'Price', message: 'Price' },
  deduction: /*i18n*/ { id: 'Wallet ({card})', message: 'Wallet ({card})' },
  total: /*i18n*/ { id: 'Total', message: 'Total' },
  due: /*i18n*/ { id: 'Amount due', message: 'Amount due' },
  backInWallet: /*i18n*/ { id: 'back in your wallet', message: 'back in your wallet' },
  refunded: /*i18n*/ { id: 'Refunded to your card', message: 'Refunded to your card' },
  paidByCard: /*i18n*/ { id: 'Paid by card', message: 'Paid by card' },
  charged: /*i18n*/ { id: 'Charged currency', message: 'Charged currency' },
  cancelUntil: /*i18n*/ { id: 'Free cancellation until', message: 'Free cancellation until' },
  cancellation: /*i18n*/ { id: 'Cancellation', message: 'Cancellation' },
  nonRefundable: /*i18n*/ { id: 'non-refundable', message: 'non-refundable' },
  view: /*i18n*/ { id: 'See your booking online:', message: 'See your booking online:' },
  viewButton: /*i18n*/ { id: 'See my booking', message: 'See my booking' },
} satisfies Record<string, Words>

/** The card's name in the mail's words, inside the deduction's label. */
const deductionLabel = (name: Words | string): Words => say(w.deduction, { card: name })

/**
 * An item's block. Booked: its price, each wallet card's deduction, what the card paid when
 * booked, what is still due and its cancellation terms. Cancelled: what it cost, each card back
 * in the wallet and what went back to the card it was paid with; nothing is due and no terms are left.
 */
function itemBlock(item: BookingMailItem, currency: string, cancelled: boolean): Block {
  const money = (minor: number) => ({ minor, currency })
  const costs: Row[] = cancelled
    ? [
        { label: w.price, value: money(item.totalMinor) },
        ...item.deductions.map((d) => ({ label: deductionLabel(d.name), value: w.backInWallet })),
        ...(item.paidByCardMinor > 0 ? [{ label: w.refunded, value: money(item.paidByCardMinor) }] : []),
      ]
    : [
        { label: w.price, value: money(item.totalMinor) },
        ...item.deductions.map((d) => ({ label: deductionLabel(d.name), value: { ...money(d.amountMinor), minus: true as const } })),
        ...(item.paidByCardMinor > 0 ? [{ label: w.paidByCard, value: money(item.paidByCardMinor) }] : []),
        { label: w.due, value: money(item.amountDueMinor - item.paidByCardMinor) },
        item.freeCancellationUntil
          ? { label: w.cancelUntil, value: { day: item.freeCancellationUntil } }
          : { label: w.cancellation, value: w.nonRefundable },
      ]
  return {
    kind: 'item',
    title: itemName(item),
    rows: item.rows,
    ...(item.note && { note: item.note }),
    costs,
  }
}

function summaryBlocks(b: BookingMailSummary | undefined, cancelled: boolean): Block[] {
  if (!b) return []
  const money = (minor: number) => ({ minor, currency: b.currency })
  // What the card paid when booked: refunded when these items are cancelled, else no longer due.
  const paid = b.items.reduce((sum, item) => sum + item.paidByCardMinor, 0)
  const due = b.items.reduce((sum, item) => sum + item.amountDueMinor, 0) - paid
  return [
    {
      kind: 'rows',
      heading: w.details,
      rows: [
        { label: w.number, value: b.confirmationNumber },
        { label: w.bookedFor, value: b.guestName },
      ],
    },
    ...b.items.map((item) => itemBlock(item, b.currency, cancelled)),
    {
      kind: 'rows',
      rows: [
        { label: w.total, value: money(b.totalMinor) },
        ...(cancelled
          ? paid > 0
            ? [{ label: w.refunded, value: money(paid) }]
            : []
          : [...(paid > 0 ? [{ label: w.paidByCard, value: money(paid) }] : []), { label: w.due, value: money(due) }]),
        { label: w.charged, value: b.currency },
      ],
    },
  ]
}

const subject = (v: TemplateVars, numbered: Words, bare: Words) =>
  v.booking ? say(numbered, { orgName: v.orgName, number: v.booking.confirmationNumber }) : say(bare, { orgName: v.orgName })

/** `booking-confirmation`: sent once the booking has committed, with a link to its confirmation page. */
export const bookingConfirmationMail = (v: TemplateVars): MailDocument => ({
  subject: subject(v, w.confirmedSubject, w.confirmedSubjectBare),
  blocks: [
    { kind: 'text', words: say(w.confirmedIntro, { orgName: v.orgName }) },
    ...summaryBlocks(v.booking, false),
    { kind: 'action', words: w.view, button: w.viewButton, href: v.link },
  ],
})

/** `booking-cancellation`: sent once the cancellation has committed. */
export const bookingCancellationMail = (v: TemplateVars): MailDocument => ({
  // Some items only: the subject says part of it, so nobody reads the whole booking as gone.
  subject: subject(v, v.booking?.restStands ? w.cancelledPartSubject : w.cancelledSubject, w.cancelledSubjectBare),
  blocks: [
    { kind: 'text', words: v.booking?.restStands ? w.cancelledPartIntro : w.cancelledIntro },
    ...(v.booking?.items.some((item) => item.deductions.length > 0) ? [{ kind: 'text' as const, words: w.cardsBack }] : []),
    ...summaryBlocks(v.booking, true),
    { kind: 'action', words: w.view, button: w.viewButton, href: v.link },
  ],
})

import { eq } from 'drizzle-orm'
import type { IsoDate } from '@contract/calendar'
import { paidByCardOf, type Reservation } from '@contract/schemas/reservations'
import type { AppDeps } from '../../app-env'
import { languages, orgLanguages } from '../../store/schema'
import type { Db } from '../../store/store'
import { mailLinkBase } from '../mail/link-base'
import { enqueueMail } from '../mail/outbox'
import type { Organisation } from '../organisation'
import type { BookingMailSummary } from '../mail/texts/booking'
import { lineMail } from '../mail/texts/booking-lines'
import { programmeName } from '../mail/texts/wallet-names'
import { toReservations, type ReservationRow } from './view'

/**
 * The language of a booking's mails: the visitor's `asked` language (the `lan_code` cookie) when the organisation offers it,
 * else `fallback` (a cancellation: the language the booking was made in), else the
 * organisation's default language (as an account's language is chosen at sign-up).
 */
export async function bookingLanguage(db: Db, org: Organisation, asked: string | undefined, fallback?: string): Promise<string> {
  const offered = await db
    .select({ id: languages.id, code: languages.code })
    .from(orgLanguages)
    .innerJoin(languages, eq(languages.id, orgLanguages.languageId))
    .where(eq(orgLanguages.orgId, org.id))
  const chosen = offered.find((l) => l.code === asked)
  if (chosen) return chosen.code
  if (fallback) return fallback
  const [byDefault] = await db.select({ code: languages.code }).from(languages).where(eq(languages.id, org.defaultLanguageId))
  return byDefault?.code ?? 'en-US'
}

/** What the mail states: the reservation and the items it concerns (all of them, or those just cancelled). */
function summaryOf(r: Reservation, itemIds: readonly number[] | undefined): BookingMailSummary {
  const items = itemIds === undefined ? r.items : r.items.filter((item) => itemIds.includes(item.id))
  return {
    confirmationNumber: r.confirmationNumber,
    guestName: `${r.guest.firstName} ${r.guest.lastName}`,
    currency: r.currency,
    totalMinor: items.reduce((sum, item) => sum + item.price.totalMinor, 0),
    restStands: itemIds !== undefined && r.status === 'CONFIRMED',
    // The item's own rows come from its line (mail/texts/booking-lines.ts); the rest is the same for every line.
    items: items.map((item) => ({
      ...lineMail(item),
      title: item.title,
      subtitle: item.subtitle,
      totalMinor: item.price.totalMinor,
      deductions: item.deductions.map((d) => ({ name: programmeName(d.name), amountMinor: d.amountMinor })),
      amountDueMinor: item.amountDueMinor,
      paidByCardMinor: paidByCardOf(item),
      freeCancellationUntil: item.freeCancellationUntil,
    })),
  }
}

/** Puts a booking's mail in the outbox inside the transaction `tx` that wrote `row`; `itemIds`: the items it concerns (all when absent). */
export type BookingMail = (tx: Db, row: ReservationRow, itemIds?: readonly number[]) => Promise<void>

/**
 * The guest's confirmation or cancellation mail, linking to the booking's confirmation page (a
 * guest's or an agent's client's booking: /manage-booking, where it is found by number and email
 * from any browser), for
 * createReservation and cancelReservation to enqueue in their transaction: the mail commits with
 * the booking or the cancellation, and a retry of the same booking (same idempotency key) finds
 * both and writes neither again. Its language: the visitor's `asked` one, else the booking's.
 */
export function bookingMail(
  deps: AppDeps,
  mail: {
    /** The address the member reached us at (server/http/visitor.ts requestOrigin): the links' host when it is the organisation's. */
    origin: string | null
    org: Organisation
    asked: string | undefined
    today: IsoDate
    template: 'booking-confirmation' | 'booking-cancellation'
  },
): BookingMail {
  const { org } = mail
  return async (tx, row, itemIds) => {
    const [reservation] = await toReservations(tx, [row], mail.today)
    // A guest has no account to find the booking in, nor has an agent's client (the mail goes to the
    // client, the booking is in the agent's account): their mail opens /manage-booking with the number filled in.
    const page = row.userId === null || row.agentId !== null ? '/manage-booking?ref=' : '/checkout-success?confirmation='
    const link = `${await mailLinkBase(tx, org, mail.origin)}${page}${encodeURIComponent(row.confirmationNumber)}`
    const language = await bookingLanguage(tx, org, mail.asked, row.language)
    const vars = { link, orgName: org.name, booking: summaryOf(reservation!, itemIds) }
    const to = reservation!.guest.email
    await enqueueMail(tx, { orgId: org.id, userId: row.userId, to, language, template: mail.template, vars }, deps.now?.() ?? new Date())
  }
}

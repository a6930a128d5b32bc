import { eq } from 'drizzle-orm'
import type { Reservation } from '@contract/schemas/reservations'
import type { AppDeps } from '../../app-env'
import { languages, orgLanguages } from '../../store/schema'
import type { Db } from '../../store/store'
import { mailLinkBase } from '../mail/link-base'
import { sendMail } from '../mail/send'
import type { Organisation } from '../organisation'
import type { BookingMailSummary } from './mail-text'

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

const summaryOf = (r: Reservation): BookingMailSummary => ({
  confirmationNumber: r.confirmationNumber,
  guestName: `${r.guest.firstName} ${r.guest.lastName}`,
  propertyName: r.property.name,
  address: r.property.address,
  roomName: r.roomName,
  checkIn: r.checkIn,
  checkOut: r.checkOut,
  nights: r.nights,
  rooms: r.rooms,
  adults: r.adults,
  children: r.children,
  currency: r.currency,
  totalMinor: r.totalMinor,
  deductions: r.deductions.map((d) => ({ name: d.name, amountMinor: d.amountMinor })),
  amountDueMinor: r.amountDueMinor,
  freeCancellationUntil: r.freeCancellationUntil,
})

/**
 * Mails the guest the booking's confirmation or cancellation, linking to its confirmation page.
 * Runs after the booking committed: a mail that fails is logged, never the booking's failure.
 */
export async function mailBooking(
  deps: AppDeps,
  mail: {
    /** The address the member reached us at (server/http/visitor.ts requestOrigin): the links' host when it is the organisation's. */
    origin: string | null
    org: Organisation
    userId: number | null
    language: string
    reservation: Reservation
    template: 'booking-confirmation' | 'booking-cancellation'
  },
): Promise<void> {
  const { org, reservation } = mail
  try {
    const link = `${await mailLinkBase(deps.store.db, org, mail.origin)}/checkout-success?confirmation=${encodeURIComponent(reservation.confirmationNumber)}`
    await sendMail(deps, {
      orgId: org.id,
      userId: mail.userId,
      to: reservation.guest.email,
      language: mail.language,
      template: mail.template,
      vars: { name: reservation.guest.firstName, link, orgName: org.name, booking: summaryOf(reservation) },
    })
  } catch (error) {
    deps.logger.error('booking mail not sent', {
      template: mail.template,
      confirmationNumber: reservation.confirmationNumber,
      error,
    })
  }
}

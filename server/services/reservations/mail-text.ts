import type { MailLanguage, TemplateVars } from '../mail/templates'
import { minorDigits } from '@contract/money'

/*
 * The texts of the booking mails (templates.ts lists them beside the account mails), in every
 * mail language. Each renders without a summary too (the shared template test passes only
 * name, link and organisation), so a template can never fail to render for want of a field.
 *
 * No text the booker typed opens a mail: the first line is our own sentence (the booking is
 * confirmed / cancelled, with the organisation's name), and the guest's name appears only further
 * down, after a label of ours ("Booked for: …"). A greeting "Hello <name>," would let whoever
 * books put their words first in a mail to any address (issue 14); the templates take no name.
 */

/** One item as a booking mail states it: its headline, and a room stay's own lines (from its details). */
export type BookingMailItem = {
  /** The property, activity, car…, and the room, ticket, fare… ('' when the line has none). */
  title: string
  subtitle: string
  startsOn: string
  endsOn: string
  adults: number
  children: number
  totalMinor: number
  deductions: { name: string; amountMinor: number }[]
  amountDueMinor: number
  /** Last free-cancellation day (inclusive), or null: non-refundable. */
  freeCancellationUntil: string | null
  /** Hotels and resorts: the address, nights and rooms; null for a line without rooms. */
  stay: { address: string; nights: number; rooms: number } | null
  /** A line without rooms that takes place somewhere (a rental): its address; null otherwise. */
  address?: string | null
  /** Activities (issue 16): the ticket's code, the start, where to meet and who goes; null for other lines. */
  ticket?: { reference: string; time: string; meetingPoint: string; participants: string[] } | null
}

/** What a booking mail states about the reservation (the items it concerns); amounts are minor units of `currency`. */
export type BookingMailSummary = {
  confirmationNumber: string
  /** The guest's first and last name, as booked (shown after the "Booked for" label). */
  guestName: string
  currency: string
  /** Over the items below. */
  totalMinor: number
  amountDueMinor: number
  items: BookingMailItem[]
  /** A cancellation of some items only: the rest of the reservation stands. */
  restStands?: boolean
}

type Rendered = { subject: string; text: string }
type Words = {
  confirmedSubject: (org: string, number: string) => string
  confirmedIntro: (org: string) => string
  cancelledSubject: (org: string, number: string) => string
  cancelledIntro: string
  cancelledPartIntro: string
  cardsBack: string
  labels: {
    number: string
    bookedFor: string
    address: string
    dates: string
    price: string
    checkIn: string
    checkOut: string
    guests: string
    total: string
    deduction: string
    due: string
    charged: string
    cancelUntil: string
    cancellation: string
    details: string
    view: string
    ticket: string
    time: string
    meetingPoint: string
    participants: string
    showTicket: string
  }
  guests: (adults: number, children: number, rooms: number, nights: number) => string
  travellers: (adults: number, children: number) => string
  nonRefundable: string
}

const WORDS: Record<MailLanguage, Words> = {
  'en-US': {
    confirmedSubject: (org, n) => `${org}: your booking${n} is confirmed`,
    confirmedIntro: (org) => `Your reservation is confirmed. Thank you for booking with ${org}.`,
    cancelledSubject: (org, n) => `${org}: your booking${n} is cancelled`,
    cancelledIntro: 'Your reservation has been cancelled as you asked. There is no cancellation fee.',
    cancelledPartIntro:
      'Part of your reservation has been cancelled as you asked: the items below. There is no cancellation fee; the rest of your reservation stands.',
    cardsBack: 'The wallet cards used for this booking are back in your wallet.',
    labels: {
      number: 'Confirmation number',
      bookedFor: 'Booked for',
      address: 'Address',
      dates: 'Dates',
      price: 'Price',
      checkIn: 'Check-in',
      checkOut: 'Check-out',
      guests: 'Guests',
      total: 'Total',
      deduction: 'Wallet',
      due: 'Amount due',
      charged: 'Charged currency',
      cancelUntil: 'Free cancellation until',
      cancellation: 'Cancellation',
      details: 'Your booking',
      view: 'See your booking online:',
      ticket: 'Ticket',
      time: 'Time',
      meetingPoint: 'Meeting point',
      participants: 'Participants',
      showTicket: 'Show the ticket code at the meeting point; the confirmation page shows it as a QR code.',
    },
    guests: (a, c, r, n) =>
      `${a} ${a === 1 ? 'adult' : 'adults'}, ${c} ${c === 1 ? 'child' : 'children'}, ${r} ${r === 1 ? 'room' : 'rooms'}, ${n} ${n === 1 ? 'night' : 'nights'}`,
    travellers: (a, c) => `${a} ${a === 1 ? 'adult' : 'adults'}, ${c} ${c === 1 ? 'child' : 'children'}`,
    nonRefundable: 'non-refundable',
  },
  'es-ES': {
    confirmedSubject: (org, n) => `${org}: su reserva${n} está confirmada`,
    confirmedIntro: (org) => `Su reserva está confirmada. Gracias por reservar con ${org}.`,
    cancelledSubject: (org, n) => `${org}: su reserva${n} ha sido cancelada`,
    cancelledIntro: 'Su reserva se ha cancelado según lo solicitado. No hay gastos de cancelación.',
    cancelledPartIntro:
      'Parte de su reserva se ha cancelado según lo solicitado: los elementos siguientes. No hay gastos de cancelación; el resto de su reserva se mantiene.',
    cardsBack: 'Las tarjetas del monedero usadas en esta reserva vuelven a estar en su monedero.',
    labels: {
      number: 'Número de confirmación',
      bookedFor: 'Reserva a nombre de',
      address: 'Dirección',
      dates: 'Fechas',
      price: 'Precio',
      checkIn: 'Entrada',
      checkOut: 'Salida',
      guests: 'Huéspedes',
      total: 'Total',
      deduction: 'Monedero',
      due: 'Importe a pagar',
      charged: 'Moneda del cargo',
      cancelUntil: 'Cancelación gratuita hasta',
      cancellation: 'Cancelación',
      details: 'Su reserva',
      view: 'Consulte su reserva en línea:',
      ticket: 'Entrada',
      time: 'Hora',
      meetingPoint: 'Punto de encuentro',
      participants: 'Participantes',
      showTicket: 'Muestre el código de la entrada en el punto de encuentro; la página de confirmación lo muestra como código QR.',
    },
    guests: (a, c, r, n) =>
      `${a} ${a === 1 ? 'adulto' : 'adultos'}, ${c} ${c === 1 ? 'niño' : 'niños'}, ${r} ${r === 1 ? 'habitación' : 'habitaciones'}, ${n} ${n === 1 ? 'noche' : 'noches'}`,
    travellers: (a, c) => `${a} ${a === 1 ? 'adulto' : 'adultos'}, ${c} ${c === 1 ? 'niño' : 'niños'}`,
    nonRefundable: 'no reembolsable',
  },
  'fr-FR': {
    confirmedSubject: (org, n) => `${org} : votre réservation${n} est confirmée`,
    confirmedIntro: (org) => `Votre réservation est confirmée. Merci d'avoir réservé avec ${org}.`,
    cancelledSubject: (org, n) => `${org} : votre réservation${n} est annulée`,
    cancelledIntro: "Votre réservation a été annulée à votre demande. Aucuns frais d'annulation ne s'appliquent.",
    cancelledPartIntro:
      "Une partie de votre réservation a été annulée à votre demande : les éléments ci-dessous. Aucuns frais d'annulation ne s'appliquent ; le reste de votre réservation est maintenu.",
    cardsBack: 'Les cartes du portefeuille utilisées pour cette réservation sont de nouveau dans votre portefeuille.',
    labels: {
      number: 'Numéro de confirmation',
      bookedFor: 'Réservé au nom de',
      address: 'Adresse',
      dates: 'Dates',
      price: 'Prix',
      checkIn: 'Arrivée',
      checkOut: 'Départ',
      guests: 'Voyageurs',
      total: 'Total',
      deduction: 'Portefeuille',
      due: 'Montant à payer',
      charged: 'Devise facturée',
      cancelUntil: "Annulation gratuite jusqu'au",
      cancellation: 'Annulation',
      details: 'Votre réservation',
      view: 'Consultez votre réservation en ligne :',
      ticket: 'Billet',
      time: 'Heure',
      meetingPoint: 'Point de rendez-vous',
      participants: 'Participants',
      showTicket: "Présentez le code du billet au point de rendez-vous ; la page de confirmation l'affiche en QR code.",
    },
    guests: (a, c, r, n) =>
      `${a} ${a === 1 ? 'adulte' : 'adultes'}, ${c} ${c === 1 ? 'enfant' : 'enfants'}, ${r} ${r === 1 ? 'chambre' : 'chambres'}, ${n} ${n === 1 ? 'nuit' : 'nuits'}`,
    travellers: (a, c) => `${a} ${a === 1 ? 'adulte' : 'adultes'}, ${c} ${c === 1 ? 'enfant' : 'enfants'}`,
    nonRefundable: 'non remboursable',
  },
  'de-DE': {
    confirmedSubject: (org, n) => `${org}: Ihre Buchung${n} ist bestätigt`,
    confirmedIntro: (org) => `Ihre Reservierung ist bestätigt. Vielen Dank für Ihre Buchung bei ${org}.`,
    cancelledSubject: (org, n) => `${org}: Ihre Buchung${n} ist storniert`,
    cancelledIntro: 'Ihre Reservierung wurde wie gewünscht storniert. Es fallen keine Stornogebühren an.',
    cancelledPartIntro:
      'Ein Teil Ihrer Reservierung wurde wie gewünscht storniert: die folgenden Leistungen. Es fallen keine Stornogebühren an; der Rest Ihrer Reservierung bleibt bestehen.',
    cardsBack: 'Die für diese Buchung verwendeten Karten sind wieder in Ihrer Wallet.',
    labels: {
      number: 'Bestätigungsnummer',
      bookedFor: 'Gebucht für',
      address: 'Adresse',
      dates: 'Reisedaten',
      price: 'Preis',
      checkIn: 'Anreise',
      checkOut: 'Abreise',
      guests: 'Gäste',
      total: 'Gesamtpreis',
      deduction: 'Wallet',
      due: 'Zu zahlender Betrag',
      charged: 'Abrechnungswährung',
      cancelUntil: 'Kostenlose Stornierung bis',
      cancellation: 'Stornierung',
      details: 'Ihre Buchung',
      view: 'Ihre Buchung online ansehen:',
      ticket: 'Ticket',
      time: 'Uhrzeit',
      meetingPoint: 'Treffpunkt',
      participants: 'Teilnehmende',
      showTicket: 'Zeigen Sie den Ticketcode am Treffpunkt vor; die Bestätigungsseite zeigt ihn als QR-Code.',
    },
    guests: (a, c, r, n) =>
      `${a} ${a === 1 ? 'Erwachsener' : 'Erwachsene'}, ${c} ${c === 1 ? 'Kind' : 'Kinder'}, ${r} Zimmer, ${n} ${n === 1 ? 'Nacht' : 'Nächte'}`,
    travellers: (a, c) => `${a} ${a === 1 ? 'Erwachsener' : 'Erwachsene'}, ${c} ${c === 1 ? 'Kind' : 'Kinder'}`,
    nonRefundable: 'nicht erstattungsfähig',
  },
}

// Display only: the amount is an exact integer; dividing it for Intl loses nothing at two decimals.
const money = (language: MailLanguage, minor: number, currency: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 10 ** minorDigits(currency))

const day = (language: MailLanguage, date: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))

/** An item's lines: the headline for any line, a room stay's address, dates and rooms from its details, then its price. */
function itemLines(language: MailLanguage, item: BookingMailItem, currency: string): string[] {
  const w = WORDS[language]
  const l = w.labels
  const when = item.stay
    ? [
        `${l.address}: ${item.stay.address}`,
        `${l.checkIn}: ${day(language, item.startsOn)}`,
        `${l.checkOut}: ${day(language, item.endsOn)}`,
        `${l.guests}: ${w.guests(item.adults, item.children, item.stay.rooms, item.stay.nights)}`,
      ]
    : item.ticket
      ? [
          `${l.dates}: ${day(language, item.startsOn)}`,
          `${l.time}: ${item.ticket.time}`,
          `${l.meetingPoint}: ${item.ticket.meetingPoint}`,
          `${l.guests}: ${w.travellers(item.adults, item.children)}`,
          ...(item.ticket.participants.length ? [`${l.participants}: ${item.ticket.participants.join(', ')}`] : []),
          `${l.ticket}: ${item.ticket.reference}`,
          l.showTicket,
        ]
      : [
          ...(item.address ? [`${l.address}: ${item.address}`] : []),
          `${l.dates}: ${day(language, item.startsOn)} – ${day(language, item.endsOn)}`,
          `${l.guests}: ${w.travellers(item.adults, item.children)}`,
        ]
  return [
    item.subtitle ? `${item.title} – ${item.subtitle}` : item.title,
    ...when,
    `${l.price}: ${money(language, item.totalMinor, currency)}`,
    ...item.deductions.map((d) => `${l.deduction} (${d.name}): -${money(language, d.amountMinor, currency)}`),
    `${l.due}: ${money(language, item.amountDueMinor, currency)}`,
    item.freeCancellationUntil ? `${l.cancelUntil}: ${day(language, item.freeCancellationUntil)}` : `${l.cancellation}: ${w.nonRefundable}`,
  ]
}

function summaryLines(language: MailLanguage, b: BookingMailSummary): string[] {
  const l = WORDS[language].labels
  return [
    `${l.details}`,
    `${l.number}: ${b.confirmationNumber}`,
    `${l.bookedFor}: ${b.guestName}`,
    ...b.items.flatMap((item) => ['', ...itemLines(language, item, b.currency)]),
    '',
    `${l.total}: ${money(language, b.totalMinor, b.currency)}`,
    `${l.due}: ${money(language, b.amountDueMinor, b.currency)}`,
    `${l.charged}: ${b.currency}`,
  ]
}

/** The number with its leading space, or nothing (a summary-less render). */
const numberOf = (v: TemplateVars) => (v.booking ? ` ${v.booking.confirmationNumber}` : '')

function confirmation(language: MailLanguage) {
  return (v: TemplateVars): Rendered => {
    const w = WORDS[language]
    const lines = v.booking ? summaryLines(language, v.booking) : []
    return {
      subject: w.confirmedSubject(v.orgName, numberOf(v)),
      text: [w.confirmedIntro(v.orgName), '', ...lines, '', w.labels.view, v.link, ''].join('\n'),
    }
  }
}

function cancellation(language: MailLanguage) {
  return (v: TemplateVars): Rendered => {
    const w = WORDS[language]
    const lines = v.booking ? summaryLines(language, v.booking) : []
    const cardsBack = v.booking?.items.some((item) => item.deductions.length > 0) ? ['', w.cardsBack] : []
    return {
      subject: w.cancelledSubject(v.orgName, numberOf(v)),
      text: [
        v.booking?.restStands ? w.cancelledPartIntro : w.cancelledIntro,
        ...cardsBack,
        '',
        ...lines,
        '',
        w.labels.view,
        v.link,
        '',
      ].join('\n'),
    }
  }
}

const byLanguage = (make: (language: MailLanguage) => (v: TemplateVars) => Rendered) =>
  ({ 'en-US': make('en-US'), 'es-ES': make('es-ES'), 'fr-FR': make('fr-FR'), 'de-DE': make('de-DE') }) satisfies Record<
    MailLanguage,
    unknown
  >

/** `booking-confirmation`: sent once the booking has committed, with a link to its confirmation page. */
export const bookingConfirmation = byLanguage(confirmation)
/** `booking-cancellation`: sent once the cancellation has committed. */
export const bookingCancellation = byLanguage(cancellation)

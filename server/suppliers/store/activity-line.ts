import type { z } from 'zod'
import { addDays } from '@contract/calendar'
import { seatsOf, ticketsProblem, ticketType } from '@contract/schemas/activities'
import { LINE_PRODUCT, type activitySelection, type ItemQuote } from '@contract/schemas/lines'
import { DomainError } from '../../errors'
import { activityFreeCancellationUntil, checkActivityDays, sellsActivities, ticketsIn } from '../../services/activities/rules'
import { ratesFor } from '../../services/booking/currencies'
import { currencyFactor } from '../../services/wallet/money'
import type { Db } from '../../store/store'
import type { LineSupplier } from '../supplier'
import { activityImageUrl } from './activity-images'
import {
  bookSeats,
  cancelSeats,
  destinationActivityCurrencies,
  heldSeats,
  readActivity,
  readSlots,
  runsOn,
  searchActivityPage,
  type ActivitySearchAnswer,
  type ActivitySearchCall,
  type StoredActivity,
} from './activity-store'

type ActivitySelection = z.output<typeof activitySelection>

/** Activities from the store (issue 16): search and details for their pages, the quote, the seats held and given back. */
export type ActivityLineSupplier = LineSupplier<ActivitySelection, ActivitySearchCall, ActivitySearchAnswer, StoredActivity>

const TICKET_PROBLEMS = {
  NO_TICKETS: 'Choose at least one ticket',
  TOO_MANY_SEATS: 'A booking can hold at most 10 seats (a family ticket counts four)',
  CHILD_ALONE: 'Children must come with an adult: add an adult, senior or family ticket',
} as const

/** An activity's daily deal (issue 18): a slot five days out with two adult tickets, of an activity that cancels free. */
const DEAL_DAY = { inDays: 5, tickets: { adult: 2, child: 0, senior: 0, family: 0 } } as const

const badInput = (message: string) => new DomainError('BAD_INPUT', message)

/**
 * The activity line over the store: `quote` prices the selection's tickets in the asked currency
 * (each ticket type converted exactly once, taxes included in the price) and says whether the
 * slot still has the seats; `book` takes them under the slot's row lock and answers the ticket's
 * code; `cancel` gives them back.
 */
export function activityLine(db: Db): ActivityLineSupplier {
  /** The activity and slot a selection names, as the organisation sells them, with its seats. */
  async function resolve(context: { db: Db; org: Parameters<typeof sellsActivities>[1]; now: Date }, selection: ActivitySelection) {
    const [activity, sold] = await Promise.all([readActivity(db, selection.activityId), sellsActivities(context.db, context.org)])
    if (!activity || !sold) throw new DomainError('NOT_FOUND', `No activity ${selection.activityId}`)
    checkActivityDays(context.org, selection.date, undefined, context.now)
    if (!runsOn(activity, selection.date)) throw new DomainError('BAD_STAY', `${activity.title} does not run on ${selection.date}`)
    const slot = (await readSlots(db, activity.id)).find((s) => s.startsAt === selection.time)
    if (!slot) throw new DomainError('NOT_FOUND', `${activity.title} has no slot at ${selection.time}`)
    const problem = ticketsProblem(selection.tickets)
    if (problem) throw badInput(`tickets: ${TICKET_PROBLEMS[problem]}`)
    const seats = seatsOf(selection.tickets)
    const names = selection.participants.length
    if (names !== 0 && names !== seats) throw badInput(`participants: name each of the ${seats} participants, or none before booking`)
    return { activity, slot, seats }
  }

  return {
    line: 'activity',
    code: 'store',
    search: (call) => searchActivityPage(db, call),
    details: (id) => readActivity(db, id),
    async quote(context, selection): Promise<ItemQuote> {
      const rates = await ratesFor(context.db, context.org, context.currency)
      const { activity, slot, seats } = await resolve(context, selection)
      const sold = ticketsIn(activity, rates.of(activity.currency), rates.target)
      const tickets = ticketType.options
        .filter((type) => selection.tickets[type] > 0)
        .map((type) => {
          const ticket = sold.find((t) => t.type === type)
          if (!ticket) throw badInput(`tickets.${type}: ${activity.title} sells no ${type} tickets`)
          return { type, count: selection.tickets[type], unitMinor: ticket.priceMinor }
        })
      const totalMinor = tickets.reduce((sum, t) => sum + t.count * t.unitMinor, 0)
      const left = slot.capacity - ((await heldSeats(db, [slot.id], selection.date)).get(slot.id) ?? 0)
      const image = { url: activityImageUrl(activity.id, activity.images[0]!.file), alt: activity.images[0]!.alt }
      const children = selection.tickets.child + 2 * selection.tickets.family
      return {
        line: 'activity',
        product: LINE_PRODUCT.activity,
        title: activity.title,
        subtitle: selection.time,
        image,
        startsOn: selection.date,
        endsOn: selection.date,
        travellers: { adults: seats - children, children },
        price: { currency: rates.target.code, baseMinor: totalMinor, taxesMinor: 0, feesMinor: 0, totalMinor },
        freeCancellationUntil: activityFreeCancellationUntil(activity, selection.date, context.now),
        details: {
          line: 'activity',
          activity: {
            id: activity.id,
            title: activity.title,
            destinationName: activity.destinationName,
            countryCode: activity.countryCode,
            image,
          },
          date: selection.date,
          time: selection.time,
          durationMinutes: activity.durationMinutes,
          meetingPoint: { text: activity.meetingPoint, latitude: activity.meetingLatitude, longitude: activity.meetingLongitude },
          languages: activity.languages,
          tickets,
          seats,
          namesRequired: activity.namesRequired,
          participants: selection.participants,
        },
        selection,
        certificateRequired: false,
        bookable: left >= seats,
        payNow: false,
      }
    },
    roomsOf: () => 0,
    async book(tx, { selection, now }) {
      const activity = await readActivity(tx, selection.activityId)
      const slot = activity && (await readSlots(tx, activity.id)).find((s) => s.startsAt === selection.time)
      if (!activity || !slot) throw new DomainError('NOT_FOUND', `No activity ${selection.activityId} at ${selection.time}`)
      const seats = seatsOf(selection.tickets)
      if (activity.namesRequired && selection.participants.length !== seats) {
        throw badInput(`participants: ${activity.title} needs the name of each of the ${seats} participants`)
      }
      return bookSeats(tx, { slotId: slot.id, date: selection.date, seats, title: activity.title, time: selection.time, now })
    },
    cancel: (tx, request) => cancelSeats(tx, request),
    deals: {
      binds: ['activityId', 'date', 'time', 'tickets'],
      /** The destination's recommended first activity that cancels free and has seats that day, at its first slot with two left. */
      async candidate({ org, currency, today }, destinationId) {
        const currencies = await destinationActivityCurrencies(db, destinationId)
        if (currencies.length === 0 || !(await sellsActivities(db, org))) return null
        const rates = await ratesFor(db, org, currency)
        const date = addDays(today, Math.max(DEAL_DAY.inDays, org.minCheckinDays + 1))
        const tickets = { ...DEAL_DAY.tickets }
        const seats = seatsOf(tickets)
        const found = await searchActivityPage(db, {
          destinationId,
          dateFrom: date,
          dateTo: date,
          seats,
          factors: currencies.map((code) => ({ code, factor: currencyFactor(rates.of(code)) })),
          target: currencyFactor(rates.target),
          sort: 'recommended',
          offset: 0,
          limit: 10,
        })
        for (const row of found.page.filter((r) => r.available && r.freeCancellation)) {
          const slots = await readSlots(db, row.id)
          const held = await heldSeats(
            db,
            slots.map((s) => s.id),
            date,
          )
          const slot = slots.find((s) => s.capacity - (held.get(s.id) ?? 0) >= seats)
          if (slot) return { line: 'activity', activityId: row.id, date, time: slot.startsAt, tickets, participants: [] }
        }
        return null
      },
    },
  }
}

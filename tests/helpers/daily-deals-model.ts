import { getShortestPaths } from 'xstate/graph'
import { dailyDealsMachine, type DailyDealsEvent, type DailyDealsInput } from '@machines/daily-deals.machine'
import type { DealsOfTheDay, SavingsCode, SavingsMember } from '@contract/schemas/savings'
import { ApiError } from '@/api/client'
import { withEveryTransition } from './graph-coverage'

/* Daily deals' model: the member's clicks, the countdown's end, and every outcome of the four savings calls. */

export const openMember: SavingsMember = { memberId: 'SV-0123456789AB', status: 'OPEN', importedAt: '2026-06-01T12:00:00.000Z' }
export const closedMember: SavingsMember = { ...openMember, status: 'CLOSED' }
export const ownCode: SavingsCode = {
  code: 's1.1.1.1780000000000.sig',
  expiresAt: '2026-06-01T12:05:00.000Z',
  url: '/daily-deals',
  external: false,
}
export const siteCode: SavingsCode = {
  ...ownCode,
  url: 'https://deals.example/?code=s1.1.1.1780000000000.sig',
  external: true,
}
const hotelToken = 'd2.1.hotel.20.1780372800000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.sig'
const stayToken = 'd2.1.stay.25.1780372800000.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.sig'
const activityToken = 'd2.1.activity.15.1780372800000.CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC.sig'

/** A day of three lines' deals: a hotel, a stay and an activity, each with its own facts and checkout. */
export const todaysDeals: DealsOfTheDay = {
  validUntil: '2026-06-02T04:00:00.000Z',
  timeZone: 'America/New_York',
  deals: [
    {
      id: 'hotel:AAAAAAAAAAAAAAAA',
      line: 'hotel',
      title: 'Coral Bay Hotel',
      subtitle: 'King room',
      destinationName: 'Cancún',
      image: { url: '/img/coral.svg', alt: 'Coral Bay Hotel' },
      percentOff: 20,
      startsOn: '2026-06-08',
      endsOn: '2026-06-10',
      nights: 2,
      travellers: { adults: 2, children: 0 },
      was: { amountMinor: 40000, currency: 'USD' },
      now: { amountMinor: 32000, currency: 'USD' },
      selection: {
        line: 'hotel',
        propertyId: 'coral-bay',
        roomTypeId: 'coral-bay-king',
        checkIn: '2026-06-08',
        checkOut: '2026-06-10',
        rooms: 1,
        adults: 2,
        children: 0,
        deal: hotelToken,
      },
      token: hotelToken,
    },
    {
      id: 'stay:BBBBBBBBBBBBBBBB',
      line: 'stay',
      title: 'Casa Azul',
      subtitle: '',
      destinationName: 'Cancún',
      image: { url: '/img/casa.svg', alt: 'Casa Azul' },
      percentOff: 25,
      startsOn: '2026-06-11',
      endsOn: '2026-06-15',
      nights: 4,
      travellers: { adults: 2, children: 0 },
      // 25 % off the rent of 750.00; the cleaning fee of 65.00 stays: 23 % off what was 815.00.
      was: { amountMinor: 81500, currency: 'USD' },
      now: { amountMinor: 62750, currency: 'USD' },
      selection: {
        line: 'stay',
        unitId: 'cancun-casa-azul',
        checkIn: '2026-06-11',
        checkOut: '2026-06-15',
        adults: 2,
        children: 0,
        deal: stayToken,
      },
      token: stayToken,
    },
    {
      id: 'activity:CCCCCCCCCCCCCCCC',
      line: 'activity',
      title: 'Reef Snorkel Tour',
      subtitle: '09:30',
      destinationName: 'Cancún',
      image: { url: '/img/reef.svg', alt: 'Reef Snorkel Tour' },
      percentOff: 15,
      startsOn: '2026-06-06',
      endsOn: '2026-06-06',
      nights: 0,
      travellers: { adults: 2, children: 0 },
      was: { amountMinor: 10000, currency: 'USD' },
      now: { amountMinor: 8500, currency: 'USD' },
      selection: {
        line: 'activity',
        activityId: 'cancun-reef-snorkel',
        date: '2026-06-06',
        time: '09:30',
        tickets: { adult: 2, child: 0, senior: 0, family: 0 },
        participants: [],
        deal: activityToken,
      },
      token: activityToken,
    },
  ],
}

export const dealsFailures = {
  offline: new ApiError('network', 'Failed to fetch'),
  notMember: new ApiError('http', 'PLEASE JOIN DAILY DEALS FIRST', 409, 'NOT_A_SAVINGS_MEMBER'),
  expired: new ApiError('http', 'THIS SAVINGS CODE HAS EXPIRED', 401, 'SAVINGS_CODE_EXPIRED'),
}

export const pageInput: DailyDealsInput = { mode: 'page', currency: 'USD', lang: 'en-US' }
export const openInput: DailyDealsInput = { mode: 'open', currency: 'USD', lang: 'en-US' }

const userEvents: DailyDealsEvent[] = [{ type: 'retry' }, { type: 'deals.expired' }, { type: 'currency.change', currency: 'EUR' }]

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const error = (id: string, e: unknown) => ({ type: `xstate.error.actor.${id}`, error: e })

export function dealsEventsFor(state: { matches: (value: any) => boolean }): DailyDealsEvent[] {
  const running: unknown[] = state.matches('checking')
    ? [done('getMember', openMember), done('getMember', null), done('getMember', closedMember), error('getMember', dealsFailures.offline)]
    : state.matches('joining')
      ? [done('setMember', openMember), error('setMember', dealsFailures.offline)]
      : state.matches('coding')
        ? [
            done('getCode', ownCode),
            done('getCode', siteCode),
            error('getCode', dealsFailures.notMember),
            error('getCode', dealsFailures.offline),
          ]
        : state.matches('loading')
          ? [done('getDeals', todaysDeals), error('getDeals', dealsFailures.expired), error('getDeals', dealsFailures.offline)]
          : []
  return [...userEvents, ...(running as DailyDealsEvent[])]
}

const serializeState = (state: any) =>
  JSON.stringify({ value: state.value, error: state.context.error, renewed: state.context.renewed, currency: state.context.currency })

export function dailyDealsPaths(input: DailyDealsInput = pageInput) {
  const options = { input, events: dealsEventsFor as any, serializeState }
  return withEveryTransition(dailyDealsMachine, getShortestPaths(dailyDealsMachine, options), (state) => dealsEventsFor(state) as any)
}

/** From the page and from the navigation: together every transition. */
export const dailyDealsTestPaths = () => [...dailyDealsPaths(pageInput), ...dailyDealsPaths(openInput)]

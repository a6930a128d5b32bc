import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { PropertyRequest } from '@/api/booking'
import type { PropertyWithOffers } from '@contract/schemas/booking'
import type { StayParams } from '@/lib/booking-params'
import { propertyDetailsMachine, requestOf, settledStay } from '@machines/property-details.machine'
import { unwalked } from '../helpers/graph-coverage'
import { propertyDetailsPaths, WINDOW } from '../helpers/property-details-model'
import { everyCase } from '../helpers/every-case'

const nights = (s: StayParams) => Math.round((Date.parse(s.checkOut!) - Date.parse(s.checkIn!)) / 86_400_000)

describe('property-details machine, walked by xstate/graph', () => {
  const paths = propertyDetailsPaths()

  it('the shortest paths to every state of every input, extended where needed, walk every transition', () => {
    expect(paths.length).toBeGreaterThan(10)
    expect(unwalked(propertyDetailsMachine, paths)).toEqual([])
  })

  it('in every state of every path: offers only for a settled, dated stay; an error only in the failed states; never an unhandled error', () => {
    const cases = everyCase(['ready', 'shown', 'resort shown'])
    for (const path of paths) {
      for (const { state } of path.steps) {
        const { data, error, stay } = state.context
        expect(state.status).not.toBe('error')
        expect(error !== null).toBe(state.matches('failed') || state.matches({ ready: 'reloadFailed' }))
        cases.when('ready', state.matches('ready'), () => expect(data).not.toBeNull())
        cases.when('shown', state.matches({ ready: 'shown' }), () => {
          expect(data!.offers).not.toBeNull()
          expect(stay.checkIn! >= state.context.minDate).toBe(true)
          cases.when('resort shown', data!.property.kind === 'resort', () => expect(nights(stay) % 7).toBe(0))
          expect(data!.offers!.every((o) => o.currency === state.context.currency)).toBe(true)
        })
      }
    }
    cases.expectEverySeen()
  })

  it('every path replayed on a running actor: each call asks for the stay and currency of its moment, a new one aborts the one under way, the URL follows each new stay', () => {
    const cases = everyCase(['running', 'reloading', 'ready'])
    for (const path of paths) {
      const calls: { request: PropertyRequest; signal: AbortSignal }[] = []
      const written: StayParams[] = []
      const actor = createActor(
        propertyDetailsMachine.provide({
          actors: {
            load: fromPromise<PropertyWithOffers, PropertyRequest>(
              ({ input, signal }) => (calls.push({ request: input, signal }), new Promise(() => {})),
            ),
          },
          actions: { stayChanged: (_, stay) => void written.push(stay) },
        }),
        { input: (path as unknown as { input: never }).input },
      ).start()
      for (const { event, state } of path.steps.slice(1)) {
        actor.send(event)
        const snapshot = actor.getSnapshot()
        expect(snapshot.value).toEqual(state.value)
        expect(snapshot.context).toEqual(state.context)
        const running = snapshot.matches('loading') || snapshot.matches({ ready: 'reloading' })
        const last = calls.at(-1)!
        expect(calls.slice(0, -1).every((c) => c.signal.aborted)).toBe(true)
        expect(last.signal.aborted).toBe(!running)
        cases.when('running', running, () => {
          expect(last.request.currency).toBe(snapshot.context.currency)
          expect(last.request.adults).toBe(snapshot.context.stay.adults)
          cases.when('reloading', snapshot.matches('ready'), () =>
            expect([last.request.checkIn, last.request.checkOut]).toEqual([snapshot.context.stay.checkIn, snapshot.context.stay.checkOut]),
          )
        })
        cases.when('ready', snapshot.matches('ready'), () =>
          expect(written.at(-1) ?? (path as unknown as { input: { stay: StayParams } }).input.stay).toEqual(snapshot.context.stay),
        )
      }
      actor.stop()
    }
    cases.expectEverySeen()
  })

  it('settles a stay: dates from minDate, resort weeks rounded up and at most four, no stay past 30 nights', () => {
    const stay = (checkIn: string | null, checkOut: string | null) => ({ checkIn, checkOut, rooms: 1, adults: 2, children: 0 })
    expect(settledStay(stay(null, null), 'hotel', WINDOW)).toEqual(stay('2027-03-01', '2027-03-02'))
    expect(settledStay(stay(null, null), 'resort', WINDOW)).toEqual(stay('2027-03-01', '2027-03-08'))
    expect(settledStay(stay('2027-02-20', '2027-02-25'), 'hotel', WINDOW)).toEqual(stay('2027-03-01', '2027-03-02'))
    expect(settledStay(stay('2027-03-10', '2027-03-20'), 'resort', WINDOW)).toEqual(stay('2027-03-10', '2027-03-24'))
    expect(settledStay(stay('2027-03-10', '2027-04-09'), 'resort', WINDOW)).toEqual(stay('2027-03-10', '2027-04-07'))
    expect(settledStay(stay('2027-03-10', '2027-06-20'), 'resort', WINDOW)).toEqual(stay('2027-03-10', '2027-03-17'))
    expect(settledStay(stay('2027-03-10', '2027-06-20'), 'hotel', WINDOW)).toEqual(stay('2027-03-10', '2027-03-11'))
    expect(settledStay(stay('2027-03-10', '2027-03-12'), 'hotel', WINDOW)).toEqual(stay('2027-03-10', '2027-03-12'))
    // Past the booking window's last day the stay starts on that day.
    expect(settledStay(stay('2028-02-29', '2028-03-02'), 'hotel', WINDOW)).toEqual(stay('2028-02-29', '2028-03-02'))
    expect(settledStay(stay('2028-03-01', '2028-03-03'), 'hotel', WINDOW)).toEqual(stay('2028-02-29', '2028-03-03'))
  })
})

describe('requestOf', () => {
  const input = { propertyId: 'cancun-coral-bay', currency: 'EUR', ...WINDOW }
  const stay = (checkIn: string | null, checkOut: string | null) => ({ checkIn, checkOut, rooms: 2, adults: 3, children: 1 })
  const occupancy = { id: 'cancun-coral-bay', rooms: 2, adults: 3, children: 1, currency: 'EUR' }

  it('asks with the dates when they can be priced as they are, and without them (to settle them) otherwise', () => {
    expect(requestOf({ ...input, stay: stay('2027-03-01', '2027-03-31') })).toEqual({
      ...occupancy,
      checkIn: '2027-03-01',
      checkOut: '2027-03-31',
    })
    expect(requestOf({ ...input, stay: stay('2027-03-01', '2027-04-01') })).toEqual(occupancy)
    expect(requestOf({ ...input, stay: stay('2027-02-28', '2027-03-02') })).toEqual(occupancy)
    expect(requestOf({ ...input, stay: stay('2027-03-05', null) })).toEqual(occupancy)
    expect(requestOf({ ...input, stay: stay('2028-02-29', '2028-03-01') })).toMatchObject({ checkIn: '2028-02-29' })
    expect(requestOf({ ...input, stay: stay('2028-03-01', '2028-03-02') })).toEqual(occupancy)
  })
})

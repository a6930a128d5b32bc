import { describe, expect, it } from 'vitest'
import { createReservationRequest } from '@contract/schemas/reservations'
import { birthDateProblem, passengerType } from '@contract/flight-ages'
import { LINE_CHECKOUT } from '@machines/checkout.lines'
import { buildReservationRequest } from '@machines/checkout.payload'
import { passengerError, passengerField, type FlightFields } from '@machines/checkout.flight'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { everyCase } from '../helpers/every-case'
import { run } from '../helpers/checkout-run'
import { sessions } from '../helpers/checkout-model'
import {
  familyQuote,
  flightInputs,
  flightPaths,
  flightQuoteOf,
  flightReservationOf,
  passengersMismatch,
  passengerValues,
} from '../helpers/checkout-flight-model'

/*
 * A flight on the one checkout machine (issue 20): the paths xstate/graph generates from the
 * flight's events (each passenger filled field by field, dates of birth wrong at their edges, the
 * card, the server's answers) walk every transition a flight takes; the passengers' rules at
 * their boundaries; the request carries the travellers as the contract shapes them.
 */

const paths = flightPaths()
const flightTransitions = [
  'checkout.booking.form.editing --details.change--> (self)',
  'checkout.booking.form.validating --always[formInvalid]--> checkout.booking.form.editing',
  'checkout.booking.form.validating --always[paymentDue]--> checkout.booking.form.tokenising',
  'checkout.booking.form.tokenising --xstate.done.actor.createPaymentMethod--> checkout.booking.form.submitting',
  'checkout.booking.form.submitting --xstate.done.actor.createReservation--> checkout.done',
  'checkout.booking.form.submitting --xstate.error.actor.createReservation[soldOut]--> checkout.soldOut',
  'checkout.booking.form.submitting --xstate.error.actor.createReservation--> checkout.booking.form.editing',
  'checkout.loading --xstate.error.actor.loadQuote[badSelection]--> checkout.badSelection',
]

describe("a flight's checkout, walked by xstate/graph", () => {
  it("walks every transition a flight's events reach", () => {
    expect(allTransitions(checkoutMachine())).toEqual(expect.arrayContaining(flightTransitions))
    const missing = new Set(unwalked(checkoutMachine(), paths))
    for (const t of flightTransitions) expect(missing.has(t), t).toBe(false)
  })

  it('every path ends in a state its context agrees with', () => {
    const cases = everyCase(['submitting', 'refused by the airline', 'infant too old', 'child too old', 'picked', 'done'])
    for (const { state } of paths) {
      const c = state.context
      const flight = c.details.flight
      cases.when('submitting', state.matches({ booking: { form: 'submitting' } }), () => {
        const body = createReservationRequest.parse(buildReservationRequest(c))
        expect(body.items[0]!.selection).toMatchObject({ line: 'flight', travellers: expect.any(Array) })
      })
      cases.when('refused by the airline', c.error === 'PASSENGERS_MISMATCH', () =>
        expect(state.matches({ booking: { form: 'editing' } })).toBe(true),
      )
      cases.when('infant too old', c.errors[passengerField(3, 'dateOfBirth')] === 'INFANT_TURNS_TWO', () =>
        expect(flight?.passengers[3]!.dateOfBirth).toBe('2024-12-17'),
      )
      cases.when('child too old', c.errors[passengerField(2, 'dateOfBirth')] === 'NOT_A_CHILD', () =>
        expect(flight?.passengers[2]!.dateOfBirth).toBe('2014-12-10'),
      )
      cases.when('picked', flight?.filledFrom[1] === '7', () =>
        expect(flight?.passengers[1]).toMatchObject({ firstName: 'Tom', lastName: 'Traveller', dateOfBirth: '1990-03-04' }),
      )
      cases.when('done', state.matches('done'), () => expect(c.confirmationNumber).toBe('TC-7K4M2Q'))
      if (flight && c.session.kind === 'member') expect(flight.passengers[0]!.dateOfBirth).not.toBe('')
    }
    cases.expectEverySeen()
  })
})

const checkoutMachine = () => paths[0]!.state.machine

describe("a flight's passengers at their boundaries", () => {
  const flight = (kinds: FlightFields['kinds'], passengers: Partial<FlightFields['passengers'][number]>[], international = false) =>
    ({
      kinds,
      firstDay: '2026-12-10',
      lastDay: '2026-12-17',
      international,
      passengers: passengers.map((p) => ({
        firstName: 'A',
        lastName: 'B',
        dateOfBirth: '1990-01-01',
        gender: 'female',
        nationality: '',
        passportNumber: '',
        onLapOf: '',
        ...p,
      })),
      filledFrom: passengers.map(() => ''),
    }) satisfies FlightFields

  it('the 12th birthday on the day of the first flight makes an adult; the day after, still a child', () => {
    expect(passengerType('2014-12-10', '2026-12-10')).toBe('adult')
    expect(passengerType('2014-12-11', '2026-12-10')).toBe('child')
    const trip = flight(['adult', 'child'], [{}, { dateOfBirth: '2014-12-11' }])
    expect(passengerError(trip, 1, 'dateOfBirth')).toBeNull()
    expect(
      passengerError(
        { ...trip, passengers: [trip.passengers[0]!, { ...trip.passengers[1]!, dateOfBirth: '2014-12-10' }] },
        1,
        'dateOfBirth',
      ),
    ).toBe('NOT_A_CHILD')
    expect(passengerError(flight(['adult'], [{ dateOfBirth: '2014-12-11' }]), 0, 'dateOfBirth')).toBe('NOT_AN_ADULT')
    expect(passengerError(flight(['adult'], [{ dateOfBirth: '2014-12-10' }]), 0, 'dateOfBirth')).toBeNull()
  })

  it('an infant turning 2 on the day of the return flight is refused; the day after, on a lap both ways', () => {
    expect(birthDateProblem('2024-12-17', 'infant', '2026-12-10', '2026-12-17')).toBe('INFANT_TURNS_TWO')
    expect(birthDateProblem('2024-12-18', 'infant', '2026-12-10', '2026-12-17')).toBeNull()
    const trip = (dateOfBirth: string) => flight(['adult', 'infant'], [{}, { dateOfBirth, onLapOf: '0' }])
    expect(passengerError(trip('2024-12-17'), 1, 'dateOfBirth')).toBe('INFANT_TURNS_TWO')
    expect(passengerError(trip('2024-12-18'), 1, 'dateOfBirth')).toBeNull()
    expect(passengerError(trip('2024-12-10'), 1, 'dateOfBirth')).toBe('NOT_AN_INFANT')
    expect(passengerError(trip('2026-12-11'), 1, 'dateOfBirth')).toBe('BIRTH_DATE_AFTER_FLIGHT')
    expect(passengerError(trip('2026-12-10'), 1, 'dateOfBirth')).toBeNull()
  })

  it('each infant on a different adult: the second on the same lap is refused', () => {
    const trip = flight(
      ['adult', 'adult', 'infant', 'infant'],
      [{}, {}, { dateOfBirth: '2025-08-01', onLapOf: '0' }, { dateOfBirth: '2025-09-01', onLapOf: '0' }],
    )
    expect(passengerError(trip, 2, 'onLapOf')).toBeNull()
    expect(passengerError(trip, 3, 'onLapOf')).toBe('LAP_TAKEN')
    trip.passengers[3]!.onLapOf = '1'
    expect(passengerError(trip, 3, 'onLapOf')).toBeNull()
    trip.passengers[3]!.onLapOf = ''
    expect(passengerError(trip, 3, 'onLapOf')).toBe('LAP_REQUIRED')
  })

  it('asks nationality and passport only when the trip crosses a border; a passport of 5 to 20 letters and digits', () => {
    const domestic = flight(['adult'], [{}])
    expect(passengerError(domestic, 0, 'nationality')).toBeNull()
    expect(passengerError(domestic, 0, 'passportNumber')).toBeNull()
    const abroad = flight(['adult'], [{}], true)
    expect(passengerError(abroad, 0, 'nationality')).toBe('NATIONALITY_REQUIRED')
    expect(passengerError(abroad, 0, 'passportNumber')).toBe('PASSPORT_REQUIRED')
    const typed = (value: string) =>
      LINE_CHECKOUT.flight.change({ specialRequests: '', flight: abroad }, passengerField(0, 'passportNumber'), value)
    expect(typed('ab 12-3').flight!.passengers[0]!.passportNumber).toBe('AB123')
    expect(passengerError(typed('ab 12').flight!, 0, 'passportNumber')).toBe('PASSPORT_INVALID')
    expect(passengerError(typed('ab 123').flight!, 0, 'passportNumber')).toBeNull()
    expect(typed('x'.repeat(25)).flight!.passengers[0]!.passportNumber).toHaveLength(20)
  })
})

describe("a flight's checkout, run with fake calls", () => {
  const fillPassengers = (actor: ReturnType<typeof run>['actor'], values = passengerValues) =>
    values.forEach((passenger, i) => {
      for (const [part, value] of Object.entries(passenger))
        actor.send({ type: 'details.change', field: `passenger-${i + 1}-${part}`, value })
    })
  const card = (actor: ReturnType<typeof run>['actor']) => {
    actor.send({ type: 'payment.change', field: 'cardNumber', value: '4242 4242 4242 4242' })
    actor.send({ type: 'payment.change', field: 'cardExpiry', value: '12/30' })
    actor.send({ type: 'payment.change', field: 'cardCvc', value: '123' })
    actor.send({ type: 'payment.change', field: 'cardName', value: 'Ana Silva' })
  }

  it("prefills the lead passenger from the member's profile and sends every passenger with the selection", async () => {
    const booked = flightReservationOf(familyQuote, ['SILVA/ANA', 'SILVA/TOM', 'SILVA/LEO', 'SILVA/MIA'])
    const { actor, sent, settle, walletReady, fill } = run({ input: flightInputs[0], quotes: [familyQuote], bookings: [booked] })
    const ready = await walletReady()
    expect(ready.context.details.flight!.passengers[0]).toMatchObject({
      firstName: 'Maria',
      lastName: 'Member',
      dateOfBirth: '1988-04-02',
      nationality: 'US',
    })
    fill()
    fillPassengers(actor)
    card(actor)
    actor.send({ type: 'form.submit' })
    await settle((s) => s.matches('done'))
    const body = createReservationRequest.parse(sent.bookings[0])
    expect(body.items[0]!.selection).toMatchObject({
      line: 'flight',
      travellers: [
        {
          firstName: 'Ana',
          lastName: 'Silva',
          dateOfBirth: '1988-04-02',
          gender: 'female',
          nationality: null,
          passportNumber: null,
          onLapOf: null,
        },
        { firstName: 'Tom', onLapOf: null },
        { firstName: 'Leo', dateOfBirth: '2018-06-15', onLapOf: null },
        { firstName: 'Mia', dateOfBirth: '2025-08-01', onLapOf: 1 },
      ],
    })
    expect(body.payment).toEqual({ methodId: 'pm_test_approved_4242' })
  })

  it("after a refused submit, an infant's lap error follows the other infant's choice, and a pick fills a block", async () => {
    const twins = flightQuoteOf({ passengers: { adults: 2, children: 0, infants: 2 } })
    const { actor, settle } = run({
      input: { ...flightInputs[0]!, request: { selection: twins.selection, currency: 'USD' } },
      quotes: [twins],
    })
    await settle((s) => s.matches({ booking: { form: 'editing' } }))
    actor.send({ type: 'details.change', field: 'passenger-3-onLapOf', value: '0' })
    actor.send({ type: 'details.change', field: 'passenger-4-onLapOf', value: '0' })
    actor.send({ type: 'form.submit' })
    const refused = await settle((s) => s.context.attempts === 1)
    expect(refused.context.errors['passenger-4-onLapOf']).toBe('LAP_TAKEN')
    expect(refused.context.errors['passenger-2-dateOfBirth']).toBe('BIRTH_DATE_REQUIRED')
    actor.send({ type: 'details.change', field: 'passenger-3-onLapOf', value: '1' })
    expect(actor.getSnapshot().context.errors['passenger-4-onLapOf']).toBeUndefined()
    actor.send({ type: 'details.change', field: 'passenger-2-traveller', value: '7' })
    const picked = actor.getSnapshot().context
    expect(picked.details.flight!.passengers[1]).toMatchObject({
      firstName: 'Tom',
      lastName: 'Traveller',
      dateOfBirth: '1990-03-04',
      nationality: 'GB',
    })
    expect(picked.errors['passenger-2-dateOfBirth']).toBeUndefined()
    actor.send({ type: 'details.change', field: 'passenger-2-traveller', value: '' })
    expect(actor.getSnapshot().context.details.flight!.passengers[1]!.firstName).toBe('')
    expect(actor.getSnapshot().context.errors['passenger-2-firstName']).toBe('PASSENGER_FIRST_NAME_REQUIRED')
  })

  it("sends nationality and passport on an international trip, and maps the airline's refusals to their codes", async () => {
    const abroad = flightQuoteOf({ international: true, passengers: { adults: 1, children: 0, infants: 0 } })
    const detailsRequired = Object.assign(new Error('x'), {
      name: 'ApiError',
      kind: 'http',
      status: 400,
      code: 'PASSENGER_DETAILS_REQUIRED',
    })
    const { actor, sent, settle } = run({
      input: { ...flightInputs[1]!, request: { selection: abroad.selection, currency: 'USD' } },
      quotes: [abroad],
      bookings: [passengersMismatch, detailsRequired],
    })
    await settle((s) => s.matches({ booking: { form: 'editing' } }))
    for (const [field, value] of [
      ['title', 'Mrs'],
      ['firstName', 'Ana'],
      ['lastName', 'Silva'],
      ['email', 'ana@example.com'],
      ['phoneNumber', '5550100'],
    ] as const)
      actor.send({ type: 'field.change', field, value })
    actor.send({ type: 'terms.toggle', checked: true })
    fillPassengers(actor, [{ ...passengerValues[0]! }])
    card(actor)
    actor.send({ type: 'form.submit' })
    const refused = await settle((s) => s.context.attempts === 1)
    expect(refused.context.errors).toEqual({
      'passenger-1-nationality': 'NATIONALITY_REQUIRED',
      'passenger-1-passportNumber': 'PASSPORT_REQUIRED',
    })
    actor.send({ type: 'details.change', field: 'passenger-1-nationality', value: 'PT' })
    actor.send({ type: 'details.change', field: 'passenger-1-passportNumber', value: 'p1234567' })
    actor.send({ type: 'form.submit' })
    const mismatch = await settle((s) => s.context.error !== null)
    expect(mismatch.context.error).toBe('PASSENGERS_MISMATCH')
    expect(sent.bookings[0]!.items[0]!.selection).toMatchObject({ travellers: [{ nationality: 'PT', passportNumber: 'P1234567' }] })
    actor.send({ type: 'form.submit' })
    const details = await settle((s) => s.context.error === 'PASSENGER_DETAILS_REQUIRED')
    expect(details.matches({ booking: { form: 'editing' } })).toBe(true)
    expect(sessions.guest.kind).toBe('signedOut')
  })
})

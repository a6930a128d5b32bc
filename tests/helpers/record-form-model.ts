import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '@/api/client'
import { DetailedRefusal } from '@/api/account'
import { recordFormMachine, type RecordFormEvent, type RecordFormInput } from '@machines/record-form.machine'
import type { FormKindName } from '@machines/record-form.kinds'
import { replayed, withEveryTransition } from './graph-coverage'

/*
 * The record form's model (issue 17): for each kind of form, a form as the page opens it, the
 * values a person types (each kind's fields filled right, one of them wrong), and every outcome
 * of the save: saved, a field refused by the server, a failure of the whole form.
 */

export const TODAY = '2026-06-01'

type Case = {
  input: RecordFormInput
  /** The changes that make the form good, in the page's order. */
  fill: RecordFormEvent[]
  /** A change that breaks a rule. */
  spoil: RecordFormEvent
  /** What the server refuses of one field, when the kind has such a refusal. */
  fieldRefusal?: ApiError
  /** A refusal of the whole form the kind names (with what the server named). */
  failure: ApiError
}

const change = (field: string, value: RecordFormEvent extends infer E ? (E extends { value: infer V } ? V : never) : never) =>
  ({ type: 'field.change', field, value }) as RecordFormEvent

const offline = new ApiError('network', 'Failed to fetch')

export const formCases: Record<FormKindName, Case> = {
  accountDetails: {
    input: {
      kind: 'accountDetails',
      values: { title: '', firstName: 'Maria', lastName: 'Member', phoneCountry: 'US', phoneNumber: '', nationalityId: '' },
    },
    fill: [change('title', 'Mrs'), change('phoneNumber', '5550100')],
    spoil: change('firstName', 'M4ria'),
    failure: new ApiError('http', 'TOO MANY REQUESTS', 429, 'TOO_MANY_REQUESTS'),
  },
  preference: {
    input: { kind: 'preference', values: { language: '', currency: 'USD' } },
    fill: [change('language', 'es-ES')],
    spoil: change('currency', ''),
    failure: offline,
  },
  email: {
    input: { kind: 'email', values: { email: '', password: '', currentEmail: 'member@example.com' } },
    fill: [change('email', 'maria@example.org'), change('password', 'Member#2026')],
    spoil: change('email', 'member@example.com'),
    fieldRefusal: new ApiError('http', 'AN ACCOUNT ALREADY USES THIS EMAIL ADDRESS', 409, 'EMAIL_TAKEN'),
    failure: new ApiError('http', 'TOO MANY REQUESTS. PLEASE TRY AGAIN LATER', 429, 'TOO_MANY_REQUESTS'),
  },
  password: {
    input: { kind: 'password', values: { currentPassword: '', password: '', confirmPassword: '' } },
    fill: [change('currentPassword', 'Member#2026'), change('password', 'Newer#2027'), change('confirmPassword', 'Newer#2027')],
    spoil: change('confirmPassword', 'Newer#2028'),
    fieldRefusal: new ApiError('http', 'THE PASSWORD IS NOT RIGHT', 403, 'WRONG_PASSWORD'),
    failure: offline,
  },
  deleteAccount: {
    input: { kind: 'deleteAccount', values: { password: '' } },
    fill: [change('password', 'Member#2026')],
    spoil: change('password', ''),
    fieldRefusal: new ApiError('http', 'THE PASSWORD IS NOT RIGHT', 403, 'WRONG_PASSWORD'),
    failure: new DetailedRefusal('PLEASE CANCEL YOUR UPCOMING BOOKINGS', 409, 'UPCOMING_BOOKINGS', [
      { confirmationNumber: 'TC-ABCD2345', title: 'Hotel Mar Azul', startsOn: '2026-08-01' },
    ]),
  },
  travelProfile: {
    input: {
      kind: 'travelProfile',
      values: { homeAirport: '', bedType: 'any', dateOfBirth: '', hasPassport: false },
      fixed: { today: TODAY },
    },
    fill: [
      change('homeAirport', 'lhr'),
      change('hasPassport', true),
      change('passportNumber', 'X1234567'),
      change('passportCountry', 'GB'),
      change('passportExpiresOn', '2030-01-01'),
    ],
    spoil: change('dateOfBirth', '2026-06-02'),
    failure: offline,
  },
  traveller: {
    input: {
      kind: 'traveller',
      values: { title: '', firstName: '', lastName: '', dateOfBirth: '', relation: '', hasPassport: false },
      fixed: { today: TODAY },
    },
    fill: [change('title', 'Mr'), change('firstName', 'Tom'), change('lastName', 'Traveller'), change('relation', 'child')],
    spoil: change('lastName', ''),
    failure: new ApiError('http', 'YOU CAN SAVE UP TO 20 TRAVELLERS', 409, 'LIMIT_REACHED'),
  },
  client: {
    input: {
      kind: 'client',
      values: { title: '', firstName: '', lastName: '', email: '', phoneCountry: 'GB', phoneNumber: '', nationalityId: '', notes: '' },
    },
    fill: [
      change('title', 'Ms'),
      change('firstName', 'Clara'),
      change('lastName', 'Client'),
      change('email', 'clara@example.com'),
      change('phoneNumber', '7700900456'),
    ],
    spoil: change('phoneNumber', '123'),
    fieldRefusal: new ApiError('http', 'YOU ALREADY HAVE A CLIENT WITH THIS EMAIL ADDRESS', 409, 'CLIENT_EXISTS'),
    failure: offline,
  },
  importClients: {
    input: { kind: 'importClients', values: { csv: '', fileName: '' } },
    fill: [change('csv', 'Title,First name,Last name,Email,Phone country,Phone number\nMs,Ana,Alves,ana@example.com,PT,912345678\n')],
    spoil: change('csv', '   '),
    failure: new DetailedRefusal('NOTHING WAS IMPORTED', 422, 'IMPORT_REFUSED', [
      { row: 3, field: 'email', code: 'INVALID', reason: 'email: must be an email address' },
    ]),
  },
  addToQuote: {
    input: { kind: 'addToQuote', values: { clientId: '' }, fixed: { currency: 'USD', selection: { line: 'hotel' } } },
    fill: [change('clientId', '12')],
    spoil: change('clientId', ''),
    failure: new ApiError('http', 'A QUOTE HOLDS UP TO 5 OFFERS', 409, 'LIMIT_REACHED'),
  },
  sendQuote: {
    input: { kind: 'sendQuote', values: { validUntil: '' }, fixed: { quoteId: 4, today: TODAY } },
    fill: [change('validUntil', '2026-06-08')],
    spoil: change('validUntil', TODAY),
    failure: new ApiError('http', 'Add an offer that can be booked before sending the quote.', 409, 'QUOTE_EMPTY'),
  },
}

/** The events offered in a state of a kind's form: its changes, the submit, and the save's outcomes while it runs. */
export function formEventsFor(kind: FormKindName) {
  const c = formCases[kind]
  return (state: { matches: (value: any) => boolean }): RecordFormEvent[] => {
    const events: unknown[] = [...c.fill, c.spoil, { type: 'form.submit' }, { type: 'form.edit' }]
    if (state.matches('saving')) {
      events.push({ type: 'xstate.done.actor.save', output: { saved: kind } }, { type: 'xstate.error.actor.save', error: c.failure })
      if (c.fieldRefusal) events.push({ type: 'xstate.error.actor.save', error: c.fieldRefusal })
    }
    return events as RecordFormEvent[]
  }
}

/** The graph's key: the state, which fields are filled in, the errors shown, the failure. */
const serializeState = (state: any) =>
  JSON.stringify({
    value: state.value,
    values: state.context.values,
    shown: state.context.errors,
    failure: state.context.failure?.code ?? null,
    saved: state.context.result !== null,
  })

/** Each kind's shortest paths, extended wherever a step walks a transition none walks yet. */
export function recordFormPaths(kinds: readonly FormKindName[] = Object.keys(formCases) as FormKindName[]) {
  return kinds.flatMap((kind) => {
    const events = formEventsFor(kind)
    const shortest = getShortestPaths(recordFormMachine, { input: formCases[kind].input, events: events as any, serializeState })
    return withEveryTransition(recordFormMachine, shortest, (state) => events(state) as any).map((path) =>
      Object.assign(replayed(recordFormMachine, path, formCases[kind].input), { kind }),
    )
  })
}

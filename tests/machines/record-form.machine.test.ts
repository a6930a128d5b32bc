import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { recordFormMachine, firstFieldInError, type RecordFormContext } from '@machines/record-form.machine'
import { FORM_KINDS, type FormKindName } from '@machines/record-form.kinds'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { everyCase } from '../helpers/every-case'
import { formCases, recordFormPaths, TODAY } from '../helpers/record-form-model'

const never = <T>() => new Promise<T>(() => {})
const kinds = Object.keys(FORM_KINDS) as FormKindName[]

describe('record form machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition, and each kind alone walks the states its outcomes reach', () => {
    const paths = recordFormPaths()
    expect(unwalked(recordFormMachine, paths)).toEqual([])
    expect(allTransitions(recordFormMachine).length).toBeGreaterThanOrEqual(8)
    for (const kind of kinds) {
      const ends = new Set(recordFormPaths([kind]).map((p) => JSON.stringify(p.state.value)))
      expect([...ends], kind).toEqual(expect.arrayContaining(['"editing"', '"saved"']))
    }
  })

  it('in every state of every path: nothing is saved while a rule is broken, and each outcome shows only where it belongs', () => {
    const cases = everyCase(['saving', 'refused field', 'failure', 'saved'])
    for (const path of recordFormPaths()) {
      for (const { state } of path.steps) {
        const c = state.context as RecordFormContext
        expect(state.status).not.toBe('error')
        cases.when('saving', state.matches('saving'), () => {
          expect(FORM_KINDS[c.kind].validate(c.values, c.fixed)).toEqual({})
          expect([c.errors, c.failure]).toEqual([{}, null])
        })
        cases.when('refused field', state.matches('editing') && Object.keys(c.errors).length > 0, () =>
          expect(firstFieldInError(c)).not.toBeNull(),
        )
        cases.when('failure', c.failure !== null, () => expect(state.matches('editing')).toBe(true))
        cases.when('saved', state.matches('saved'), () => expect([c.result, c.failure]).toEqual([{ saved: c.kind }, null]))
        expect(c.result !== null).toBe(state.matches('saved'))
      }
    }
    cases.expectEverySeen()
  })

  it('lands a server refusal on its field or on the form, with what the server named', () => {
    const ends = recordFormPaths().map((p) => p.state.context as RecordFormContext)
    expect(ends.some((c) => c.kind === 'email' && c.errors.email === 'EMAIL_TAKEN')).toBe(true)
    expect(ends.some((c) => c.kind === 'password' && c.errors.currentPassword === 'WRONG_PASSWORD')).toBe(true)
    expect(ends.some((c) => c.kind === 'client' && c.errors.email === 'CLIENT_EXISTS')).toBe(true)
    const blocked = ends.find((c) => c.kind === 'deleteAccount' && c.failure?.code === 'UPCOMING_BOOKINGS')
    expect(blocked?.failure?.details).toEqual([{ confirmationNumber: 'TC-ABCD2345', title: 'Hotel Mar Azul', startsOn: '2026-08-01' }])
    const refusedRows = ends.find((c) => c.kind === 'importClients' && c.failure?.code === 'IMPORT_REFUSED')
    expect(refusedRows?.failure?.details).toEqual([{ row: 3, field: 'email', code: 'INVALID', reason: 'email: must be an email address' }])
    expect(ends.some((c) => c.kind === 'sendQuote' && c.failure?.code === 'QUOTE_EMPTY')).toBe(true)
    expect(ends.some((c) => c.kind === 'traveller' && c.failure?.code === 'LIMIT_REACHED')).toBe(true)
  })

  it('every path replayed on a running actor saves what the form holds, once per submit', () => {
    for (const path of recordFormPaths()) {
      const saved: unknown[] = []
      const actor = createActor(recordFormMachine.provide({ actors: { save: fromPromise(({ input }) => (saved.push(input), never())) } }), {
        input: formCases[(path as unknown as { kind: FormKindName }).kind].input,
      }).start()
      for (const { event, state } of path.steps.slice(1)) {
        actor.send(event)
        expect(actor.getSnapshot().value).toEqual(state.value)
        expect(actor.getSnapshot().context).toEqual(state.context)
      }
      const submits = path.steps.filter((s, i) => i > 0 && path.steps[i - 1]!.state.matches('editing') && s.state.matches('saving')).length
      expect(saved).toHaveLength(submits)
      actor.stop()
    }
  })

  it('shows no error before the first refused submit; after it, each field’s error follows its value', () => {
    const actor = createActor(recordFormMachine, { input: formCases.traveller.input }).start()
    actor.send({ type: 'field.change', field: 'firstName', value: '7' })
    expect(actor.getSnapshot().context.errors).toEqual({})
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.errors).toEqual({
      title: 'REQUIRED',
      firstName: 'INVALID',
      lastName: 'REQUIRED',
      relation: 'REQUIRED',
    })
    expect(firstFieldInError(actor.getSnapshot().context)).toBe('title')
    actor.send({ type: 'field.change', field: 'firstName', value: 'Tom' })
    expect(actor.getSnapshot().context.errors).toEqual({ title: 'REQUIRED', lastName: 'REQUIRED', relation: 'REQUIRED' })
    actor.stop()
  })
})

describe('the kinds’ rules, at their edges', () => {
  const errorsOf = (kind: FormKindName, values: Record<string, unknown>, fixed: Record<string, unknown> = { today: TODAY }) =>
    FORM_KINDS[kind].validate({ ...formCases[kind].input.values, ...values } as never, fixed)

  it('names: 60 characters and the name rule', () => {
    const base = { title: 'Mr', relation: 'child', lastName: 'Traveller' }
    expect(errorsOf('traveller', { ...base, firstName: 'a'.repeat(60) })).toEqual({})
    expect(errorsOf('traveller', { ...base, firstName: 'a'.repeat(61) })).toEqual({ firstName: 'INVALID' })
    expect(errorsOf('traveller', { ...base, firstName: "Zoë O'Neil-Díaz" })).toEqual({})
    expect(errorsOf('traveller', { ...base, firstName: '   ' })).toEqual({ firstName: 'REQUIRED' })
  })

  it('phone numbers: 4 to 15 digits, optional in My account, required for a client', () => {
    const details = { title: 'Mrs', firstName: 'Maria', lastName: 'Member' }
    expect(errorsOf('accountDetails', { ...details, phoneNumber: '' })).toEqual({})
    expect(errorsOf('accountDetails', { ...details, phoneNumber: '123' })).toEqual({ phoneNumber: 'INVALID' })
    expect(errorsOf('accountDetails', { ...details, phoneNumber: '1234' })).toEqual({})
    expect(errorsOf('accountDetails', { ...details, phoneNumber: '1'.repeat(15) })).toEqual({})
    expect(errorsOf('accountDetails', { ...details, phoneNumber: '1'.repeat(16) })).toEqual({ phoneNumber: 'INVALID' })
    const client = { title: 'Ms', firstName: 'Clara', lastName: 'Client', email: 'clara@example.com' }
    expect(errorsOf('client', { ...client, phoneNumber: '' })).toEqual({ phoneNumber: 'REQUIRED' })
    expect(errorsOf('client', { ...client, phoneNumber: '7700900456', notes: 'x'.repeat(1000) })).toEqual({})
    expect(errorsOf('client', { ...client, phoneNumber: '7700900456', notes: 'x'.repeat(1001) })).toEqual({ notes: 'TOO_LONG' })
  })

  it('passwords: the rules, the match, the current one', () => {
    expect(errorsOf('password', { currentPassword: 'x', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual({})
    expect(errorsOf('password', { currentPassword: 'x', password: 'Abcdef1', confirmPassword: 'Abcdef1' })).toEqual({
      password: 'PASSWORD_RULES',
    })
    expect(errorsOf('password', { currentPassword: 'x', password: 'Abcdefgh1!123', confirmPassword: 'Abcdefgh1!123' })).toEqual({})
    expect(errorsOf('password', { currentPassword: 'x', password: 'Abcdefgh1!1234', confirmPassword: 'Abcdefgh1!1234' })).toEqual({
      password: 'PASSWORD_RULES',
    })
    expect(errorsOf('password', { currentPassword: '', password: 'Abcdef1!', confirmPassword: 'Abcdef1?' })).toEqual({
      currentPassword: 'REQUIRED',
      confirmPassword: 'MISMATCH',
    })
  })

  it('a new email: not the current one, a real address', () => {
    expect(errorsOf('email', { email: ' MEMBER@example.com ', password: 'x' })).toEqual({ email: 'SAME_EMAIL' })
    expect(errorsOf('email', { email: 'member@', password: 'x' })).toEqual({ email: 'INVALID' })
    expect(errorsOf('email', { email: 'maria@example.org', password: '' })).toEqual({ password: 'REQUIRED' })
  })

  it('dates: a birth date up to today; a quote valid from tomorrow to 60 days ahead', () => {
    expect(errorsOf('traveller', { title: 'Mr', firstName: 'A', lastName: 'B', relation: 'child', dateOfBirth: TODAY })).toEqual({})
    expect(errorsOf('traveller', { title: 'Mr', firstName: 'A', lastName: 'B', relation: 'child', dateOfBirth: '2026-06-02' })).toEqual({
      dateOfBirth: 'IN_FUTURE',
    })
    expect(errorsOf('traveller', { title: 'Mr', firstName: 'A', lastName: 'B', relation: 'child', dateOfBirth: '2026-02-30' })).toEqual({
      dateOfBirth: 'INVALID',
    })
    expect(errorsOf('sendQuote', { validUntil: TODAY })).toEqual({ validUntil: 'INVALID' })
    expect(errorsOf('sendQuote', { validUntil: '2026-06-02' })).toEqual({})
    expect(errorsOf('sendQuote', { validUntil: '2026-07-31' })).toEqual({})
    expect(errorsOf('sendQuote', { validUntil: '2026-08-01' })).toEqual({ validUntil: 'NOT_LATER' })
  })

  it('passports: a number unless one is on file, 5 to 20 letters and digits; country and expiry', () => {
    const traveller = {
      title: 'Mr',
      firstName: 'A',
      lastName: 'B',
      relation: 'child',
      hasPassport: true,
      passportCountry: 'GB',
      passportExpiresOn: '2030-01-01',
    }
    expect(errorsOf('traveller', { ...traveller, passportNumber: '' })).toEqual({ passportNumber: 'REQUIRED' })
    expect(errorsOf('traveller', { ...traveller, passportNumber: '', passportOnFile: true })).toEqual({})
    expect(errorsOf('traveller', { ...traveller, passportNumber: '1234' })).toEqual({ passportNumber: 'INVALID' })
    expect(errorsOf('traveller', { ...traveller, passportNumber: '12 345' })).toEqual({})
    expect(errorsOf('traveller', { ...traveller, passportNumber: 'A'.repeat(20) })).toEqual({})
    expect(errorsOf('traveller', { ...traveller, passportNumber: 'A'.repeat(21) })).toEqual({ passportNumber: 'INVALID' })
    expect(errorsOf('traveller', { ...traveller, passportNumber: 'X1234567', passportCountry: '', passportExpiresOn: '' })).toEqual({
      passportCountry: 'REQUIRED',
      passportExpiresOn: 'REQUIRED',
    })
  })

  it('a CSV file: not empty, at most 90,000 characters', () => {
    expect(errorsOf('importClients', { csv: 'x'.repeat(90_000) })).toEqual({})
    expect(errorsOf('importClients', { csv: 'x'.repeat(90_001) })).toEqual({ csv: 'TOO_LARGE' })
  })
})

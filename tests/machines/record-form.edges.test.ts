import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/client'
import {
  DetailedRefusal,
  changeEmail,
  changeOwnPassword,
  deleteAccount,
  saveTravelProfile,
  saveTraveller,
  updateAccountDetails,
  updatePreference,
} from '@/api/account'
import { addToQuote, importClients, saveClient, sendQuote } from '@/api/agent'
import { FORM_KINDS } from '@machines/record-form.kinds'
import { accountDetailsKind, deleteAccountKind, emailKind, passwordKind, preferenceKind } from '@machines/record-form.account'
import { addToQuoteKind, clientKind, importClientsKind, sendQuoteKind } from '@machines/record-form.agent'
import { travelProfileKind, travellerKind } from '@machines/record-form.travel'
import { firstFieldInError, recordFormMachine, type RecordFormContext, type RecordFormInput } from '@machines/record-form.machine'

/*
 * The record form at its edges (issue 17), run on actors inside each test: the context it opens
 * with, when errors show and how each follows its field, what the save is given and what its
 * answers leave in the context; and each kind's call, asked with exactly the request it builds.
 */

vi.mock('@/api/account', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/account')>()),
  updateAccountDetails: vi.fn(),
  updatePreference: vi.fn(),
  changeEmail: vi.fn(),
  changeOwnPassword: vi.fn(),
  deleteAccount: vi.fn(),
  saveTravelProfile: vi.fn(),
  saveTraveller: vi.fn(),
}))
vi.mock('@/api/agent', () => ({ saveClient: vi.fn(), importClients: vi.fn(), addToQuote: vi.fn(), sendQuote: vi.fn() }))

afterEach(() => void vi.resetAllMocks())

type SaveInput = Pick<RecordFormContext, 'kind' | 'values' | 'fixed'>

/** An actor whose save answers from `answer`; what each save was given is kept. */
function started(input: RecordFormInput, answer: (input: SaveInput) => Promise<unknown> = async () => ({ saved: true })) {
  const saves: SaveInput[] = []
  const actor = createActor(
    recordFormMachine.provide({ actors: { save: fromPromise<unknown, SaveInput>(({ input }) => (saves.push(input), answer(input))) } }),
    { input },
  ).start()
  return { actor, saves }
}

type Actor = ReturnType<typeof started>['actor']
const change = (actor: Actor, field: string, value: string | boolean) => actor.send({ type: 'field.change', field, value })
const settled = (actor: Actor) => waitFor(actor, (s) => !s.matches('saving'))

const details: RecordFormInput = {
  kind: 'accountDetails',
  values: { title: 'Mrs', firstName: 'Maria', lastName: 'Member', phoneNumber: '' },
}

describe('record-form machine: the form as it opens', () => {
  it('holds the values and fixed facts given, with no errors, tries, failure or answer', () => {
    const fixed = { quoteId: 4, today: '2026-06-01' }
    const { actor } = started({ kind: 'sendQuote', values: { validUntil: '' }, fixed })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toStrictEqual({
      kind: 'sendQuote',
      values: { validUntil: '' },
      fixed,
      errors: {},
      attempts: 0,
      failure: null,
      result: null,
    })
  })

  it('fixes nothing when the page fixes nothing', () => {
    expect(started(details).actor.getSnapshot().context.fixed).toStrictEqual({})
  })
})

describe('record-form machine: errors', () => {
  it('shows nothing while a person types before the first submit', () => {
    const { actor } = started(details)
    change(actor, 'firstName', 'M4ria')
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, attempts: 0 })
    expect(actor.getSnapshot().context.values).toStrictEqual({ ...details.values, firstName: 'M4ria' })
  })

  it('shows every error on a refused submit, counts each refused submit, and saves nothing', () => {
    const { actor, saves } = started({ kind: 'accountDetails', values: { title: '', firstName: 'M4ria', lastName: '' } })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({
      errors: { title: 'REQUIRED', firstName: 'INVALID', lastName: 'REQUIRED' },
      attempts: 1,
      failure: null,
    })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.attempts).toBe(2)
    expect(saves).toStrictEqual([])
  })

  it("after a refused submit, each change sets or clears its own field's error and leaves the others", () => {
    const { actor } = started({ kind: 'accountDetails', values: { title: '', firstName: 'M4ria', lastName: 'Member' } })
    actor.send({ type: 'form.submit' })
    change(actor, 'firstName', 'Maria')
    expect(actor.getSnapshot().context.errors).toStrictEqual({ title: 'REQUIRED' })
    change(actor, 'lastName', ' ')
    expect(actor.getSnapshot().context.errors).toStrictEqual({ title: 'REQUIRED', lastName: 'REQUIRED' })
    change(actor, 'lastName', 'M3mber')
    expect(actor.getSnapshot().context.errors).toStrictEqual({ title: 'REQUIRED', lastName: 'INVALID' })
    change(actor, 'nationalityId', '44')
    expect(actor.getSnapshot().context.errors).toStrictEqual({ title: 'REQUIRED', lastName: 'INVALID' })
    expect(actor.getSnapshot().context.attempts).toBe(1)
  })

  it('the first field in error is the first in the page order, or none', () => {
    expect(firstFieldInError({ kind: 'accountDetails', errors: { phoneNumber: 'INVALID', lastName: 'REQUIRED' } })).toBe('lastName')
    expect(firstFieldInError({ kind: 'password', errors: { confirmPassword: 'MISMATCH', currentPassword: 'REQUIRED' } })).toBe(
      'currentPassword',
    )
    expect(firstFieldInError({ kind: 'accountDetails', errors: {} })).toBeNull()
    expect(firstFieldInError({ kind: 'accountDetails', errors: { email: 'INVALID' } })).toBeNull()
    expect(firstFieldInError({ kind: 'accountDetails', errors: { title: undefined, lastName: 'REQUIRED' } })).toBe('lastName')
  })
})

describe('record-form machine: saving', () => {
  it('gives the save the kind, the values and the fixed facts, and keeps the answer', async () => {
    const fixed = { quoteId: 4, today: '2026-06-01' }
    const answer = { id: 4, status: 'sent' }
    const { actor, saves } = started({ kind: 'sendQuote', values: { validUntil: '' }, fixed }, async () => answer)
    change(actor, 'validUntil', '2026-06-08')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(saves).toStrictEqual([{ kind: 'sendQuote', values: { validUntil: '2026-06-08' }, fixed }])
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('saved')
    expect(snapshot.context).toMatchObject({ errors: {}, failure: null, result: answer })
  })

  it('clears the errors shown when a corrected form is sent, and takes no second submit while saving', async () => {
    let finish: (value: unknown) => void = () => {}
    const { actor, saves } = started(
      { kind: 'preference', values: { language: '', currency: 'USD' } },
      () => new Promise((r) => (finish = r)),
    )
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.errors).toStrictEqual({ language: 'REQUIRED' })
    change(actor, 'language', 'es-ES')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(actor.getSnapshot().context.errors).toStrictEqual({})
    actor.send({ type: 'form.submit' })
    expect(saves).toHaveLength(1)
    finish('ok')
    expect((await settled(actor)).context.result).toBe('ok')
  })

  it('a change after saving edits again, with the answer dropped and the value kept', async () => {
    const { actor } = started(details)
    actor.send({ type: 'form.submit' })
    await settled(actor)
    change(actor, 'lastName', 'Smith')
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ result: null, values: { ...details.values, lastName: 'Smith' }, errors: {} })
  })

  it('opening the form again after saving drops the answer and keeps the values', async () => {
    const { actor } = started(details)
    actor.send({ type: 'form.submit' })
    expect((await settled(actor)).context.result).toStrictEqual({ saved: true })
    actor.send({ type: 'form.edit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ result: null, values: details.values })
  })

  it('a server refusal of one field shows on that field alone and counts as a refused submit', async () => {
    const { actor } = started(
      { kind: 'email', values: { email: 'maria@example.org', password: 'Member#2026', currentEmail: 'member@example.com' } },
      () => Promise.reject(new ApiError('http', 'Taken', 409, 'EMAIL_TAKEN')),
    )
    actor.send({ type: 'form.submit' })
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('editing')
    expect(snapshot.context).toMatchObject({ errors: { email: 'EMAIL_TAKEN' }, attempts: 1, failure: null })
    change(actor, 'email', 'maria@example.net')
    expect(actor.getSnapshot().context.errors).toStrictEqual({})
  })

  it("sending again clears the server's field error and the failure shown, before the answer", async () => {
    const answers = [Promise.reject(new ApiError('http', 'Taken', 409, 'EMAIL_TAKEN')), Promise.reject(new ApiError('http', 'Busy', 429))]
    answers.forEach((answer) => answer.catch(() => {}))
    const { actor } = started(
      { kind: 'email', values: { email: 'maria@example.org', password: 'Member#2026', currentEmail: 'member@example.com' } },
      () => answers.shift() ?? new Promise(() => {}),
    )
    actor.send({ type: 'form.submit' })
    expect((await settled(actor)).context.errors).toStrictEqual({ email: 'EMAIL_TAKEN' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(actor.getSnapshot().context.errors).toStrictEqual({})
    expect((await settled(actor)).context.failure).toStrictEqual({ code: 'TOO_MANY_REQUESTS' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, failure: null })
  })

  it('a failure of the whole form shows above the button, with what the server named, and errors on no field', async () => {
    const bookings = [{ confirmationNumber: 'TC-ABCD2345', title: 'Hotel Mar Azul', startsOn: '2026-08-01' }]
    const { actor } = started({ kind: 'deleteAccount', values: { password: 'Member#2026' } }, () =>
      Promise.reject(new DetailedRefusal('Cancel them first', 409, 'UPCOMING_BOOKINGS', bookings)),
    )
    actor.send({ type: 'form.submit' })
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('editing')
    expect(snapshot.context).toMatchObject({ errors: {}, attempts: 0, failure: { code: 'UPCOMING_BOOKINGS', details: bookings } })
  })

  it('the failure goes at the next change, before or after a refused submit', async () => {
    const { actor } = started({ kind: 'preference', values: { language: '', currency: 'USD' } }, () =>
      Promise.reject(new ApiError('network', 'Failed to fetch')),
    )
    actor.send({ type: 'form.submit' })
    change(actor, 'language', 'es-ES')
    actor.send({ type: 'form.submit' })
    expect((await settled(actor)).context.failure).toStrictEqual({ code: 'NETWORK' })
    change(actor, 'currency', 'EUR')
    expect(actor.getSnapshot().context.failure).toBeNull()

    const fresh = started({ kind: 'preference', values: { language: 'es-ES', currency: 'USD' } }, () =>
      Promise.reject(new ApiError('http', 'Busy', 429)),
    )
    fresh.actor.send({ type: 'form.submit' })
    expect((await settled(fresh.actor)).context).toMatchObject({ failure: { code: 'TOO_MANY_REQUESTS' }, attempts: 0 })
    change(fresh.actor, 'currency', 'EUR')
    expect(fresh.actor.getSnapshot().context).toMatchObject({ failure: null, errors: {} })
  })

  it("each action stands on its own: a field refusal taken as a failure is FAILED, a failure taken as a field's changes nothing", async () => {
    const lenient = (guard: boolean, error: unknown) => {
      const actor = createActor(
        recordFormMachine.provide({
          guards: { fieldRefused: () => guard },
          actors: { save: fromPromise(() => Promise.reject(error)) },
        }),
        { input: { kind: 'email', values: { email: 'maria@example.org', password: 'x', currentEmail: '' } } },
      ).start()
      actor.send({ type: 'form.submit' })
      return settled(actor)
    }
    const asFailure = await lenient(false, new ApiError('http', 'Wrong', 403, 'WRONG_PASSWORD'))
    expect(asFailure.context).toMatchObject({ errors: {}, attempts: 0, failure: { code: 'FAILED' } })
    const asField = await lenient(true, new ApiError('network', 'Offline'))
    expect(asField.context).toMatchObject({ errors: {}, attempts: 0, failure: null })
  })
})

describe("record-form machine: the kind's own call", () => {
  it('knows every kind of form by its name', () => {
    expect(FORM_KINDS).toStrictEqual({
      accountDetails: accountDetailsKind,
      preference: preferenceKind,
      email: emailKind,
      password: passwordKind,
      deleteAccount: deleteAccountKind,
      travelProfile: travelProfileKind,
      traveller: travellerKind,
      client: clientKind,
      importClients: importClientsKind,
      addToQuote: addToQuoteKind,
      sendQuote: sendQuoteKind,
    })
  })

  it('saves through the kind when nothing is provided', async () => {
    vi.mocked(updatePreference).mockResolvedValue({ language: 'es-ES' } as never)
    const actor = createActor(recordFormMachine, { input: { kind: 'preference', values: { language: 'es-ES', currency: 'EUR' } } }).start()
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('saved'))
    expect(vi.mocked(updatePreference).mock.calls).toStrictEqual([[{ language: 'es-ES', currency: 'EUR' }, expect.any(AbortSignal)]])
    expect(actor.getSnapshot().context.result).toStrictEqual({ language: 'es-ES' })
  })
})

describe('each kind asks its call with exactly what the form holds', () => {
  const signal = new AbortController().signal

  it('details: names trimmed, the phone in Latin digits with its country, the nationality as a number', async () => {
    vi.mocked(updateAccountDetails).mockResolvedValue('saved' as never)
    const values = { title: 'Mr', firstName: ' Ann ', lastName: ' Lee ', phoneCountry: 'SA', phoneNumber: '٠٥٥١٢٣٤', nationalityId: '44' }
    expect(await accountDetailsKind.save(values, {}, signal)).toBe('saved')
    await accountDetailsKind.save(
      { title: 'Mrs', firstName: 'Ann', lastName: 'Lee', phoneCountry: 'GB', phoneNumber: '', nationalityId: '' },
      {},
      signal,
    )
    expect(vi.mocked(updateAccountDetails).mock.calls).toStrictEqual([
      [{ title: 'Mr', firstName: 'Ann', lastName: 'Lee', phone: { countryCode: 'SA', number: '0551234' }, nationalityId: 44 }, signal],
      [{ title: 'Mrs', firstName: 'Ann', lastName: 'Lee', phone: null, nationalityId: null }, signal],
    ])
  })

  it('preference, email, password and deletion: the values typed, the email cleaned', async () => {
    vi.mocked(updatePreference).mockResolvedValue('p' as never)
    vi.mocked(changeEmail).mockResolvedValue('e')
    vi.mocked(changeOwnPassword).mockResolvedValue(1)
    vi.mocked(deleteAccount).mockResolvedValue(undefined)
    expect(await preferenceKind.save({ language: 'fr-FR', currency: 'EUR' }, {}, signal)).toBe('p')
    expect(await emailKind.save({ email: ' Maria@Example.ORG ', password: ' Member#2026 ', currentEmail: 'x' }, {}, signal)).toBe('e')
    const passwords = { currentPassword: 'Member#2026', password: 'Newer#2027', confirmPassword: 'Newer#2028' }
    expect(await passwordKind.save(passwords, {}, signal)).toBe(1)
    expect(await deleteAccountKind.save({ password: 'Member#2026' }, {}, signal)).toBeUndefined()
    expect(vi.mocked(updatePreference).mock.calls).toStrictEqual([[{ language: 'fr-FR', currency: 'EUR' }, signal]])
    expect(vi.mocked(changeEmail).mock.calls).toStrictEqual([[{ email: 'maria@example.org', password: ' Member#2026 ' }, signal]])
    expect(vi.mocked(changeOwnPassword).mock.calls).toStrictEqual([[passwords, signal]])
    expect(vi.mocked(deleteAccount).mock.calls).toStrictEqual([['Member#2026', signal]])
  })

  it('travel profile: empty values sent as nothing, "any" bed and empty lists', async () => {
    vi.mocked(saveTravelProfile).mockResolvedValue('profile' as never)
    expect(await travelProfileKind.save({ homeAirport: '  ' }, {}, signal)).toBe('profile')
    expect(vi.mocked(saveTravelProfile).mock.calls).toStrictEqual([
      [
        {
          homeAirport: null,
          bedType: 'any',
          roomPreferences: [],
          dietary: [],
          dietaryNotes: '',
          accessibility: [],
          accessibilityNotes: '',
          frequentFlyer: [],
          hotelLoyalty: [],
          dateOfBirth: null,
          passport: null,
        },
        signal,
      ],
    ])
  })

  it('travel profile: everything filled in, numbers trimmed, the passport number without spaces', async () => {
    vi.mocked(saveTravelProfile).mockResolvedValue('profile' as never)
    await travelProfileKind.save(
      {
        homeAirport: ' lhr ',
        bedType: 'king',
        roomPreferences: ['quiet', 'highFloor'],
        dietary: ['vegan'],
        dietaryNotes: ' no nuts ',
        accessibility: ['stepFree'],
        accessibilityNotes: ' lift ',
        frequentFlyer: [{ programme: ' BA ', number: ' 123 456 ' }],
        hotelLoyalty: [{ programme: 'Marriott', number: 'M-1' }],
        dateOfBirth: '1990-05-04',
        hasPassport: true,
        passportNumber: ' X12 345 ',
        passportCountry: 'GB',
        passportExpiresOn: '2030-01-01',
      },
      {},
      signal,
    )
    expect(vi.mocked(saveTravelProfile).mock.calls).toStrictEqual([
      [
        {
          homeAirport: 'lhr',
          bedType: 'king',
          roomPreferences: ['quiet', 'highFloor'],
          dietary: ['vegan'],
          dietaryNotes: ' no nuts ',
          accessibility: ['stepFree'],
          accessibilityNotes: ' lift ',
          frequentFlyer: [{ programme: 'BA', number: '123 456' }],
          hotelLoyalty: [{ programme: 'Marriott', number: 'M-1' }],
          dateOfBirth: '1990-05-04',
          passport: { number: 'X12345', country: 'GB', expiresOn: '2030-01-01' },
        },
        signal,
      ],
    ])
  })

  it('traveller: its id when editing one, names trimmed, a passport on file sent without a number', async () => {
    vi.mocked(saveTraveller).mockResolvedValue('traveller' as never)
    const values = {
      title: 'Mr',
      firstName: ' Tom ',
      lastName: ' Traveller ',
      dateOfBirth: '',
      relation: 'child',
      hasPassport: true,
      passportOnFile: true,
      passportNumber: '  ',
      passportCountry: 'FR',
      passportExpiresOn: '2031-02-03',
    }
    expect(await travellerKind.save(values, { id: 7, today: '2026-06-01' }, signal)).toBe('traveller')
    await travellerKind.save({ ...values, dateOfBirth: '2015-01-01', hasPassport: false }, { id: '7' }, signal)
    expect(vi.mocked(saveTraveller).mock.calls).toStrictEqual([
      [
        {
          id: 7,
          title: 'Mr',
          firstName: 'Tom',
          lastName: 'Traveller',
          dateOfBirth: null,
          relation: 'child',
          passport: { country: 'FR', expiresOn: '2031-02-03' },
        },
        signal,
      ],
      [{ title: 'Mr', firstName: 'Tom', lastName: 'Traveller', dateOfBirth: '2015-01-01', relation: 'child', passport: null }, signal],
    ])
  })

  it('client: its id when editing one, the email cleaned, the phone always sent, the notes as typed', async () => {
    vi.mocked(saveClient).mockResolvedValue('client' as never)
    const values = {
      title: 'Ms',
      firstName: ' Clara ',
      lastName: ' Client ',
      email: ' Clara@Example.com ',
      phoneCountry: 'GB',
      phoneNumber: '٧٧٠٠٩٠٠',
      nationalityId: '826',
      notes: ' VIP ',
    }
    expect(await clientKind.save(values, { id: 12 }, signal)).toBe('client')
    await clientKind.save({ ...values, nationalityId: '', phoneNumber: '' }, {}, signal)
    const request = {
      title: 'Ms',
      firstName: 'Clara',
      lastName: 'Client',
      email: 'clara@example.com',
      phone: { countryCode: 'GB', number: '7700900' },
      nationalityId: 826,
      notes: ' VIP ',
    }
    expect(vi.mocked(saveClient).mock.calls).toStrictEqual([
      [{ id: 12, ...request }, signal],
      [{ ...request, phone: { countryCode: 'GB', number: '' }, nationalityId: null }, signal],
    ])
  })

  it('import, add to quote and send quote: the file, the client and offer, the quote and its date', async () => {
    vi.mocked(importClients).mockResolvedValue(3)
    vi.mocked(addToQuote).mockResolvedValue(5)
    vi.mocked(sendQuote).mockResolvedValue('quote' as never)
    const selection = { line: 'hotel', offerId: 'H-1' }
    expect(await importClientsKind.save({ csv: ' a,b\n', fileName: 'clients.csv' }, {}, signal)).toBe(3)
    expect(await addToQuoteKind.save({ clientId: '12' }, { selection, currency: 'EUR' }, signal)).toBe(5)
    expect(await sendQuoteKind.save({ validUntil: '2026-06-08' }, { quoteId: '4', today: '2026-06-01' }, signal)).toBe('quote')
    expect(vi.mocked(importClients).mock.calls).toStrictEqual([[' a,b\n', signal]])
    expect(vi.mocked(addToQuote).mock.calls).toStrictEqual([[{ clientId: 12, selection, currency: 'EUR' }, signal]])
    expect(vi.mocked(sendQuote).mock.calls).toStrictEqual([[{ id: 4, validUntil: '2026-06-08' }, signal]])
  })

  it('send quote sends the date its rule checked: typed with spaces around, it goes without them', async () => {
    vi.mocked(sendQuote).mockResolvedValue('quote' as never)
    expect(sendQuoteKind.validate({ validUntil: ' 2026-06-08 ' }, { quoteId: '4', today: '2026-06-01' })).toStrictEqual({})
    expect(sendQuoteKind.validate({ validUntil: '   ' }, { quoteId: '4', today: '2026-06-01' })).toStrictEqual({ validUntil: 'REQUIRED' })
    await sendQuoteKind.save({ validUntil: ' 2026-06-08 ' }, { quoteId: '4', today: '2026-06-01' }, signal)
    expect(vi.mocked(sendQuote).mock.calls.at(-1)).toStrictEqual([{ id: 4, validUntil: '2026-06-08' }, signal])
  })
})

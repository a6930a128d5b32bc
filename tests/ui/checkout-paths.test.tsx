import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SnapshotFrom } from 'xstate'
import type { ItemQuote } from '@contract/schemas/lines'
import type { Reservation } from '@contract/schemas/reservations'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import { checkoutMachine, type CheckoutInput } from '@machines/checkout.machine'
import { fewestCovering, unwalked } from '../helpers/graph-coverage'
import { checkoutTestPaths, paysNow, walletOutcomes, type FixtureLine } from '../helpers/checkout-model'
import { controllable } from '../helpers/controllable'
import { profiles, renderCheckout, type CheckoutVisitor } from './helpers/render-checkout'

/** For each line, the fewest of its paths that walk every transition its checkouts can take: hotels and resorts alike. */
// Paid-now paths (issue 20) are walked by the machine test; the page's payment step has its own tests.
const all = checkoutTestPaths().filter((path) => !paysNow((path as unknown as { input: CheckoutInput }).input))
const lineOf = (path: (typeof all)[number]) => (path as unknown as { input: CheckoutInput }).input.request.selection.line
const paths = (['hotel', 'resort'] as const).flatMap((line) =>
  fewestCovering(
    checkoutMachine,
    all.filter((path) => lineOf(path) === line),
  ).map((path) => Object.assign(path, { line })),
)

type State = SnapshotFrom<typeof checkoutMachine>
type Rendered = Awaited<ReturnType<typeof renderCheckout>>

const labels: Record<string, string> = {
  title: 'Title',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phoneNumber: 'Phone number',
}
const fieldText: Record<string, string> = {
  TITLE_REQUIRED: 'Please select a title',
  FIRST_NAME_REQUIRED: 'Please enter the first name',
  LAST_NAME_REQUIRED: 'Please enter the last name',
  EMAIL_REQUIRED: 'Please enter an email address',
  EMAIL_INVALID: 'Please enter a valid email address',
  PHONE_REQUIRED: 'Please enter a phone number',
  PHONE_INVALID: 'Please enter a phone number of 4 to 15 digits',
  TERMS_REQUIRED: 'Please accept the terms of use and the privacy policy to book',
}
const errorText: Record<string, string> = {
  NETWORK: 'We could not reach the server. Check your connection and try again.',
  UNAVAILABLE: 'Something went wrong on our side. Please try again.',
}
const money = (minor: number) => `$${(minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`

function visitorOf(input: CheckoutInput): CheckoutVisitor {
  if (input.session.kind === 'signedOut') return input.session.canBook ? 'guest' : 'signedOut'
  if (input.session.kind === 'agent') return 'agent'
  return input.session.canBook ? 'member' : 'memberWithoutPermission'
}

function expectScreen(state: State, view: Rendered) {
  const c = state.context
  const heading = (name: string) => expect(screen.getByRole('heading', { name })).toBeVisible()
  if (state.matches('loading')) return expect(screen.getByRole('status', { name: 'Loading your booking' })).toBeVisible()
  if (state.matches('loadFailed')) {
    expect(screen.getByRole('alert')).toHaveTextContent(errorText[c.error!]!)
    return expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
  }
  if (state.matches('notFound')) return heading('This room is no longer offered')
  const backHref = `/hotel-details?id=${(c.request.selection as { propertyId: string }).propertyId}&`
  if (state.matches('badSelection')) {
    heading('These dates cannot be booked')
    return expect(screen.getByRole('link', { name: 'Back to the property' }).getAttribute('href')).toContain(backHref)
  }
  if (state.matches('done')) return expect(view.location.history.at(-1)).toBe('/checkout-success?confirmation=TC-7K4M2Q')
  // Every state with a quote shows what is booked, of the link's line, and its price.
  heading(c.quote!.title)
  expect(c.quote!.selection.line).toBe(c.request.selection.line)
  const price = screen.getByRole('region', { name: 'Price' })
  expect(within(price).getByText('Total').nextSibling).toHaveTextContent(money(c.quote!.price.totalMinor))
  if (state.matches('soldOut')) {
    heading('Sold out for these dates')
    return expect(screen.getByRole('link', { name: 'Back to the property' }).getAttribute('href')).toContain(backHref)
  }
  if (state.matches('signInRequired')) return heading('Sign in to book')
  if (state.matches('notPermitted')) return heading('Your account cannot book online')

  heading(c.session.kind === 'agent' ? 'Client details' : 'Guest details')
  for (const field of ['title', 'firstName', 'lastName', 'email', 'phoneNumber'] as const) {
    const input = screen.getByLabelText(labels[field]!)
    expect(input).toHaveValue(c.form[field])
    const code = c.errors[field]
    if (code) expect(input).toHaveAccessibleDescription(fieldText[code])
    else expect(input).not.toHaveAccessibleDescription()
  }
  // "Who's travelling?" (a member): the choice checked, and "save" offered for someone else only.
  const whoTravels = screen.queryByRole('group', { name: "Who's travelling?" })
  expect(whoTravels !== null).toBe(c.traveller !== null)
  if (c.traveller !== null) {
    const picked = c.traveller === 'self' ? 'Me (Maria Member)' : c.traveller === 'other' ? 'Someone else' : 'Tom Traveller'
    expect(within(whoTravels!).getByRole('radio', { checked: true })).toHaveAccessibleName(picked)
    const save = screen.queryByRole('checkbox', { name: 'Save this traveller to my profile' })
    expect(save === null ? null : (save as HTMLInputElement).checked).toBe(c.traveller === 'other' ? c.saveTraveller : null)
  }
  expect(screen.getByRole('button', { name: new RegExp(`^Phone country code.*\\${c.form.phoneCountry.isdCode}$`) })).toBeVisible()
  expect(screen.getByRole('checkbox', { name: /I accept the terms of use/ })).toHaveProperty('checked', c.termsAccepted)
  expect(screen.getByLabelText('Special requests (optional)')).toHaveValue(c.details.specialRequests)
  const submitting = state.matches({ booking: { form: 'submitting' } })
  const button = screen.getByRole('button', { name: submitting ? 'Booking…' : 'Book now' })
  expect(button).toHaveProperty('disabled', !state.can({ type: 'form.submit' }))
  // Each message is asserted both ways: shown in the states that carry it, absent in every other.
  expect(Object.values(errorText).filter((text) => screen.queryByText(text) !== null)).toEqual(c.error ? [errorText[c.error]] : [])
  if (c.error) expect(screen.getByText(errorText[c.error]!)).toBeVisible()
  expect(screen.queryByText(/^The price changed from/)?.textContent ?? null).toBe(
    c.notice?.code === 'PRICE_CHANGED'
      ? `The price changed from ${money(c.notice.fromMinor)} to ${money(c.notice.toMinor)}; please review.`
      : null,
  )
  const cardsGone = screen.queryByText(/These wallet cards can no longer be used: CERT-HLT-0001\./)
  expect(cardsGone !== null).toBe(c.notice?.code === 'CARD_UNAVAILABLE' && c.wallet?.status === 'ready')
  if (cardsGone) expect(cardsGone).toBeVisible()
  const balanceGone = screen.queryByText(/^The balance of cash card CASH-0001 no longer covers \$150\.00\./)
  expect(balanceGone !== null).toBe(c.notice?.code === 'INSUFFICIENT_BALANCE')
  const walletHeading = screen.queryByRole('heading', { name: 'Your wallet' })
  expect(walletHeading !== null).toBe(c.wallet !== null)
  if (!c.wallet)
    return expect(within(screen.getByRole('region', { name: 'Price' })).getByText('Amount due').nextSibling).toHaveTextContent(
      money(c.quote!.price.totalMinor),
    )
  if (c.wallet.status === 'loading') return expect(screen.getByRole('status', { name: 'Loading your wallet' })).toBeVisible()
  if (c.wallet.status === 'failed') return expect(screen.getByRole('button', { name: 'Reload my wallet' })).toBeVisible()
  const due = within(price).getByText('Amount due').nextSibling
  expect(due).toHaveTextContent(c.wallet.amountDueMinor === 0 ? 'Nothing to pay' : money(c.wallet.amountDueMinor))
  const cashLine = within(price).queryByText('Cash card CASH-0001')
  expect(cashLine?.nextSibling?.textContent ?? null).toBe(c.wallet.cash ? `−${money(c.wallet.cash.amountMinor)}` : null)
  const checkedCertificates = screen
    .queryAllByRole('radio', { checked: true })
    .map((radio) => /CERT-[A-Z]+-\d+/.exec(radio.closest('label')?.textContent ?? '')?.[0])
  expect(checkedCertificates.filter(Boolean)).toEqual(c.wallet.certificate ? [c.wallet.certificate] : [])
  const chooser = screen.queryByRole('dialog', { name: 'Choose a certificate' })
  expect(chooser !== null).toBe(c.wallet.certificateMissing)
  if (chooser) expect(chooser).toBeVisible()
}

describe('checkout page, the fewest generated paths that walk every transition of the real machine', () => {
  it("walk every transition (the payment step's: tests/ui/checkout-payment.test.tsx and the machine test)", () => {
    const payment = /tokenising|payment\.|paymentDue/
    expect(unwalked(checkoutMachine, paths).filter((transition) => !payment.test(transition))).toEqual([])
  })

  it('walk the resort week too', () => {
    expect(paths.filter((path) => path.line === 'resort').length).toBeGreaterThan(0)
    expect(
      unwalked(
        checkoutMachine,
        paths.filter((path) => path.line === 'resort'),
      ),
    ).not.toContain('checkout.booking.form.submitting --xstate.done.actor.createReservation--> checkout.done')
  })

  it.each(paths.map((path) => [`${path.line}: ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')}`, path] as const))(
    '%s',
    async (_, path) => {
      const input = (path as unknown as { input: CheckoutInput }).input
      const calls = { quote: controllable<ItemQuote>(), booking: controllable<Reservation>(), wallet: controllable<PaymentCardsByUser>() }
      const view = await renderCheckout({
        visitor: visitorOf(input),
        line: input.request.selection.line as FixtureLine,
        getQuote: calls.quote.fn as never,
        createReservation: calls.booking.fn as never,
        getPaymentCardsByUser: calls.wallet.fn as never,
      })
      const user = userEvent.setup()
      await waitFor(() => expect(calls.quote.calls).toHaveLength(1), { timeout: 10_000 })
      for (const step of path.steps) {
        const event = step.event as { type: string; [k: string]: unknown }
        const settle = (call: { resolve: (value: never) => void; reject: (error: unknown) => void }) =>
          act(async () => (event.type.startsWith('xstate.done') ? call.resolve(event.output as never) : call.reject(event.error)))
        switch (event.type) {
          case 'xstate.init':
            break
          case 'xstate.done.actor.loadQuote':
          case 'xstate.error.actor.loadQuote':
            await waitFor(() => expect(calls.quote.calls.length).toBeGreaterThan(0))
            await settle(calls.quote)
            break
          case 'xstate.done.actor.createReservation':
          case 'xstate.error.actor.createReservation':
            await settle(calls.booking)
            break
          case 'xstate.snapshot.wallet': {
            // The cash card is chosen in the loaded wallet; every other outcome is the load's answer.
            if (event.cards === 'memberCardsPayingCash') await user.click(screen.getByRole('radio', { name: /CASH-0001/ }))
            else {
              const { cards } = walletOutcomes[event.cards as keyof typeof walletOutcomes]
              await act(async () => (cards instanceof Error ? calls.wallet.reject(cards) : calls.wallet.resolve(cards)))
            }
            break
          }
          case 'quote.retry':
            await user.click(screen.getByRole('button', { name: 'Try again' }))
            break
          case 'session.change': {
            const { session } = event as unknown as { session: CheckoutInput['session'] }
            const current = view.session.getSnapshot()
            if (session.kind === 'signedOut') await act(async () => view.session.send({ type: 'session.clear' }))
            else if (!current.matches('signedIn') || current.context.userType !== (session.kind === 'agent' ? 1 : 2))
              await act(async () =>
                view.session.send({ type: 'session.save', profile: session.kind === 'agent' ? profiles.agent : profiles.member }),
              )
            break
          }
          case 'field.change':
            if (event.field === 'title') await user.selectOptions(screen.getByLabelText('Title'), String(event.value))
            else {
              const field = screen.getByLabelText(labels[String(event.field)]!)
              await user.clear(field)
              await user.type(field, String(event.value))
            }
            break
          case 'details.change':
            await user.type(screen.getByLabelText('Special requests (optional)'), String(event.value))
            break
          case 'phone.country':
            await user.click(screen.getByRole('button', { name: /^Phone country code/ }))
            await user.type(screen.getByRole('combobox', { name: 'Search countries' }), 'united k')
            await user.click(screen.getByRole('option', { name: /United Kingdom/ }))
            break
          case 'traveller.choose': {
            const pick = event.pick as string | number
            const name = pick === 'self' ? /^Me \(/ : pick === 'other' ? 'Someone else' : 'Tom Traveller'
            await user.click(screen.getByRole('radio', { name }))
            break
          }
          case 'traveller.save':
            await user.click(screen.getByRole('checkbox', { name: 'Save this traveller to my profile' }))
            break
          case 'terms.toggle':
            await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }))
            break
          case 'form.submit':
            await user.click(screen.getByRole('button', { name: 'Book now' }))
            break
          default:
            throw new Error(`no way to replay ${event.type}`)
        }
        await waitFor(() => expectScreen(step.state as State, view))
      }
    },
    60_000,
  )
})

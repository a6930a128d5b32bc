import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { dailyDealsMachine } from '@machines/daily-deals.machine'
import type { DealsOfTheDay, SavingsCode, SavingsMember } from '@contract/schemas/savings'
import { i18n } from '@/lib/i18n'
import { clubErrorLabels } from '@/shared/club-labels'
import { profileFor } from '../helpers/fake-auth-api'
import { fakeClubApi } from '../helpers/club-fixtures'
import { controllable } from '../helpers/controllable'
import { fewestCovering, unwalked } from '../helpers/graph-coverage'
import { dailyDealsPaths, openInput, pageInput, siteCode, todaysDeals } from '../helpers/daily-deals-model'
import { fakeApi } from './helpers/fake-api'
import { fakePage, renderApp } from './helpers/render-app'

/*
 * Daily deals (SPEC §2 method:dailydeals), every generated path of the real machine replayed
 * through what a member uses: from the navigation, the launcher dialog of an organisation with a
 * daily-deals site (the site in the tab the click opened, or our /daily-deals when the code says
 * so); on /daily-deals, the page itself (joining, the code, the deals with their countdown, a
 * currency change, midnight, failures with "Try again"). Each savings call is a controllable fake
 * resolved as the path says; the screen is checked in every state.
 */
const pagePaths = fewestCovering(dailyDealsMachine, dailyDealsPaths(pageInput))
const openPaths = fewestCovering(dailyDealsMachine, dailyDealsPaths(openInput))
type Path = (typeof pagePaths)[number]
type Step = Path['steps'][number]

beforeAll(async () => {
  await Promise.all([import('@/features/daily-deals/daily-deals-page'), import('@/features/daily-deals/daily-deals-launcher')])
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const member = () => fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) })
/** A minute before the deals' midnight: the countdown runs, and ends when the test moves the clock past it. */
const minuteBefore = () => Date.parse(todaysDeals.validUntil) - 60_000

function savingsCalls() {
  const calls = {
    getMember: controllable<SavingsMember | null>(),
    setMember: controllable<SavingsMember>(),
    getCode: controllable<SavingsCode>(),
    getDeals: controllable<DealsOfTheDay>(),
  }
  const clubApi = fakeClubApi({
    getSavingsMember: calls.getMember.fn as never,
    setSavingsMember: calls.setMember.fn as never,
    getSavingsCode: calls.getCode.fn as never,
    getDeals: calls.getDeals.fn as never,
  })
  return { calls, clubApi }
}

const settledCounts = new Map<unknown, number>()

/** Resolves or rejects the call an actor outcome names; answers whether the step was one. */
async function settle(calls: ReturnType<typeof savingsCalls>['calls'], step: Step): Promise<boolean> {
  const event = step.event as { type: string; output?: unknown; error?: unknown }
  const done = /^xstate\.done\.actor\.(\w+)$/.exec(event.type)
  const failed = /^xstate\.error\.actor\.(\w+)$/.exec(event.type)
  const call = calls[(done ?? failed)?.[1] as keyof typeof calls]
  if (!call) return false
  // The call the machine makes on entering its state (after a re-render, or the settings' change).
  const settled = settledCounts.get(call) ?? 0
  await waitFor(() => expect(call.calls.length).toBeGreaterThan(settled))
  settledCounts.set(call, settled + 1)
  if (done && event.type === 'xstate.done.actor.getDeals') vi.setSystemTime(minuteBefore())
  await act(async () => (done ? call.resolve(event.output as never) : call.reject(event.error)))
  return true
}

const errorText = (state: Path['state']) => i18n._(clubErrorLabels[state.context.error!])

function expectPage(state: Path['state'], page: ReturnType<typeof fakePage>) {
  const busy = (['checking', 'joining', 'coding', 'loading'] as const).some((s) => state.matches(s))
  expect(screen.queryByRole('status', { name: "Loading today's deals" }) !== null).toBe(busy)
  const alert = screen.queryByRole('alert')
  expect(alert !== null).toBe(state.matches('failed'))
  if (state.matches('failed')) {
    expect(alert).toHaveTextContent(errorText(state))
    expect(within(alert!).getByRole('button', { name: 'Try again' })).toBeVisible()
  }
  const book = screen.queryByRole('link', { name: 'Book this deal: Casa Azul' })
  expect(book !== null).toBe(state.matches('showing'))
  if (state.matches('showing')) {
    expect(screen.getByText(/^Ends in/)).toBeVisible()
    // A card's badge is what its prices save: the rental's cleaning fee is not discounted, so 23 %, not its deal's 25 %.
    const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!
    expect(card('Casa Azul')).toHaveTextContent('−23%')
    expect(card('Casa Azul')).toHaveTextContent('Was $815.00, now $627.50')
  }
  expect(page.left).toEqual(state.matches('done') ? [siteCode.url] : [])
}

function expectLauncher(state: Path['state'], tab: { location: { href: string }; close: () => void }, path: () => string) {
  const dialog = screen.queryByRole('dialog', { name: 'Daily deals' })
  expect(dialog !== null).toBe(!state.matches('done'))
  if (state.matches('failed')) {
    expect(within(dialog!).getByRole('alert')).toHaveTextContent(errorText(state))
    expect(within(dialog!).getByRole('button', { name: 'Try again' })).toBeVisible()
  } else if (dialog) {
    expect(within(dialog).getByRole('status', { name: 'Opening daily deals' })).toBeVisible()
    expect(dialog).toHaveTextContent("Opening today's deals in a new tab…")
  }
  if (!state.matches('done')) return
  // The site in the tab the click opened; or, when the code is for our own page, that page here and the tab closed.
  if (state.context.code?.external) expect(tab.location.href).toBe(siteCode.url)
  else {
    expect(path()).toBe('/daily-deals')
    expect(tab.close).toHaveBeenCalled()
  }
}

/** A step as the test's name tells it: the event, and for a code or a membership what came back. */
function told(step: Step): string {
  const event = step.event as { type: string; output?: { external?: boolean; status?: string } | null }
  const name = event.type.replace('xstate.', '')
  if (event.type === 'xstate.done.actor.getCode') return `${name} (${event.output!.external ? 'site' : 'our page'})`
  if (event.type === 'xstate.done.actor.getMember') return `${name} (${event.output?.status ?? 'none'})`
  return name
}
const named = (paths: Path[]) => paths.map((path) => [path.steps.map(told).join(' → '), path] as const)

describe('daily deals, every generated path of the real machine', () => {
  it('the paths replayed here walk every transition', () => {
    expect(unwalked(dailyDealsMachine, [...pagePaths, ...openPaths])).toEqual([])
  })

  it.each(named(pagePaths))('on /daily-deals: %s', { timeout: 30_000 }, async (_, path) => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true })
    vi.setSystemTime(minuteBefore())
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { calls, clubApi } = savingsCalls()
    const page = fakePage()
    const { settings } = await renderApp({ path: '/daily-deals', api: member(), clubApi, page })
    await screen.findByRole('status', { name: "Loading today's deals" }, { timeout: 5000 })
    for (const step of path.steps) {
      const event = step.event as { type: string; currency?: string }
      if (!(await settle(calls, step))) {
        if (event.type === 'retry') await user.click(screen.getByRole('button', { name: 'Try again' }))
        if (event.type === 'deals.expired') await act(async () => void vi.advanceTimersByTime(61_000))
        if (event.type === 'currency.change') act(() => settings.send({ type: 'currency.choose', code: event.currency! }))
      }
      await waitFor(() => expectPage(step.state, page))
    }
    // Each load asks for the deals in the currency the visitor chose.
    for (const [request] of calls.getDeals.calls as [{ currency: string }][]) expect(['USD', 'EUR']).toContain(request.currency)
  })

  it.each(named(openPaths))('from the navigation: %s', { timeout: 30_000 }, async (_, path) => {
    const user = userEvent.setup()
    const tab = { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    const { calls, clubApi } = savingsCalls()
    const { location } = await renderApp({ path: '/', api: member(), clubApi })
    const [nav] = await screen.findAllByRole('navigation', { name: 'Products' })
    await user.click(within(nav!).getByRole('button', { name: 'Daily deals' }))
    expect(await screen.findByRole('dialog', { name: 'Daily deals' })).toBeVisible()
    for (const step of path.steps) {
      if (!(await settle(calls, step)) && step.event.type === 'retry') await user.click(screen.getByRole('button', { name: 'Try again' }))
      await waitFor(() => expectLauncher(step.state, tab, () => location.history.at(-1)!))
    }
    // The tab the click opened is the site's, never handed the opener.
    if (path.state.context.code?.external) expect(tab.opener).toBeNull()
  })

  it('asks a signed-out visitor to sign in first', async () => {
    const { calls, clubApi } = savingsCalls()
    await renderApp({ path: '/', clubApi })
    const [nav] = await screen.findAllByRole('navigation', { name: 'Products' })
    await userEvent.click(within(nav!).getByRole('button', { name: 'Daily deals' }))
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeVisible()
    expect(calls.getMember.calls).toEqual([])
  })
})

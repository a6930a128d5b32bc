import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { createActor, setup } from 'xstate'
import { machineRegistry } from '@machines/registry'
import { i18n } from '@/lib/i18n'
import { activateLocale } from '@/lib/i18n'
import { inspect, inspectedActors, relayInspection, resetInspection } from '@/shared/inspection'
import { MachineChart } from '@/features/dev/machine-chart'
import { renderApp } from './helpers/render-app'
import { demoOrg, fakeApi } from './helpers/fake-api'

// Counts the requests for the dev chunks: the switch off must never ask for them.
const loads = vi.hoisted(() => ({ inspector: 0, page: 0 }))
vi.mock('@/features/dev/flow-inspector', async (importOriginal) => {
  loads.inspector++
  return importOriginal()
})
vi.mock('@/features/dev/flows-page', async (importOriginal) => {
  loads.page++
  return importOriginal()
})

/** A small machine: four transitions (one guarded, one delayed, one that changes no state), nested states. */
const toggleMachine = setup({ guards: { canStart: () => true } }).createMachine({
  id: 'toggle',
  initial: 'idle',
  states: {
    idle: { on: { 'run.start': { guard: 'canStart', target: 'running' }, 'note.add': { actions: [] } } },
    running: {
      initial: 'warming',
      on: { 'run.stop': 'idle' },
      states: { warming: { after: { 500: 'hot' } }, hot: {} },
    },
  },
})

/** Opens the page with `search` in its address, as a tester's visit does, and reads the switch again. */
function visit(search: string, options: { production?: boolean } = {}) {
  window.history.replaceState(null, '', `/${search}`)
  resetInspection(options)
}

const running: { stop: () => void }[] = []
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop())
  sessionStorage.clear()
  visit('')
})

const highlighted = (chart: HTMLElement) =>
  within(chart)
    .getAllByRole('group')
    .filter((g) => g.getAttribute('aria-current') === 'true')
    .map((g) => g.getAttribute('aria-label'))

// First on purpose: a module mocked above counts its first import only.
describe('with the switch off', () => {
  it('renders no inspector, answers /dev/flows with the 404 page, and requests no dev chunk', async () => {
    visit('')
    await renderApp({ path: '/' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Acme Getaways' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Flows' })).not.toBeInTheDocument()
    await renderApp({ path: '/dev/flows' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    expect(loads).toEqual({ inspector: 0, page: 0 })
  })

  it('stays off in production when the organisation does not allow testers, even with ?inspect=1', async () => {
    visit('?inspect=1', { production: true })
    await renderApp({ path: '/dev/flows' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Flows' })).not.toBeInTheDocument()
    expect(loads).toEqual({ inspector: 0, page: 0 })
  })
})

describe('with the switch on', () => {
  it('turns on in production where the organisation allows testers, and is remembered for the visit', async () => {
    visit('?inspect=1', { production: true })
    await renderApp({ api: fakeApi({ getOrgConfig: async () => ({ ...demoOrg, testerInspection: true }) }) })
    expect(await screen.findByRole('button', { name: 'Flows' }, { timeout: 5_000 })).toBeVisible()
    // A reload without the parameter (sign-in reloads the page) keeps it; ?inspect=0 ends it.
    visit('', { production: true })
    expect(sessionStorage.getItem('inspect')).toBe('1')
    visit('?inspect=0', { production: true })
    expect(sessionStorage.getItem('inspect')).toBeNull()
  })

  it('lists the running actors in the panel', async () => {
    visit('?inspect=1')
    await renderApp({ path: '/' })
    await userEvent.click(await screen.findByRole('button', { name: 'Flows' }))
    const panel = screen.getByRole('complementary', { name: 'Flow inspector' })
    const actors = within(panel).getByRole('list', { name: 'Running actors' })
    await vi.waitFor(() => {
      const names = within(actors)
        .getAllByRole('button')
        .map((b) => b.textContent)
      expect(names).toEqual([expect.stringMatching(/^settings/), expect.stringMatching(/^session/)])
    })
  })

  it('highlights the current state of the newest actor as events arrive, and logs each event with its time', async () => {
    visit('?inspect=1')
    await renderApp({ path: '/' })
    await userEvent.click(await screen.findByRole('button', { name: 'Flows' }))
    const actor = createActor(toggleMachine, { inspect }).start()
    running.push(actor)
    const panel = screen.getByRole('complementary', { name: 'Flow inspector' })
    const chart = await within(panel).findByRole('group', { name: 'State chart of toggle' })
    expect(highlighted(chart)).toEqual(['State idle'])

    act(() => actor.send({ type: 'run.start' }))
    await vi.waitFor(() => expect(highlighted(chart)).toEqual(['State warming']))
    act(() => actor.send({ type: 'run.stop' }))
    await vi.waitFor(() => expect(highlighted(chart)).toEqual(['State idle']))

    const log = within(panel).getByRole('list', { name: 'Event log' })
    const entries = within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(entries).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d\.\d{3}run\.stop→ idle$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d\.\d{3}run\.start→ running\.warming$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d\.\d{3}xstate\.init→ idle$/),
    ])
  })

  it('copies the machine definition as JSON for the Stately editor', async () => {
    visit('?inspect=1')
    const user = userEvent.setup()
    const writeText = vi.fn(async (_text: string) => {})
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true })
    await renderApp({ path: '/' })
    await user.click(await screen.findByRole('button', { name: 'Flows' }))
    running.push(createActor(toggleMachine, { inspect }).start())
    const panel = screen.getByRole('complementary', { name: 'Flow inspector' })
    await within(panel).findByRole('group', { name: 'State chart of toggle' })
    await user.click(within(panel).getByRole('button', { name: 'Copy definition as JSON' }))
    expect(await within(panel).findByText('Copied')).toBeVisible()
    expect(writeText).toHaveBeenCalledTimes(1)
    const definition = JSON.parse(writeText.mock.calls[0]![0])
    expect(definition).toEqual(JSON.parse(JSON.stringify(toggleMachine.toJSON())))
    expect(Object.keys(definition.states)).toEqual(['idle', 'running'])
  })

  it('lists every machine of the registry on /dev/flows and draws each one', async () => {
    visit('?inspect=1')
    await renderApp({ path: '/dev/flows' })
    // The page lays out every machine's chart (dagre, in its lazy chunk) before it shows: allow it the time.
    expect(await screen.findByRole('heading', { level: 1, name: 'Flows' }, { timeout: 10_000 })).toBeVisible()
    for (const { id } of machineRegistry) {
      const section = screen.getByRole('article', { name: id })
      expect(within(section).getByRole('group', { name: `State chart of ${id}` })).toBeInTheDocument()
    }
    // The page's own settings actor is running: its state is highlighted on its chart.
    const settings = screen.getByRole('article', { name: 'settings' })
    await vi.waitFor(() => expect(within(settings).getByText(/^Running, in state/)).toBeInTheDocument())
    expect(highlighted(within(settings).getByRole('group', { name: 'State chart of settings' })).length).toBeGreaterThan(0)
  })
})

describe('the hub', () => {
  it('records an actor once it starts, and relays running actors and their events to Stately once connected', () => {
    visit('?inspect=1')
    const idle = createActor(toggleMachine, { inspect })
    expect(inspectedActors()).toEqual([])
    const actor = createActor(toggleMachine, { inspect }).start()
    running.push(actor, idle)
    expect(inspectedActors().map((a) => [a.machineId, a.value])).toEqual([['toggle', 'idle']])

    const relayed: string[] = []
    relayInspection((event) => relayed.push(`${event.type} ${event.actorRef.sessionId === actor.sessionId ? 'toggle' : 'other'}`))
    expect(relayed).toEqual(['@xstate.actor toggle', '@xstate.snapshot toggle'])
    actor.send({ type: 'run.start' })
    // Stately's inspector reads actors, events and snapshots (XState's microsteps and actions pass through too).
    expect(relayed.slice(2).filter((line) => /^@xstate\.(actor|event|snapshot) /.test(line))).toEqual([
      '@xstate.event toggle',
      '@xstate.snapshot toggle',
    ])
  })

  it('keeps at most 200 events per actor', () => {
    visit('?inspect=1')
    const actor = createActor(toggleMachine, { inspect }).start()
    running.push(actor)
    for (let i = 0; i < 250; i++) actor.send({ type: 'note.add' })
    const [inspected] = inspectedActors()
    expect(inspected!.events).toHaveLength(200)
    expect(inspected!.events.at(-1)).toMatchObject({ type: 'note.add', state: 'idle' })
  })

  it('does nothing with the switch off', () => {
    visit('')
    running.push(createActor(toggleMachine, { inspect }).start())
    expect(inspectedActors()).toEqual([])
  })
})

describe('the state chart', () => {
  it('draws one box per state and one labelled arrow (or note) per transition', async () => {
    await activateLocale('en-US')
    render(
      <I18nProvider i18n={i18n}>
        <MachineChart machine={toggleMachine} value="idle" />
      </I18nProvider>,
    )
    const chart = screen.getByRole('group', { name: 'State chart of toggle' })
    const labels = within(chart)
      .getAllByRole('group')
      .map((g) => g.getAttribute('aria-label'))
    expect(labels.filter((l) => l!.startsWith('State ')).sort()).toEqual([
      'State hot',
      'State idle',
      'State running',
      'State toggle',
      'State warming',
    ])
    expect(labels.filter((l) => l!.startsWith('Transition ')).sort()).toEqual([
      'Transition idle → running: run.start [canStart]',
      'Transition idle: note.add',
      'Transition running → idle: run.stop',
      'Transition warming → hot: after 500 ms',
    ])
    // Each arrow shows its label as text on the chart.
    for (const text of ['run.start [canStart]', 'run.stop', 'after 500 ms', '↺ note.add'])
      expect(within(chart).getByText(text, { selector: 'text' })).toBeInTheDocument()
    expect(highlighted(chart)).toEqual(['State idle'])
  })
})

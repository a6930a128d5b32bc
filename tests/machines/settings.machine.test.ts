import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type AnyStateNode, type AnyTransitionDefinition } from 'xstate'
import { getShortestPaths, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph'
import { settingsMachine, type SettingsEmitted } from '@machines/settings.machine'
import type { CurrencyInfo } from '@contract/schemas/lookups'
import { settingsGenerators, settingsInfo as info, settingsInput as input, settingsPaths } from '../helpers/settings-model'
import { everyCase } from '../helpers/every-case'

const keyOf = (t: AnyTransitionDefinition) =>
  `${t.source.id} --${t.eventType}--> ${(t.target ?? []).map((s: AnyStateNode) => s.id).join(',') || '(self)'}`

function allEdges(node: DirectedGraphNode): string[] {
  return [...node.edges.map((e) => keyOf(e.transition)), ...node.children.flatMap(allEdges)]
}

describe('settings machine, walked by xstate/graph', () => {
  it.each(Object.keys(settingsGenerators) as (keyof typeof settingsGenerators)[])('%s walks every transition of the machine', (name) => {
    const paths = settingsPaths([settingsGenerators[name]])
    const walked = new Set<string>()
    for (const path of paths) {
      for (let i = 1; i < path.steps.length; i++) {
        const taken = settingsMachine.getTransitionData(path.steps[i - 1]!.state, path.steps[i]!.event)
        taken.forEach((t) => walked.add(keyOf(t)))
      }
    }
    const edges = allEdges(toDirectedGraph(settingsMachine))
    expect(edges.length).toBeGreaterThanOrEqual(6)
    expect(edges.filter((edge) => !walked.has(edge))).toEqual([])
  })

  it('every generated path ends in a consistent state', () => {
    const cases = everyCase(['ready with currencies', 'loadingRate'])
    for (const path of settingsPaths([getShortestPaths])) {
      const { value, context } = path.state
      cases.when('ready with currencies', value === 'ready' && context.currencies.length > 0, () =>
        expect(context.currencies.map((c) => c.code)).toContain(context.currency.code),
      )
      cases.when('loadingRate', value === 'loadingRate', () => expect(context.rate).toBeNull())
      expect(['en-US', 'es-ES']).toContain(context.language.code)
    }
    cases.expectEverySeen()
  })
})

describe('settings machine, run with fake actors', () => {
  function run(rate: (to: string, signal: AbortSignal) => Promise<number>, currencyInfo: () => Promise<CurrencyInfo> = async () => info) {
    const actor = createActor(
      settingsMachine.provide({
        actors: {
          loadCurrencyInfo: fromPromise(() => currencyInfo()),
          loadRate: fromPromise<number, { from: string; to: string }>(({ input, signal }) => rate(input.to, signal)),
        },
      }),
      { input: { ...input, cookieCurrency: 'EUR' } },
    )
    const persisted: SettingsEmitted[] = []
    actor.on('choice.persist', (e) => persisted.push(e))
    actor.start()
    return { actor, persisted, ready: () => new Promise<void>((r) => actor.subscribe((s) => s.matches('ready') && r())) }
  }

  it('loads the USD rate to the resolved currency', async () => {
    const asked: string[] = []
    const { actor, ready } = run(async (to) => (asked.push(to), 0.9))
    await ready()
    expect(asked).toEqual(['EUR'])
    expect(actor.getSnapshot().context).toMatchObject({ currency: { code: 'EUR' }, rate: 0.9 })
  })

  it('sets the rate to null when the rate call fails', async () => {
    const { actor, ready } = run(async () => Promise.reject(new Error('down')))
    await ready()
    expect(actor.getSnapshot().context.rate).toBeNull()
  })

  it('falls back to en-US / USD when the organisation info fails', async () => {
    const { actor, ready } = run(
      async () => 1,
      async () => Promise.reject(new Error('down')),
    )
    await ready()
    expect(actor.getSnapshot().context).toMatchObject({ language: { id: 1, code: 'en-US' }, currency: { id: 9, code: 'USD' } })
  })

  it('persists a choice and cancels the rate request it makes obsolete', async () => {
    const signals: AbortSignal[] = []
    const { actor, persisted, ready } = run((to, signal) => {
      signals.push(signal)
      return to === 'USD' ? Promise.resolve(1) : new Promise(() => {})
    })
    await new Promise((r) => setTimeout(r, 0))
    actor.send({ type: 'currency.choose', code: 'USD' })
    actor.send({ type: 'language.choose', code: 'es-ES' })
    await ready()
    expect(signals[0]!.aborted).toBe(true)
    expect(persisted).toEqual([
      { type: 'choice.persist', cookie: 'currencyCode', value: 'USD' },
      { type: 'choice.persist', cookie: 'languageCode', value: 'es-ES' },
    ])
    expect(actor.getSnapshot().context).toMatchObject({ language: { code: 'es-ES' }, currency: { code: 'USD' }, rate: 1 })
  })
})

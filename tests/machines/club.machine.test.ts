import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { referralShareMachine } from '@machines/referral-share.machine'
import { redeemPointsMachine } from '@machines/redeem-points.machine'
import { joinPlanMachine } from '@machines/join-plan.machine'
import { dailyDealsMachine } from '@machines/daily-deals.machine'
import { unwalked } from '../helpers/graph-coverage'
import { referralSharePaths, shareInput } from '../helpers/referral-share-model'
import { redeemInput, redeemPointsPaths } from '../helpers/redeem-points-model'
import { guestInput, joinPlanPaths, joinPlanTestPaths, memberInput } from '../helpers/join-plan-model'
import { dailyDealsPaths, dailyDealsTestPaths, openInput, pageInput } from '../helpers/daily-deals-model'

/*
 * The club's machines (issue 18), walked by xstate/graph: every transition of each, and the rules
 * that must hold in every state of every generated path.
 */

const never = <T>() => new Promise<T>(() => {})

describe('referral share machine', () => {
  it('the generated paths walk every transition', () => {
    expect(unwalked(referralShareMachine, referralSharePaths())).toEqual([])
  })

  it('sends nothing while the address is missing or wrong, and sends it trimmed and lower-cased', () => {
    for (const path of referralSharePaths()) {
      for (const { state, event } of path.steps) {
        expect(state.status).not.toBe('error')
        if (state.matches({ mail: 'sending' })) expect(state.context.fieldError).toBeNull()
        if (
          event.type === 'mail.send' &&
          !state.matches({ mail: 'sending' }) &&
          state.matches({ mail: 'editing' }) &&
          state.context.error === null
        )
          expect(state.context.fieldError).not.toBeNull()
        if (state.matches({ mail: 'sent' })) expect(state.context.sentTo).toBe('olivia.friend@example.com')
      }
    }
    const sent: unknown[] = []
    const actor = createActor(
      referralShareMachine.provide({ actors: { sendMail: fromPromise(async ({ input }) => (sent.push(input), never<string>())) } }),
      { input: shareInput },
    ).start()
    actor.send({ type: 'email.change', value: ' Olivia.Friend@Example.com ' })
    actor.send({ type: 'mail.send' })
    expect(sent).toEqual([{ campaign: 'friends', email: 'olivia.friend@example.com', lang: 'en-US' }])
    actor.stop()
  })

  it('keeps copying and mailing apart: a mail never clears "copied"', () => {
    const ends = referralSharePaths().map((p) => p.state)
    expect(ends.some((s) => s.matches({ copy: 'copied', mail: 'sent' }))).toBe(true)
    expect(ends.some((s) => s.matches({ copy: 'copyFailed' }))).toBe(true)
    const errors = new Set(referralSharePaths().flatMap((p) => p.steps.map((s) => s.state.context.error)))
    expect(errors).toEqual(new Set([null, 'TOO_MANY_REQUESTS', 'CAMPAIGN_ENDED', 'FAILED']))
  })
})

describe('redeem points machine', () => {
  it('the generated paths walk every transition', () => {
    expect(unwalked(redeemPointsMachine, redeemPointsPaths())).toEqual([])
  })

  it('never chooses or redeems an option the balance does not cover', () => {
    for (const path of redeemPointsPaths()) {
      for (const { state } of path.steps) {
        const option = redeemInput.options.find((o) => o.code === state.context.chosen)
        if (option && !state.matches('redeemed')) expect(option.points).toBeLessThanOrEqual(state.context.balance)
        expect(state.context.chosen).not.toBe('50-usd')
        if (state.matches('confirming') || state.matches('redeeming')) expect(state.context.chosen).not.toBeNull()
        expect(state.context.issued !== null).toBe(state.matches('redeemed'))
      }
    }
  })

  it('redeems the chosen option once and takes the balance the server answers', async () => {
    const asked: string[] = []
    const card = { cardCode: 'PTS-1', amount: { amountMinor: 2500, currency: 'USD' }, expiresAt: '2027-01-01T00:00:00.000Z' }
    const actor = createActor(
      redeemPointsMachine.provide({ actors: { redeem: fromPromise(async ({ input }) => (asked.push(input), { balance: 500, card })) } }),
      { input: redeemInput },
    ).start()
    actor.send({ type: 'option.choose', code: '25-usd' })
    actor.send({ type: 'redeem.request' })
    actor.send({ type: 'redeem.confirm' })
    actor.send({ type: 'redeem.confirm' })
    const done = await waitFor(actor, (s) => s.matches('redeemed'))
    expect(asked).toEqual(['25-usd'])
    expect(done.context).toMatchObject({ balance: 500, issued: card })
    // 500 left: no option is affordable any more.
    actor.send({ type: 'redeem.again' })
    actor.send({ type: 'option.choose', code: '10-usd' })
    expect(actor.getSnapshot().context.chosen).toBeNull()
    expect(actor.getSnapshot().can({ type: 'redeem.request' })).toBe(false)
    actor.stop()
  })
})

describe('join plan machine', () => {
  it('the generated paths of a member and a visitor walk every transition', () => {
    expect(unwalked(joinPlanMachine, joinPlanTestPaths())).toEqual([])
  })

  it('a visitor only ever opens sign-up with the plan; a member never joins a plan they hold', () => {
    for (const path of joinPlanPaths(guestInput)) {
      for (const { state } of path.steps) expect(state.value).toBe('browsing')
    }
    for (const path of joinPlanPaths(memberInput)) {
      for (const { state } of path.steps) {
        expect(state.context.plan?.memberStatus ?? null).toBeNull()
        if (state.matches('joined')) expect(state.context.joined!.plan_status).toBe(state.context.plan!.price ? 'PENDING' : 'ACTIVE')
      }
    }
    const opened: string[] = []
    const actor = createActor(joinPlanMachine.provide({ actions: { openSignUp: (_, plan) => void opened.push(plan) } }), {
      input: guestInput,
    }).start()
    actor.send({
      type: 'plan.choose',
      plan: { code: 'explorer', name: 'Explorer', summary: '', benefits: [], price: null, vacations: [], memberStatus: null },
    })
    expect(opened).toEqual(['explorer'])
    actor.stop()
  })
})

describe('daily deals machine', () => {
  it('the generated paths from the page and from the navigation walk every transition', () => {
    expect(unwalked(dailyDealsMachine, dailyDealsTestPaths())).toEqual([])
  })

  it('joins before it asks for a code, renews a refused code once, and opens the site only from a code', () => {
    for (const path of dailyDealsTestPaths()) {
      let coded = false
      for (const { state, event } of path.steps) {
        expect(state.status).not.toBe('error')
        if ((event.type as string) === 'xstate.done.actor.getCode') coded = true
        if (state.matches('loading')) expect(state.context.code).not.toBeNull()
        if (state.matches('showing')) expect(state.context.deals).not.toBeNull()
        if (state.matches('done')) expect(coded).toBe(true)
      }
    }
    // From the page, a first expired code is renewed; a second is a failure, not a loop.
    const page = dailyDealsPaths(pageInput)
    expect(
      page.some(
        (p) => p.state.matches('failed') && p.steps.filter((s) => (s.event.type as string) === 'xstate.error.actor.getDeals').length === 2,
      ),
    ).toBe(true)
    expect(dailyDealsPaths(openInput).some((p) => p.state.matches('done'))).toBe(true)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { JoinedPlan, Plan } from '@contract/schemas/plans'
import type { RedeemedPoints } from '@contract/schemas/loyalty'
import { emailError, referralShareMachine } from '@machines/referral-share.machine'
import { optionOf, redeemPointsMachine } from '@machines/redeem-points.machine'
import { joinPlanMachine } from '@machines/join-plan.machine'
import { shareInput } from '../helpers/referral-share-model'
import { redeemInput } from '../helpers/redeem-points-model'
import { freePlan, joined, memberInput, paidPlan } from '../helpers/join-plan-model'

/*
 * The club's machines at their edges: the referral address's two refusals, the clipboard, the
 * field emptied; the option chosen and a balance that covers it exactly; the plans a member joins.
 */

describe('referral share: the address', () => {
  it('is REQUIRED when empty or blank, INVALID when not an address, fine otherwise', () => {
    expect(emailError('')).toBe('REQUIRED')
    expect(emailError('   ')).toBe('REQUIRED')
    expect(emailError('olivia.friend')).toBe('INVALID')
    expect(emailError(' Olivia.Friend@Example.com ')).toBeNull()
  })

  it('starts empty: sending at once says REQUIRED and sends nothing', () => {
    const sent: unknown[] = []
    const actor = createActor(
      referralShareMachine.provide({ actors: { sendMail: fromPromise(async ({ input }) => (sent.push(input), 'SENT')) } }),
      { input: shareInput },
    ).start()
    expect(actor.getSnapshot().context).toMatchObject({ email: '', fieldError: null, error: null, sentTo: null })
    actor.send({ type: 'mail.send' })
    expect(actor.getSnapshot().context.fieldError).toBe('REQUIRED')
    expect(actor.getSnapshot().matches({ mail: 'editing' })).toBe(true)
    expect(sent).toEqual([])
  })

  it('empties the field once the invitation is sent, keeping the address it went to', async () => {
    const actor = createActor(referralShareMachine.provide({ actors: { sendMail: fromPromise(async () => 'SENT') } }), {
      input: shareInput,
    }).start()
    actor.send({ type: 'email.change', value: ' Olivia.Friend@Example.com ' })
    actor.send({ type: 'mail.send' })
    await waitFor(actor, (s) => s.matches({ mail: 'sent' }))
    expect(actor.getSnapshot().context).toMatchObject({ email: '', sentTo: 'olivia.friend@example.com', error: null })
  })
})

describe('referral share: copying the link with the browser clipboard', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('writes the link to the clipboard, then says it is copied', async () => {
    const writeText = vi.fn(async (_text: string) => {})
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    const actor = createActor(referralShareMachine, { input: shareInput }).start()
    actor.send({ type: 'link.copy' })
    await waitFor(actor, (s) => !s.matches({ copy: 'copying' }))
    expect(actor.getSnapshot().matches({ copy: 'copied' })).toBe(true)
    expect(writeText.mock.calls).toEqual([[shareInput.link]])
  })

  it('falls back to copying by hand when the browser refuses', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) } })
    const actor = createActor(referralShareMachine, { input: shareInput }).start()
    actor.send({ type: 'link.copy' })
    await waitFor(actor, (s) => !s.matches({ copy: 'copying' }))
    expect(actor.getSnapshot().matches({ copy: 'copyFailed' })).toBe(true)
  })
})

describe('redeem points: the option', () => {
  const [ten, twentyFive] = redeemInput.options

  it('optionOf gives the chosen option, or null when none is chosen or it is not offered', () => {
    expect(optionOf({ options: redeemInput.options, chosen: '25-usd' })).toBe(twentyFive)
    expect(optionOf({ options: redeemInput.options, chosen: '10-usd' })).toBe(ten)
    expect(optionOf({ options: redeemInput.options, chosen: null })).toBeNull()
    expect(optionOf({ options: redeemInput.options, chosen: '99-usd' })).toBeNull()
    expect(optionOf({ options: [], chosen: '10-usd' })).toBeNull()
  })

  it('may be chosen and redeemed when the balance is exactly its points, not one point less', async () => {
    const asked: string[] = []
    const make = (balance: number) =>
      createActor(
        redeemPointsMachine.provide({
          actors: {
            redeem: fromPromise<RedeemedPoints, string>(
              async ({ input }) => (
                asked.push(input),
                { balance: 0, card: { cardCode: 'PTS-41', amount: twentyFive!.amount, expiresAt: '2027-06-01T12:00:00.000Z' } }
              ),
            ),
          },
        }),
        { input: { ...redeemInput, balance } },
      ).start()
    const short = make(2499)
    short.send({ type: 'option.choose', code: '25-usd' })
    expect(short.getSnapshot().context.chosen).toBeNull()

    const exact = make(2500)
    exact.send({ type: 'option.choose', code: '25-usd' })
    expect(exact.getSnapshot().context.chosen).toBe('25-usd')
    exact.send({ type: 'redeem.request' })
    exact.send({ type: 'redeem.confirm' })
    await waitFor(exact, (s) => s.matches('redeemed'))
    expect(asked).toEqual(['25-usd'])
    expect(exact.getSnapshot().context.balance).toBe(0)
  })
})

describe('join plan: what a member may join', () => {
  function member() {
    const asked: { plan: string; lang: string }[] = []
    const actor = createActor(
      joinPlanMachine.provide({
        actors: {
          join: fromPromise<JoinedPlan, { plan: string; lang: string }>(async ({ input }) => (asked.push(input), joined(paidPlan))),
        },
      }),
      { input: { ...memberInput, lang: 'fr-FR' } },
    ).start()
    return { actor, asked }
  }

  it('a plan the member never held, or no longer holds, opens the dialog', () => {
    for (const plan of [freePlan, { ...paidPlan, memberStatus: 'EXPIRED' } satisfies Plan]) {
      const { actor } = member()
      actor.send({ type: 'plan.choose', plan })
      expect(actor.getSnapshot().value).toBe('confirming')
      expect(actor.getSnapshot().context.plan).toEqual(plan)
    }
  })

  it.each(['ACTIVE', 'ACTIVE-REFRESH', 'PENDING'])('a plan the member holds as %s opens nothing', (status) => {
    const { actor } = member()
    actor.send({ type: 'plan.choose', plan: { ...paidPlan, memberStatus: status } })
    expect(actor.getSnapshot().value).toBe('browsing')
    expect(actor.getSnapshot().context.plan).toBeNull()
  })

  it("joins with the plan's code and the page's language", async () => {
    const { actor, asked } = member()
    actor.send({ type: 'plan.choose', plan: paidPlan })
    actor.send({ type: 'join.confirm' })
    await waitFor(actor, (s) => s.matches('joined'))
    expect(asked).toEqual([{ plan: 'club', lang: 'fr-FR' }])
  })
})

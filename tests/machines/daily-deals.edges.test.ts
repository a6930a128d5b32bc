import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/client'
import type { DealsOfTheDay, SavingsCode, SavingsMember } from '@contract/schemas/savings'
import { dailyDealsMachine } from '@machines/daily-deals.machine'
import { closedMember, openMember, ownCode, pageInput, todaysDeals } from '../helpers/daily-deals-model'

/**
 * Daily deals from the page, with each savings call answered in turn: who is joined first, the
 * code's refusals renewed once (and only those), and what the deals are asked with.
 */

type DealsInput = { code: string; currency: string; lang: string }
type Answers = {
  member?: () => Promise<SavingsMember | null>
  codes?: (() => Promise<SavingsCode>)[]
  deals?: (() => Promise<DealsOfTheDay>)[]
}

const refused = (code: string) => () => Promise.reject(new ApiError('http', code, 403, code))

function open(answers: Answers) {
  const calls = { setMember: 0, getCode: 0, getDeals: [] as DealsInput[] }
  const codes = answers.codes ?? [async () => ownCode]
  const deals = answers.deals ?? [async () => todaysDeals]
  const actor = createActor(
    dailyDealsMachine.provide({
      actors: {
        getMember: fromPromise<SavingsMember | null>(answers.member ?? (async () => openMember)),
        setMember: fromPromise<SavingsMember>(async () => (calls.setMember++, openMember)),
        getCode: fromPromise<SavingsCode>(() => codes[Math.min(calls.getCode++, codes.length - 1)]!()),
        getDeals: fromPromise<DealsOfTheDay, DealsInput>(({ input }) =>
          deals[Math.min(calls.getDeals.push(input) - 1, deals.length - 1)]!(),
        ),
      },
    }),
    { input: { ...pageInput, currency: 'EUR', lang: 'es-ES' } },
  ).start()
  const settled = () => waitFor(actor, (s) => s.matches('showing') || s.matches('failed') || s.status === 'done')
  return { actor, calls, settled }
}

describe('daily deals: the membership', () => {
  it('asks for a code at once for an OPEN member', async () => {
    const { actor, calls, settled } = open({ member: async () => openMember })
    await settled()
    expect(calls.setMember).toBe(0)
    expect(actor.getSnapshot().context.member).toEqual(openMember)
  })

  it('joins a closed member, or one never joined, first', async () => {
    for (const member of [closedMember, null]) {
      const { actor, calls, settled } = open({ member: async () => member })
      await settled()
      expect(calls.setMember).toBe(1)
      expect(actor.getSnapshot().value).toBe('showing')
    }
  })

  it('joins again when the code is refused for not being a member, and fails on other refusals', async () => {
    const closed = open({ codes: [refused('NOT_A_SAVINGS_MEMBER'), async () => ownCode] })
    await closed.settled()
    expect(closed.calls.setMember).toBe(1)
    expect(closed.actor.getSnapshot().value).toBe('showing')

    const other = open({ codes: [refused('NOT_FOUND')] })
    await other.settled()
    expect(other.calls.setMember).toBe(0)
    expect(other.actor.getSnapshot().value).toBe('failed')
    expect(other.actor.getSnapshot().context.error).toBe('NOT_FOUND')
  })
})

describe("daily deals: today's deals", () => {
  it("are asked with the code, the visitor's currency and language", async () => {
    const { actor, calls, settled } = open({})
    await settled()
    expect(calls.getDeals).toEqual([{ code: ownCode.code, currency: 'EUR', lang: 'es-ES' }])
    expect(actor.getSnapshot().context).toMatchObject({ deals: todaysDeals, error: null, renewed: false })
  })

  it.each(['SAVINGS_CODE_EXPIRED', 'SAVINGS_CODE_INVALID'])('renew a code refused as %s once, with a new code', async (code) => {
    const { actor, calls, settled } = open({ deals: [refused(code), async () => todaysDeals] })
    await settled()
    expect(actor.getSnapshot().value).toBe('showing')
    expect(calls.getCode).toBe(2)
    expect(calls.getDeals).toHaveLength(2)
  })

  it('fail on a second refusal of the code, keeping its code', async () => {
    const { actor, calls, settled } = open({ deals: [refused('SAVINGS_CODE_EXPIRED'), refused('SAVINGS_CODE_INVALID')] })
    await settled()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toBe('SAVINGS_CODE_INVALID')
    expect(calls.getCode).toBe(2)
  })

  it('fail without a new code on any other refusal', async () => {
    const { actor, calls, settled } = open({ deals: [refused('NOT_FOUND'), async () => todaysDeals] })
    await settled()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toBe('NOT_FOUND')
    expect(calls.getCode).toBe(1)
  })
})

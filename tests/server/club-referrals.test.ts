import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actionsListAnswer, campaignListAnswer, referralListAnswer, type ReferralList } from '@contract/schemas/referrals'
import { addDays } from '@contract/calendar'
import { openPostgresStore } from '@server/store/open'
import { claimJob, REWARD_JOB, runRewardRound } from '@server/services/club/reward-job'
import { outgoingMail, pointsAccounts, pointsEntries, referralRewards, users, walletCards } from '@server/store/schema'
import { createUser, signedIn } from './helpers/auth'
import { orgIdOf } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'
import { booked, bookingBody, DEMO, findRoom, guestWith, postAs, quoteOf, refusedWith } from './reservations-fixtures'

/*
 * Referrals (issue 18): the campaign list, the member's referrals with their statuses and paging,
 * the actions list, invitations by mail and their limits, and the reward job issuing each reward
 * exactly once (run twice; two connections at once on PostgreSQL).
 */

let t: TestApp
let clock = new Date('2026-06-01T12:00:00Z')
let member: string
/** A fresh session of the demo member (sessions end after 24 idle hours of the moving clock). */
const memberNow = async () => (member = (await signedIn(t)).cookie)
let demoId: number
let memberId: number

const get = (path: string, cookie = '') =>
  t.app.request(`http://localhost${path}`, { headers: { host: 'localhost', ...(cookie ? { cookie } : {}) } })
const list = async (cookie: string, query = 'per_page=5&page=1'): Promise<ReferralList> => {
  const res = await get(`/api/referral/getReferralList?${query}`, cookie)
  expect(res.status, await res.clone().text()).toBe(200)
  return referralListAnswer.parse(await res.json()).data
}
const everyReferral = async (cookie: string) => {
  const first = await list(cookie)
  const rest = await Promise.all(Array.from({ length: first.pages - 1 }, (_, i) => list(cookie, `per_page=5&page=${i + 2}`)))
  return [first, ...rest].flatMap((page) => page.referrals)
}

beforeAll(async () => {
  // The booking tests' clock: the seeded inventory is priced for these dates.
  t = await startTestApp({}, undefined, { now: () => clock })
  member = (await signedIn(t)).cookie
  demoId = await orgIdOf(t, 'demo')
  memberId = (await t.store.db.select().from(users).where(eq(users.email, 'member@example.com')))[0]!.id
})
afterAll(() => t.close())

describe('GET /api/referral/getCampaignList', () => {
  it("lists the organisation's campaigns; signed in, each open one carries the member's link with their code", async () => {
    const signedOut = campaignListAnswer.parse(await (await get('/api/referral/getCampaignList?campaign_type=referral&ts=1')).json()).data
    expect(signedOut.referralCode).toBeNull()
    expect(signedOut.campaigns.map((c) => [c.code, c.active, c.link])).toEqual([
      ['friends', true, null],
      ['autumn-2025', false, null],
    ])

    const res = await get('/api/referral/getCampaignList?campaign_type=referral&ts=1765000000000&lang=es-ES', member)
    const { campaigns, referralCode } = campaignListAnswer.parse(await res.json()).data
    expect(referralCode).toBe('MEMBER26')
    const [friends, autumn] = campaigns
    expect(friends).toMatchObject({
      title: 'Recomienda a un amigo',
      reward: { referrer: { amountMinor: 2500, currency: 'USD' }, friend: { amountMinor: 2500, currency: 'USD' }, validityDays: 365 },
      qualifyingDays: 365,
      validUntil: null,
    })
    expect(friends!.rules).toHaveLength(4)
    expect(new URL(friends!.link!).search).toBe('?signup=1&referral_code=MEMBER26&referral_org=friends')
    // The campaign that ended is still explained (its referrals are listed), with no link to share.
    expect(autumn).toMatchObject({ active: false, link: null, validUntil: '2026-01-01T00:00:00.000Z' })
  })

  it('lists nothing for another campaign type, and refuses what the query cannot be', async () => {
    const other = campaignListAnswer.parse(await (await get('/api/referral/getCampaignList?campaign_type=cashback', member)).json())
    expect(other.data.campaigns).toEqual([])
    expect((await get('/api/referral/getCampaignList?lang=english')).status).toBe(400)
    expect((await get('/api/referral/getCampaignList?unknown=1')).status).toBe(400)
  })
})

describe('GET /api/referral/getReferralList', () => {
  it('pages the demo member’s six referrals five at a time, newest first, one in every status', async () => {
    // The day after Mia's first stay ended (2026-06-20): her referral is completed.
    clock = new Date('2026-06-22T12:00:00Z')
    const first = await list(await memberNow())
    expect(first).toMatchObject({ page: 1, per_page: 5, total: 6, pages: 2 })
    expect(first.referrals).toHaveLength(5)
    const second = await list(member, 'per_page=5&page=2')
    expect(second.referrals).toHaveLength(1)
    const all = [...first.referrals, ...second.referrals]
    expect(all.map((r) => [r.friend, r.status])).toEqual([
      ['noah.friend@example.com', 'INVITED'],
      ['Liam F.', 'SIGNED_UP'],
      ['Emma G.', 'CONFIRMED'],
      ['Ava R.', 'FIRST_BOOKING'],
      ['Lucas M.', 'REWARDED'],
      ['Mia N.', 'COMPLETED'],
    ])
    const lucas = all.find((r) => r.friend === 'Lucas M.')!
    expect(lucas.reward).toMatchObject({
      amount: { amountMinor: 2500, currency: 'USD' },
      cardCode: expect.stringMatching(/^REF-DEMO-MEMBER-/),
    })
    // Mia's first stay ended 222 days after she signed up: the autumn campaign gave 180.
    expect(all.find((r) => r.friend === 'Mia N.')).toMatchObject({
      campaign: { code: 'autumn-2025' },
      stayEndsOn: '2026-06-20',
      reward: null,
      unrewardedReason: 'OUTSIDE_QUALIFYING_DAYS',
    })
    expect(all.find((r) => r.friend === 'Ava R.')).toMatchObject({ stayEndsOn: '2027-06-14', reward: null, unrewardedReason: null })
    expect(first.earned).toEqual([{ amountMinor: 2500, currency: 'USD' }])
    // A page past the last is empty, not an error.
    expect((await list(member, 'per_page=5&page=3')).referrals).toEqual([])
  })

  it('filters by programme and defaults to five a page', async () => {
    const autumn = await list(member, 'program=autumn-2025')
    expect(autumn).toMatchObject({ total: 1, per_page: 5, pages: 1 })
    expect(autumn.referrals.map((r) => r.friend)).toEqual(['Mia N.'])
  })

  it('shows a member only their own referrals, whatever they ask for, and asks a guest to sign in', async () => {
    const promo = (await signedIn(t, 'promo@example.com', 'Promo#2026')).cookie
    expect(await list(promo)).toMatchObject({ total: 0, referrals: [], earned: [] })
    const actions = actionsListAnswer.parse(await (await get(`/api/referral/getActionsList?member=${memberId}`, promo)).json())
    expect(actions.data.actions.every((a) => a.count === 0)).toBe(true)
    await refusedWith(await get('/api/referral/getReferralList?per_page=5&page=1'), 401, 'NOT_SIGNED_IN')
  })

  it('refuses a page size or page the brief does not allow', async () => {
    for (const query of ['per_page=0', 'per_page=21', 'page=0', 'page=x', 'per_page=5.5', 'program=Friends!']) {
      expect((await get(`/api/referral/getReferralList?${query}`, member)).status, query).toBe(400)
    }
  })
})

describe('GET /api/referral/getActionsList', () => {
  it('counts what earned the member credit in each campaign', async () => {
    const { actions } = actionsListAnswer.parse(await (await get('/api/referral/getActionsList', member)).json()).data
    const of = (campaign: string) => actions.filter((a) => a.campaign.code === campaign).map((a) => [a.code, a.count, a.credit])
    expect(of('friends')).toEqual([
      ['FRIEND_INVITED', 1, null],
      ['FRIEND_SIGNED_UP', 4, null],
      ['FRIEND_FIRST_STAY', 1, { amountMinor: 2500, currency: 'USD' }],
    ])
    expect(of('autumn-2025')).toEqual([
      ['FRIEND_INVITED', 0, null],
      ['FRIEND_SIGNED_UP', 1, null],
      ['FRIEND_FIRST_STAY', 0, { amountMinor: 4000, currency: 'USD' }],
    ])
  })
})

describe('POST /api/referral/shareByMail', () => {
  const share = (cookie: string, body: unknown) => postAs(t, DEMO, cookie, '/api/referral/shareByMail', body)
  const mailsTo = async (email: string) => {
    await t.mailSettled()
    return t.store.db
      .select()
      .from(outgoingMail)
      .where(and(eq(outgoingMail.recipient, email), eq(outgoingMail.template, 'referral-invitation')))
  }

  it("mails the friend the member's link in the chosen language, and lists the address as invited", async () => {
    const res = await share(member, { campaign: 'friends', email: ' Olivia.Friend@Example.com ', lang: 'fr-FR' })
    expect(res.status, await res.clone().text()).toBe(200)
    const [mail, ...more] = await mailsTo('olivia.friend@example.com')
    expect(more).toEqual([])
    expect(mail).toMatchObject({ language: 'fr-FR', subject: 'Demo Travel Club : vous êtes invité à nous rejoindre', userId: null })
    expect(mail!.status).toBe('sent')
    const referrals = await everyReferral(member)
    expect(referrals.find((r) => r.friend === 'olivia.friend@example.com')?.status).toBe('INVITED')
  })

  it('mails an address once a week whoever invites it, mails no member, and answers the same every time', async () => {
    const promo = (await signedIn(t, 'promo@example.com', 'Promo#2026')).cookie
    for (const cookie of [member, promo]) {
      const res = await share(cookie, { campaign: 'friends', email: 'pat.friend@example.com' })
      expect(await res.json()).toEqual({ status: true, message: 'YOUR INVITATION IS ON ITS WAY' })
    }
    expect(await mailsTo('pat.friend@example.com')).toHaveLength(1)
    clock = new Date(clock.getTime() + 7 * 86_400_000)
    await share(await memberNow(), { campaign: 'friends', email: 'pat.friend@example.com' })
    expect(await mailsTo('pat.friend@example.com')).toHaveLength(2)

    const existing = await share(member, { campaign: 'friends', email: 'agent@example.com' })
    expect(await existing.json()).toEqual({ status: true, message: 'YOUR INVITATION IS ON ITS WAY' })
    expect(await mailsTo('agent@example.com')).toEqual([])
    expect((await everyReferral(member)).some((r) => r.friend === 'agent@example.com')).toBe(false)
  })

  it('refuses oneself, a closed or unknown campaign, a bad address, a guest and another site', async () => {
    await refusedWith(await share(member, { campaign: 'friends', email: 'member@example.com' }), 400)
    await refusedWith(await share(member, { campaign: 'autumn-2025', email: 'x.friend@example.com' }), 409, 'CAMPAIGN_ENDED')
    await refusedWith(await share(member, { campaign: 'nope', email: 'x.friend@example.com' }), 404, 'NOT_FOUND')
    await refusedWith(await share(member, { campaign: 'friends', email: 'not an address' }), 400)
    await refusedWith(await share('', { campaign: 'friends', email: 'x.friend@example.com' }), 401, 'NOT_SIGNED_IN')
    const crossSite = await t.app.request('http://localhost/api/referral/shareByMail', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost', origin: 'https://evil.example', cookie: member },
      body: JSON.stringify({ campaign: 'friends', email: 'x.friend@example.com' }),
    })
    await refusedWith(crossSite, 403, 'CROSS_ORIGIN')
  })

  it('lets a member send ten a day, then answers 429 until the day has passed', async () => {
    const user = await createUser(t, { orgId: demoId, email: 'sharer@example.com', password: 'Sharer#2026' })
    const sharer = (await signedIn(t, user!.email, 'Sharer#2026')).cookie
    for (let i = 1; i <= 10; i++) {
      const res = await share(sharer, { campaign: 'friends', email: `limit${i}.friend@example.com` })
      expect(res.status, `invitation ${i}`).toBe(200)
    }
    await refusedWith(await share(sharer, { campaign: 'friends', email: 'limit11.friend@example.com' }), 429, 'TOO_MANY_REQUESTS')
    clock = new Date(clock.getTime() + 24 * 3_600_000 + 60_000)
    const again = (await signedIn(t, user!.email, 'Sharer#2026')).cookie
    expect((await share(again, { campaign: 'friends', email: 'limit11.friend@example.com' })).status).toBe(200)
  })
})

describe('the reward job', () => {
  /** A friend of the demo member (signed up with the member's code for `campaign` at `signedUpAt`), confirmed and signed in. */
  async function referredFriend(email: string, campaign = 'friends', signedUpAt = clock) {
    const friend = await createUser(t, { orgId: demoId, email, password: 'Friend#2026' })
    const firstName = email.split('.')[0]!
    await t.store.db
      .update(users)
      .set({ referredByUserId: memberId, referralOrg: campaign, canUserBook: 1, createdAt: signedUpAt, firstName, lastName: 'Friend' })
      .where(eq(users.id, friend!.id))
    return { id: friend!.id, cookie: (await signedIn(t, email, 'Friend#2026')).cookie }
  }
  /** Books a room for the friend starting `from` days after the clock's today; answers the booking and its check-out. */
  async function bookFor(cookie: string, email: string, from: number) {
    const room = await findRoom(t, { from, refundable: true })
    const quote = await quoteOf(t, room)
    const expected = { totalMinor: quote.price.totalMinor, amountDueMinor: quote.price.totalMinor }
    const reservation = await booked(
      await postAs(t, DEMO, cookie, '/api/reservations', bookingBody(room, expected, { guest: guestWith(email) })),
    )
    return { reservation, checkOut: room.stay.checkOut, totalMinor: quote.price.totalMinor }
  }
  const cardsOf = (userId: number) =>
    t.store.db
      .select()
      .from(walletCards)
      .where(and(eq(walletCards.userId, userId), like(walletCards.cardCode, 'REF-%')))
  const statusOf = async (name: string) => (await everyReferral(await memberNow())).find((r) => r.friend === name)?.status

  it("rewards both wallets once when the friend's first stay is over, however often it runs", async () => {
    clock = new Date('2026-06-20T12:00:00Z')
    const friend = await referredFriend('ruth.friend@example.com')
    expect(await statusOf('ruth F.')).toBe('CONFIRMED')
    const { checkOut } = await bookFor(friend.cookie, 'ruth.friend@example.com', 20)
    expect(await statusOf('ruth F.')).toBe('FIRST_BOOKING')

    // The last day of the stay is not over on check-out day: nothing yet.
    clock = new Date(`${checkOut}T23:00:00Z`)
    expect((await runRewardRound(t.store.db, clock)).referrals).toBe(0)
    expect(await statusOf('ruth F.')).toBe('FIRST_BOOKING')

    clock = new Date(`${addDays(checkOut, 1)}T00:00:00Z`)
    expect(await statusOf('ruth F.')).toBe('COMPLETED')
    expect((await runRewardRound(t.store.db, clock)).referrals).toBe(1)
    expect((await runRewardRound(t.store.db, clock)).referrals).toBe(0)
    expect(await statusOf('ruth F.')).toBe('REWARDED')

    const [mine] = await cardsOf(memberId).then((cards) => cards.filter((c) => c.issuedAt.getTime() === clock.getTime()))
    const theirs = await cardsOf(friend.id)
    expect(theirs).toHaveLength(1)
    expect([mine, theirs[0]].map((c) => [c!.status, c!.amountMinor, c!.currency])).toEqual([
      ['ACTIVE', 2500, 'USD'],
      ['ACTIVE', 2500, 'USD'],
    ])
    expect(theirs[0]!.expiresAt).toEqual(new Date(clock.getTime() + 365 * 86_400_000))
    // Both wallets show it.
    const friendNow = (await signedIn(t, 'ruth.friend@example.com', 'Friend#2026')).cookie
    const wallet = await postAs(t, DEMO, friendNow, '/api/booking/get-paymentcard-by-user', { currency: 'USD' })
    expect(JSON.stringify(await wallet.json())).toContain(theirs[0]!.cardCode)
  })

  it('does not count a cancelled first booking, nor a stay that ended after the qualifying days', async () => {
    clock = new Date('2026-06-25T12:00:00Z')
    const friend = await referredFriend('sam.friend@example.com')
    const { reservation } = await bookFor(friend.cookie, 'sam.friend@example.com', 25)
    const cancelled = await postAs(t, DEMO, friend.cookie, '/api/reservations/cancel', {
      confirmationNumber: reservation.confirmationNumber,
    })
    expect(cancelled.status, await cancelled.clone().text()).toBe(200)
    clock = new Date('2026-08-01T12:00:00Z')
    await runRewardRound(t.store.db, clock)
    expect(await cardsOf(friend.id)).toEqual([])
    expect((await t.store.db.select().from(referralRewards).where(eq(referralRewards.friendId, friend.id))).length).toBe(0)

    // An autumn-2025 friend gets 180 days: a stay ending later completes, and earns nothing.
    clock = new Date('2026-06-25T12:00:00Z')
    const late = await referredFriend('late.friend@example.com', 'autumn-2025', new Date('2025-12-20T12:00:00Z'))
    await bookFor(late.cookie, 'late.friend@example.com', 30)
    clock = new Date('2026-08-10T12:00:00Z')
    await runRewardRound(t.store.db, clock)
    expect(await cardsOf(late.id)).toEqual([])
  })

  it('credits points for a completed booking once: the earn rule per line, in the programme currency', async () => {
    clock = new Date('2026-07-01T12:00:00Z')
    const friend = await referredFriend('points.friend@example.com')
    const { checkOut, totalMinor } = await bookFor(friend.cookie, 'points.friend@example.com', 32)
    clock = new Date(`${addDays(checkOut, 2)}T12:00:00Z`)
    expect((await runRewardRound(t.store.db, clock)).points).toBeGreaterThanOrEqual(1)
    await runRewardRound(t.store.db, clock)
    const [account] = await t.store.db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, friend.id))
    // Demo: 10 points per whole US dollar of a hotel.
    expect(account).toMatchObject({ balance: Math.floor(totalMinor / 100) * 10, earned: Math.floor(totalMinor / 100) * 10 })
    expect(await t.store.db.select().from(pointsEntries).where(eq(pointsEntries.userId, friend.id))).toHaveLength(1)
  })

  it('runs a round in one process at a time: of two claims of a due job, one wins', async () => {
    const at = new Date('2030-01-01T00:00:00Z')
    const claims = await Promise.all([claimJob(t.store.db, REWARD_JOB, at), claimJob(t.store.db, REWARD_JOB, at)])
    expect(claims.filter(Boolean)).toHaveLength(1)
    // Leased: a third claim before the lease ends gets nothing.
    expect(await claimJob(t.store.db, REWARD_JOB, new Date(at.getTime() + 60_000))).toBe(false)
  })

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'issues a reward once when two processes run the round at the same moment (PostgreSQL)',
    async () => {
      clock = new Date('2026-07-05T12:00:00Z')
      const friend = await referredFriend('race.friend@example.com')
      const { checkOut } = await bookFor(friend.cookie, 'race.friend@example.com', 36)
      const other = await openPostgresStore(t.store.url!)
      try {
        const at = new Date(`${addDays(checkOut, 1)}T06:00:00Z`)
        const rounds = await Promise.all([runRewardRound(t.store.db, at), runRewardRound(other.db, at), runRewardRound(other.db, at)])
        expect(rounds.reduce((sum, r) => sum + r.referrals, 0)).toBe(1)
        expect(await cardsOf(friend.id)).toHaveLength(1)
        expect(await t.store.db.select().from(referralRewards).where(eq(referralRewards.friendId, friend.id))).toHaveLength(1)
        const claims = await Promise.all([claimJob(t.store.db, 'race-job', at), claimJob(other.db, 'race-job', at)])
        expect(claims.filter(Boolean)).toHaveLength(1)
      } finally {
        await other.close()
      }
    },
  )
})

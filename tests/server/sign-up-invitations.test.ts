import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authFailure } from '@contract/schemas/auth'
import { invitationAnswer } from '@contract/schemas/sign-up'
import { DEMO_INVITATION_KEY } from '@server/seed/data/demo-invitation'
import { hashSecret } from '@server/services/auth/tokens'
import { LIMITS } from '@server/services/auth/throttle'
import { invitations } from '@server/store/schema'
import { demoOrgId, newIpHeaders, testClock } from './helpers/auth'
import { orgIdOf } from './helpers/hosts'
import { postTo, registration, signUp, userByEmail, type Post } from './helpers/sign-up'
import { startTestApp, type TestApp } from './helpers/test-app'

const clock = testClock(new Date('2026-03-01T10:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: clock.now })
})
afterAll(() => t.close())

const fromNewIp = newIpHeaders()
const getInvitation = (key: string, post: Post = t.post) => post('/api/signUp/getInvitation', { key }, fromNewIp())

async function invite(key: string, values: Partial<typeof invitations.$inferInsert> = {}) {
  await t.store.db.insert(invitations).values({
    orgId: await demoOrgId(t),
    keyHash: hashSecret(key),
    email: `${key}@example.com`,
    firstName: 'In',
    lastName: 'Vitee',
    expiresAt: new Date('2026-12-31T00:00:00Z'),
    ...values,
  })
}

describe('getInvitation', () => {
  it('answers the seeded demo invitation’s info (docs/api.md#get-invitation) for its documented key', async () => {
    const res = await getInvitation(DEMO_INVITATION_KEY)
    expect(res.status).toBe(200)
    expect(invitationAnswer.parse(await res.json())).toEqual({
      status: true,
      data: {
        mastercode: 'MC-2026-001',
        email: 'invitee@example.com',
        firstname: 'Jane',
        lastname: 'Traveller',
        title: 'Mrs',
        phonenumber: '7700900123',
        countrycode: 'GB',
        lang: 'en-US',
        tripid: 'TRIP-1001',
      },
    })
    // Only the key's hash is stored.
    const rows = await t.store.db.select().from(invitations)
    expect(JSON.stringify(rows)).not.toContain(DEMO_INVITATION_KEY)
  })

  it('answers 404 INVITATION_INVALID for an unknown key and for another organisation’s invitation', async () => {
    for (const res of [await getInvitation('no-such-invitation'), await getInvitation(DEMO_INVITATION_KEY, postTo(t, 'atlas.localhost'))]) {
      expect(res.status).toBe(404)
      expect(invitationAnswer.parse(await res.json())).toEqual({
        status: false,
        code: 'INVITATION_INVALID',
        message: 'THIS INVITATION IS NOT VALID',
      })
    }
  })

  it('answers 410 INVITATION_EXPIRED for an expired one', async () => {
    await invite('stale-invitation', { expiresAt: new Date('2026-02-01T00:00:00Z') })
    const res = await getInvitation('stale-invitation')
    expect(res.status).toBe(410)
    expect(invitationAnswer.parse(await res.json())).toMatchObject({
      status: false,
      code: 'INVITATION_EXPIRED',
      message: 'THIS INVITATION HAS EXPIRED',
    })
  })
})

describe('signing up with an invitation', () => {
  it('accepts it once: the member keeps its mastercode and trip; a second use and getInvitation are refused', async () => {
    const body = registration('jane.traveller@example.com', {
      invitation_key: DEMO_INVITATION_KEY,
      mastercode: 'MC-FORGED',
      trip_id: 'TRIP-FORGED',
      language: 'en-US',
      userdetails: { first_name: 'Jane', last_name: 'Traveller', mobile_no: '7700900123', mobile_country_code: '+44', country_code: 'GB' },
    })
    const { answer } = await signUp(t, body, fromNewIp())
    expect(answer.status).toBe(true)
    const user = await userByEmail(t, 'jane.traveller@example.com')
    // The invitation's values are the organisation's; the body's are claims.
    expect(user).toMatchObject({ mastercode: 'MC-2026-001', tripId: 'TRIP-1001', phoneCountryCode: '+44', phoneNumber: '7700900123' })
    const [row] = await t.store.db
      .select()
      .from(invitations)
      .where(eq(invitations.keyHash, hashSecret(DEMO_INVITATION_KEY)))
    expect(row).toMatchObject({ acceptedUserId: user!.id, acceptedAt: clock.now() })

    const again = await signUp(t, registration('jane.again@example.com', { invitation_key: DEMO_INVITATION_KEY }), fromNewIp())
    expect(again.res.status).toBe(422)
    expect(again.answer.data).toMatchObject({ code: 500, reason: 'INVITATION_INVALID', resp: 'THIS INVITATION HAS ALREADY BEEN USED' })
    expect(await userByEmail(t, 'jane.again@example.com')).toBeUndefined()

    const used = await getInvitation(DEMO_INVITATION_KEY)
    expect(used.status).toBe(410)
    expect(invitationAnswer.parse(await used.json())).toMatchObject({
      code: 'INVITATION_USED',
      message: 'THIS INVITATION HAS ALREADY BEEN USED',
    })
  })

  it('gives one invitation to exactly one of two concurrent sign-ups', async () => {
    await invite('contested-invitation')
    const results = await Promise.all(
      ['racer.one@example.com', 'racer.two@example.com'].map((email) =>
        signUp(t, registration(email, { invitation_key: 'contested-invitation' }), fromNewIp()),
      ),
    )
    expect(results.map((r) => r.answer.status).sort()).toEqual([false, true])
    const winners = await Promise.all(['racer.one@example.com', 'racer.two@example.com'].map((email) => userByEmail(t, email)))
    expect(winners.filter(Boolean)).toHaveLength(1)
  })

  it('refuses an unknown, expired or foreign invitation and rolls the whole sign-up back', async () => {
    await invite('expired-for-sign-up', { expiresAt: new Date('2026-01-01T00:00:00Z') })
    await t.store.db.insert(invitations).values({
      orgId: await orgIdOf(t, 'atlas'),
      keyHash: hashSecret('atlas-invitation'),
      email: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      expiresAt: new Date('2027-01-01T00:00:00Z'),
    })
    for (const [key, resp] of [
      ['made-up-invitation', 'THIS INVITATION IS NOT VALID'],
      ['expired-for-sign-up', 'THIS INVITATION HAS EXPIRED'],
      ['atlas-invitation', 'THIS INVITATION IS NOT VALID'],
    ]) {
      const { answer } = await signUp(t, registration('not.invited@example.com', { invitation_key: key }), fromNewIp())
      expect(answer.data, key).toMatchObject({ code: 500, reason: 'INVITATION_INVALID', resp })
    }
    expect(await userByEmail(t, 'not.invited@example.com')).toBeUndefined()
  })
})

describe('limits', () => {
  it(`refuses look-up ${LIMITS.invitationPerIp.max + 1} from one IP within 15 minutes`, async () => {
    const ip = { 'x-forwarded-for': '192.0.2.230' }
    for (let i = 0; i < LIMITS.invitationPerIp.max; i++) {
      expect((await t.post('/api/signUp/getInvitation', { key: `guess-${i}` }, ip)).status).toBe(404)
    }
    const refused = await t.post('/api/signUp/getInvitation', { key: 'guess-last' }, ip)
    expect(refused.status).toBe(429)
    expect(authFailure.parse(await refused.json()).code).toBe('TOO_MANY_REQUESTS')
  })
})

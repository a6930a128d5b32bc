import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLoginAnswer } from '@contract/schemas/auth'
import { orgConfigAnswer } from '@contract/schemas/organisation'
import { forgetHosts } from '@server/services/host-cache'
import { organisations } from '@server/store/schema'
import { newIpHeaders, sessionCookie, signIn } from './helpers/auth'
import { NOW } from './helpers/booking-api'
import { postOn } from './helpers/hosts'
import { lastMailedKey, NEW_PASSWORD, registration, signUp } from './helpers/sign-up'
import { startTestApp, type TestApp } from './helpers/test-app'
import { booked, bookingBody, DEMO, findRoom, postAs, quoteOf, refusedWith } from './reservations-fixtures'

// docs/rules.md#booking-permission: the organisation's newMembersMayBook gives a member who signs up the booking right.
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: () => NOW })
})
afterAll(() => t.close())

const fromNewIp = newIpHeaders()
/** Changes demo's setting the way `npm run org -- update` would, and drops the cached organisation of each host. */
async function setNewMembersMayBook(on: boolean) {
  await t.store.db.update(organisations).set({ newMembersMayBook: on }).where(eq(organisations.code, 'demo'))
  forgetHosts(t.store.db)
}

/** Signs `email` up on demo, opens the confirmation link from the mail, signs in: the session cookie. */
async function newConfirmedMember(email: string): Promise<string> {
  expect((await signUp(t, registration(email), fromNewIp())).res.status).toBe(200)
  const { key } = await lastMailedKey(t, email)
  expect((await t.post('/api/auth/verifyAccount', { key })).status).toBe(200)
  const res = await signIn(t, email, NEW_PASSWORD, { headers: fromNewIp() })
  expect(res.status).toBe(200)
  return sessionCookie(res)
}

async function bookingRightOf(cookie: string): Promise<number> {
  const answer = checkLoginAnswer.parse(await (await t.post('/api/auth/checkLogin', {}, { cookie })).json())
  if (!answer.status) throw new Error('the session is not live')
  return answer.result.can_user_book
}

async function bookAs(cookie: string) {
  const room = await findRoom(t, { from: 50, refundable: true })
  const { price } = await quoteOf(t, room)
  const body = bookingBody(room, { totalMinor: price.totalMinor, amountDueMinor: price.totalMinor })
  return postAs(t, DEMO, cookie, '/api/reservations', body)
}

describe('a member who has just signed up and confirmed their email', () => {
  it('on demo (new members may book): has the booking right and books', async () => {
    const cookie = await newConfirmedMember('fresh.booker@example.com')
    expect(await bookingRightOf(cookie)).toBe(1)
    expect((await booked(await bookAs(cookie))).status).toBe('CONFIRMED')
  })

  it('where new members may not book: has no booking right, and the booking is refused 403 BOOKING_NOT_PERMITTED', async () => {
    await setNewMembersMayBook(false)
    try {
      const cookie = await newConfirmedMember('fresh.waiting@example.com')
      expect(await bookingRightOf(cookie)).toBe(0)
      expect(await refusedWith(await bookAs(cookie), 403, 'BOOKING_NOT_PERMITTED')).toMatch(/contact us/i)
    } finally {
      await setNewMembersMayBook(true)
    }
  })

  it('the setting applies when the account is made: turning it on later does not change an existing account', async () => {
    await setNewMembersMayBook(false)
    const cookie = await newConfirmedMember('fresh.before@example.com')
    await setNewMembersMayBook(true)
    expect(await bookingRightOf(cookie)).toBe(0)
  })
})

describe('the organisation contact (getOrgConfig)', () => {
  it('names the email and phone members reach the organisation at, per organisation', async () => {
    const config = async (host: string) =>
      orgConfigAnswer.parse(await (await postOn(t, host, '/api/general/getOrgConfig')).json()).data.contact
    expect(await config('localhost')).toEqual({ email: 'help@demo-travel-club.example', phone: '+1 555 0100 2026' })
    expect(await config('atlas.localhost')).toEqual({ email: 'ayuda@atlas-holidays.example', phone: '+34 910 000 000' })
  })

  it('answers null for what an organisation did not give', async () => {
    await t.store.db.update(organisations).set({ contactPhone: null }).where(eq(organisations.code, 'atlas'))
    forgetHosts(t.store.db)
    const answer = orgConfigAnswer.parse(await (await postOn(t, 'atlas.localhost', '/api/general/getOrgConfig')).json())
    expect(answer.data.contact).toEqual({ email: 'ayuda@atlas-holidays.example', phone: null })
  })
})

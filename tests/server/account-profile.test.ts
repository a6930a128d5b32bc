import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountDetailsAnswer, sessionsAnswer, upcomingBookingsRefusal } from '@contract/schemas/account'
import { checkLoginAnswer, profileAnswer } from '@contract/schemas/auth'
import { ANONYMISED_GUEST } from '@server/services/account/deletion'
import { emailChanges, outgoingMail, reservationItems, reservations, sessions, travellers, users } from '@server/store/schema'
import { NOW } from './helpers/booking-api'
import { callAs, linkKey, mailsOf, newPerson, ok, PASSWORD, refusal, signInAs, userRow } from './helpers/account'
import { payload } from './helpers/auth'
import { startTestApp, type TestApp } from './helpers/test-app'
import { bookingBody, booked, findRoom, guestWith, quoteOf } from './reservations-fixtures'

/*
 * My account (issue 17; docs/api.md "My account"): details, the language and currency the member
 * prefers, email and password changes, active sessions, the data export and account deletion.
 * One app for the file; each test has people of its own.
 */

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: () => NOW })
})
afterAll(() => t.close())

const details = async (cookie: string) => accountDetailsAnswer.parse(await ok(callAs(t, cookie, '/api/profile/details'))).data

describe('every call of the account area', () => {
  it.each([
    '/api/profile/details',
    '/api/profile/sessions',
    '/api/profile/export',
    '/api/profile/travelProfile',
    '/api/travellers/list',
    '/api/profile/revokeOtherSessions',
  ])('%s needs a session: 401 NOT_SIGNED_IN', async (path) => {
    await refusal(callAs(t, '', path), 401, 'NOT_SIGNED_IN')
  })

  it('refuses a call from another site: 403 CROSS_ORIGIN', async () => {
    const cookie = await signInAs(t, (await newPerson(t, 'cross@example.com')).email)
    await refusal(callAs(t, cookie, '/api/profile/details', {}, { origin: 'https://evil.example' }), 403, 'CROSS_ORIGIN')
  })
})

describe('POST /api/profile/details and updateDetails', () => {
  it("answers the member's own details, saves title, names, phone and nationality, and the profile carries them", async () => {
    const person = await newPerson(t, 'details@example.com', { title: 'Mr', firstName: 'Dan', lastName: 'Detail' })
    const cookie = await signInAs(t, person.email)
    expect(await details(cookie)).toEqual({
      title: 'Mr',
      firstName: 'Dan',
      lastName: 'Detail',
      email: 'details@example.com',
      pendingEmail: null,
      phone: null,
      nationalityId: null,
      language: 'en-US',
      currency: 'USD',
      role: 'member',
      hasPassword: true,
    })
    const saved = accountDetailsAnswer.parse(
      await ok(
        callAs(t, cookie, '/api/profile/updateDetails', {
          title: 'Mrs',
          firstName: ' Dana ',
          lastName: "O'Detail",
          phone: { countryCode: 'GB', number: '7700900123' },
          nationalityId: 235,
        }),
      ),
    ).data
    // The prefix comes from the country the picker named, never from the caller.
    expect(saved).toMatchObject({
      title: 'Mrs',
      firstName: 'Dana',
      lastName: "O'Detail",
      phone: { countryCode: 'GB', isdCode: '+44', number: '7700900123' },
      nationalityId: 235,
    })
    const profile = checkLoginAnswer.parse(await ok(callAs(t, cookie, '/api/auth/checkLogin')))
    expect(profile.status && profile.result).toMatchObject({
      title: 'Mrs',
      phone_number: '7700900123',
      phone_country: 'GB',
      phone_country_code: '+44',
    })
  })

  it('refuses what the form would refuse, naming the field', async () => {
    const cookie = await signInAs(t, (await newPerson(t, 'bad-details@example.com')).email)
    const base = { title: 'Mr', firstName: 'Ann', lastName: 'Bee', phone: null, nationalityId: null }
    for (const [change, field] of [
      [{ title: 'Dr' }, 'title'],
      [{ firstName: '' }, 'firstName'],
      [{ lastName: 'R2-D2' }, 'lastName'],
      [{ phone: { countryCode: 'GB', number: '123' } }, 'phone.number'],
      [{ phone: { countryCode: 'ZZ', number: '12345678' } }, 'phone.countryCode'],
      [{ nationalityId: 999_999 }, 'nationalityId'],
      [{ email: 'other@example.com' }, 'email'],
    ] as const) {
      const body = await refusal(callAs(t, cookie, '/api/profile/updateDetails', { ...base, ...change }), 400)
      expect(body.message).toContain(field)
    }
  })
})

describe('POST /api/profile/updatePrefCurrLang', () => {
  it('keeps the language and currency; the next sign-in and session check answer them', async () => {
    const person = await newPerson(t, 'prefs@example.com')
    const cookie = await signInAs(t, person.email)
    const answer = profileAnswer.parse(
      await ok(callAs(t, cookie, '/api/profile/updatePrefCurrLang', { language: 'es-ES', currency: 'EUR' })),
    )
    expect(answer.status && [answer.result.language, answer.result.currency_code]).toEqual(['es-ES', 'EUR'])

    const again = await t.post('/api/auth/signIn', { jsonSingIn: payload(person.email, PASSWORD) }, { 'x-forwarded-for': '198.51.100.250' })
    const signIn = (await again.json()) as { result: { language: string; currency_code: string } }
    expect([signIn.result.language, signIn.result.currency_code]).toEqual(['es-ES', 'EUR'])
    const check = checkLoginAnswer.parse(await ok(callAs(t, cookie, '/api/auth/checkLogin')))
    expect(check.status && [check.result.language, check.result.currency_code]).toEqual(['es-ES', 'EUR'])

    // One of the two alone changes only that one.
    await ok(callAs(t, cookie, '/api/profile/updatePrefCurrLang', { currency: 'GBP' }))
    expect(await userRow(t, person.id)).toMatchObject({ language: 'es-ES', currencyCode: 'GBP' })
  })

  it('refuses a language or currency the organisation does not offer, and an empty request', async () => {
    const person = await newPerson(t, 'prefs-bad@example.com')
    const cookie = await signInAs(t, person.email)
    expect((await refusal(callAs(t, cookie, '/api/profile/updatePrefCurrLang', { language: 'ko-KR' }), 400)).message).toContain('language')
    expect((await refusal(callAs(t, cookie, '/api/profile/updatePrefCurrLang', { currency: 'XAF' }), 400)).message).toContain('currency')
    await refusal(callAs(t, cookie, '/api/profile/updatePrefCurrLang', {}), 400)
    expect(await userRow(t, person.id)).toMatchObject({ language: 'en-US', currencyCode: 'USD' })
  })
})

describe('changing the email address', () => {
  it('takes effect only through the link mailed to the new address, and tells the old one', async () => {
    const person = await newPerson(t, 'old-address@example.com')
    const cookie = await signInAs(t, person.email)
    await refusal(
      callAs(t, cookie, '/api/profile/changeEmail', { email: 'new-address@example.com', password: 'Wrong#2026' }),
      403,
      'WRONG_PASSWORD',
    )
    await refusal(callAs(t, cookie, '/api/profile/changeEmail', { email: 'member@example.com', password: PASSWORD }), 409, 'EMAIL_TAKEN')

    const asked = await ok(callAs(t, cookie, '/api/profile/changeEmail', { email: ' New-Address@Example.com ', password: PASSWORD }))
    expect(asked.data).toEqual({ pendingEmail: 'new-address@example.com' })
    // Nothing changes yet: the account still signs in with the old address, and says what waits.
    expect(await details(cookie)).toMatchObject({ email: 'old-address@example.com', pendingEmail: 'new-address@example.com' })
    const [confirmMail] = await mailsOf(t, 'email-change-confirm', 'new-address@example.com')
    expect(confirmMail).toContain('open this link within 24 hours')
    expect(await mailsOf(t, 'email-changed-notice', 'old-address@example.com')).toEqual([])

    const key = await linkKey(t, 'email-change-confirm', 'new-address@example.com', '/confirm-email')
    // The link works without a session: it is opened from the mailbox.
    expect((await ok(callAs(t, '', '/api/profile/confirmEmail', { key }))).data).toEqual({ email: 'new-address@example.com' })
    expect(await userRow(t, person.id)).toMatchObject({ email: 'new-address@example.com' })
    const [notice] = await mailsOf(t, 'email-changed-notice', 'old-address@example.com')
    expect(notice).toContain('was changed to n•••s@example.com')
    expect(notice).not.toContain('new-address@example.com')

    await refusal(callAs(t, '', '/api/profile/confirmEmail', { key }), 400, 'KEY_USED')
    await signInAs(t, 'new-address@example.com')
    const old = await t.post(
      '/api/auth/signIn',
      { jsonSingIn: payload('old-address@example.com', PASSWORD) },
      { 'x-forwarded-for': '203.0.113.200' },
    )
    expect(old.status).toBe(401)
  })

  it('a newer request spends the older link; an expired or unknown link is refused; 3 requests an hour', async () => {
    const person = await newPerson(t, 'many-changes@example.com')
    const cookie = await signInAs(t, person.email)
    await ok(callAs(t, cookie, '/api/profile/changeEmail', { email: 'first-try@example.com', password: PASSWORD }))
    const first = await linkKey(t, 'email-change-confirm', 'first-try@example.com', '/confirm-email')
    await ok(callAs(t, cookie, '/api/profile/changeEmail', { email: 'second-try@example.com', password: PASSWORD }))
    await refusal(callAs(t, '', '/api/profile/confirmEmail', { key: first }), 400, 'KEY_USED')
    await refusal(callAs(t, '', '/api/profile/confirmEmail', { key: 'x'.repeat(43) }), 400, 'KEY_INVALID')
    const second = await linkKey(t, 'email-change-confirm', 'second-try@example.com', '/confirm-email')
    await t.store.db
      .update(emailChanges)
      .set({ expiresAt: new Date(NOW.getTime() - 1) })
      .where(eq(emailChanges.userId, person.id))
    await refusal(callAs(t, '', '/api/profile/confirmEmail', { key: second }), 400, 'KEY_EXPIRED')
    await ok(callAs(t, cookie, '/api/profile/changeEmail', { email: 'third-try@example.com', password: PASSWORD }))
    await refusal(
      callAs(t, cookie, '/api/profile/changeEmail', { email: 'fourth-try@example.com', password: PASSWORD }),
      429,
      'TOO_MANY_REQUESTS',
    )
    expect(await mailsOf(t, 'email-change-confirm', 'fourth-try@example.com')).toEqual([])
  })
})

describe('POST /api/profile/changePassword', () => {
  it('needs the current password, ends every other session and keeps this one', async () => {
    const person = await newPerson(t, 'password@example.com')
    const here = await signInAs(t, person.email)
    const elsewhere = await signInAs(t, person.email)
    const change = { currentPassword: PASSWORD, password: 'Newer#2027', confirmPassword: 'Newer#2027' }
    await refusal(callAs(t, here, '/api/profile/changePassword', { ...change, currentPassword: 'Wrong#2026' }), 403, 'WRONG_PASSWORD')
    expect(
      (await refusal(callAs(t, here, '/api/profile/changePassword', { ...change, confirmPassword: 'Other#2027' }), 400)).message,
    ).toContain('Passwords Do Not Match')
    expect(
      (await refusal(callAs(t, here, '/api/profile/changePassword', { ...change, password: 'short', confirmPassword: 'short' }), 400))
        .message,
    ).toContain('Password must be 8-13 characters')
    expect((await ok(callAs(t, here, '/api/profile/changePassword', change))).data).toEqual({ signedOut: 1 })
    await ok(callAs(t, here, '/api/profile/details'))
    await refusal(callAs(t, elsewhere, '/api/profile/details'), 401, 'NOT_SIGNED_IN')
    await signInAs(t, person.email, 'Newer#2027')
  })

  it('stops answering after 5 wrong passwords in 15 minutes, whatever the password', async () => {
    const person = await newPerson(t, 'guessing@example.com')
    const cookie = await signInAs(t, person.email)
    for (let i = 0; i < 5; i++) {
      await refusal(
        callAs(t, cookie, '/api/profile/changePassword', {
          currentPassword: `Wrong#${i}abc`,
          password: 'Newer#2027',
          confirmPassword: 'Newer#2027',
        }),
        403,
        'WRONG_PASSWORD',
      )
    }
    const right = { currentPassword: PASSWORD, password: 'Newer#2027', confirmPassword: 'Newer#2027' }
    await refusal(callAs(t, cookie, '/api/profile/changePassword', right), 429, 'TOO_MANY_REQUESTS')
    await refusal(callAs(t, cookie, '/api/profile/deleteAccount', { password: PASSWORD }), 429, 'TOO_MANY_REQUESTS')
  })
})

describe('active sessions', () => {
  const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

  it('lists each with device, browser, the country the proxy named and last use; ends one, then every other', async () => {
    const person = await newPerson(t, 'sessions@example.com')
    const laptop = await signInAs(t, person.email, PASSWORD, { 'user-agent': firefox, 'cf-ipcountry': 'FR' })
    const phone = await signInAs(t, person.email, PASSWORD, { 'user-agent': iphone, 'cf-ipcountry': 'es' })
    const tablet = await signInAs(t, person.email, PASSWORD, { 'user-agent': 'curl/8.0', 'cf-ipcountry': 'not a country' })
    const listed = sessionsAnswer.parse(await ok(callAs(t, laptop, '/api/profile/sessions'))).data
    expect(listed).toHaveLength(3)
    expect(listed[0]).toMatchObject({ current: true, device: 'Windows', browser: 'Firefox 128', country: 'FR' })
    expect(listed.filter((s) => !s.current).map((s) => [s.device, s.browser, s.country])).toEqual(
      expect.arrayContaining([
        ['iPhone', 'Safari 17', 'ES'],
        [null, null, null],
      ]),
    )
    expect(listed.every((s) => s.lastSeenAt === NOW.toISOString())).toBe(true)

    const phoneId = listed.find((s) => s.device === 'iPhone')!.id
    const after = sessionsAnswer.parse(await ok(callAs(t, laptop, '/api/profile/revokeSession', { id: phoneId }))).data
    expect(after.map((s) => s.id)).not.toContain(phoneId)
    await refusal(callAs(t, phone, '/api/profile/details'), 401, 'NOT_SIGNED_IN')
    await refusal(callAs(t, laptop, '/api/profile/revokeSession', { id: phoneId }), 404, 'NOT_FOUND')
    await refusal(callAs(t, laptop, '/api/profile/revokeSession', { id: listed[0]!.id }), 409, 'CURRENT_SESSION')

    const left = sessionsAnswer.parse(await ok(callAs(t, laptop, '/api/profile/revokeOtherSessions'))).data
    expect(left.map((s) => s.current)).toEqual([true])
    await refusal(callAs(t, tablet, '/api/profile/details'), 401, 'NOT_SIGNED_IN')
    await ok(callAs(t, laptop, '/api/profile/details'))
  })

  it("never shows or ends another member's session", async () => {
    const one = await newPerson(t, 'sessions-one@example.com')
    const other = await newPerson(t, 'sessions-two@example.com')
    const mine = await signInAs(t, one.email)
    const theirs = await signInAs(t, other.email)
    const theirId = sessionsAnswer.parse(await ok(callAs(t, theirs, '/api/profile/sessions'))).data[0]!.id
    const mineListed = sessionsAnswer.parse(await ok(callAs(t, mine, '/api/profile/sessions'))).data
    expect(mineListed.map((s) => s.id)).not.toContain(theirId)
    await refusal(callAs(t, mine, '/api/profile/revokeSession', { id: theirId }), 404, 'NOT_FOUND')
    await ok(callAs(t, mine, '/api/profile/revokeOtherSessions'))
    await ok(callAs(t, theirs, '/api/profile/details'))
  })
})

describe('POST /api/profile/export', () => {
  it("is the member's own data as JSON: account, travel profile and travellers with passports, sessions, bookings, wallet", async () => {
    const person = await newPerson(t, 'export@example.com', { firstName: 'Ella', lastName: 'Export' })
    const other = await newPerson(t, 'export-other@example.com')
    const cookie = await signInAs(t, person.email)
    const otherCookie = await signInAs(t, other.email)
    await ok(
      callAs(t, cookie, '/api/travellers/save', {
        title: 'Mr',
        firstName: 'Tom',
        lastName: 'Export',
        dateOfBirth: '2015-04-02',
        relation: 'child',
        passport: { number: 'X1234567', country: 'GB', expiresOn: '2030-01-01' },
      }),
    )
    await ok(
      callAs(t, otherCookie, '/api/travellers/save', {
        title: 'Ms',
        firstName: 'Not',
        lastName: 'Mine',
        dateOfBirth: null,
        relation: 'friend',
        passport: null,
      }),
    )
    const room = await findRoom(t, { from: 40, refundable: true })
    const quote = await quoteOf(t, room)
    const total = quote.price.totalMinor
    const reservation = await booked(
      await callAs(
        t,
        cookie,
        '/api/reservations',
        bookingBody(room, { totalMinor: total, amountDueMinor: total }, { guest: guestWith('export@example.com') }),
      ),
    )

    const res = await callAs(t, cookie, '/api/profile/export')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const { data } = await ok<{ data: { sessions: unknown[]; bookings: { confirmationNumber: string }[] } }>(res)
    expect(data).toMatchObject({
      format: 'travel-club-account-export/1',
      organisation: 'Demo Travel Club',
      account: { email: 'export@example.com', firstName: 'Ella', lastName: 'Export', role: 'member' },
      travelProfile: null,
      travellers: [{ firstName: 'Tom', relation: 'child', passport: { number: 'X1234567', country: 'GB', expiresOn: '2030-01-01' } }],
      wallet: [],
    })
    expect(data.sessions).toHaveLength(1)
    expect(data.bookings.map((b: { confirmationNumber: string }) => b.confirmationNumber)).toEqual([reservation.confirmationNumber])
    expect(JSON.stringify(data)).not.toContain('Not')
    expect(JSON.stringify(data)).not.toContain('export-other@example.com')
    expect(data).not.toHaveProperty('agent')
  })

  it("of the demo member holds the wallet's cards with their history", async () => {
    const cookie = await signInAs(t, 'member@example.com', 'Member#2026')
    const { data } = (await ok(callAs(t, cookie, '/api/profile/export'))) as {
      data: { wallet: { cardCode: string; history: unknown[] }[] }
    }
    expect(data.wallet.map((c) => c.cardCode)).toContain('CERT-HLT-0001')
    expect(data.wallet.find((c) => c.cardCode === 'CERT-HLT-0001')!.history.length).toBeGreaterThan(0)
  })
})

describe('POST /api/profile/deleteAccount', () => {
  it('lists the bookings still to come and deletes nothing while they stand', async () => {
    const person = await newPerson(t, 'leaving-later@example.com')
    const cookie = await signInAs(t, person.email)
    const room = await findRoom(t, { from: 45, refundable: true })
    const total = (await quoteOf(t, room)).price.totalMinor
    const reservation = await booked(
      await callAs(
        t,
        cookie,
        '/api/reservations',
        bookingBody(room, { totalMinor: total, amountDueMinor: total }, { guest: guestWith(person.email) }),
      ),
    )
    await refusal(callAs(t, cookie, '/api/profile/deleteAccount', { password: 'Wrong#2026' }), 403, 'WRONG_PASSWORD')
    const refused = upcomingBookingsRefusal.parse(
      await refusal(callAs(t, cookie, '/api/profile/deleteAccount', { password: PASSWORD }), 409, 'UPCOMING_BOOKINGS'),
    )
    expect(refused.bookings).toEqual([
      { confirmationNumber: reservation.confirmationNumber, title: reservation.items[0]!.title, startsOn: room.stay.checkIn },
    ])
    expect(await userRow(t, person.id)).toBeDefined()

    await ok(callAs(t, cookie, '/api/reservations/cancel', { confirmationNumber: reservation.confirmationNumber, token: '' }))
    const res = await callAs(t, cookie, '/api/profile/deleteAccount', { password: PASSWORD })
    await ok(res)
    expect(res.headers.getSetCookie().some((c) => c.startsWith('userToken=;'))).toBe(true)
  })

  it("removes the person and their personal data, keeps their bookings anonymised, and leaves others' data alone", async () => {
    const person = await newPerson(t, 'leaving@example.com', {
      firstName: 'Lea',
      lastName: 'Leaving',
      phoneNumber: '5550999',
      phoneCountryCode: '+1',
    })
    const stays = await newPerson(t, 'staying@example.com')
    const cookie = await signInAs(t, person.email)
    const staysCookie = await signInAs(t, stays.email)
    await ok(
      callAs(t, cookie, '/api/travellers/save', {
        title: 'Ms',
        firstName: 'Tina',
        lastName: 'Leaving',
        dateOfBirth: null,
        relation: 'partner',
        passport: { number: 'P9876543', country: 'FR', expiresOn: '2031-05-05' },
      }),
    )
    await ok(
      callAs(t, staysCookie, '/api/travellers/save', {
        title: 'Mr',
        firstName: 'Sam',
        lastName: 'Stays',
        dateOfBirth: null,
        relation: 'friend',
        passport: null,
      }),
    )
    // A stay that has ended: kept for the accounts.
    const room = await findRoom(t, { from: 50, refundable: false })
    const total = (await quoteOf(t, room)).price.totalMinor
    const body = bookingBody(
      room,
      { totalMinor: total, amountDueMinor: total },
      { guest: guestWith(person.email), specialRequests: 'Lea needs a cot' },
    )
    const reservation = await booked(await callAs(t, cookie, '/api/reservations', body))
    const [row] = await t.store.db.select().from(reservations).where(eq(reservations.confirmationNumber, reservation.confirmationNumber))
    await t.store.db.execute(
      `update reservation_items set starts_on = '2026-01-01', ends_on = '2026-01-04', free_cancellation_until = null where reservation_id = ${row!.id}` as never,
    )
    // Names an item was booked with (as an activity's participants): personal data of the booking too.
    await t.store.db.execute(
      `update reservation_items set details = details || '{"participants": ["Lea Leaving", "Tina Leaving"]}'::jsonb where reservation_id = ${row!.id}` as never,
    )

    await ok(callAs(t, cookie, '/api/profile/deleteAccount', { password: PASSWORD }))

    expect(await userRow(t, person.id)).toBeUndefined()
    expect(await t.store.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([])
    expect(await t.store.db.select().from(travellers).where(eq(travellers.userId, person.id))).toEqual([])
    const [kept] = await t.store.db.select().from(reservations).where(eq(reservations.id, row!.id))
    expect(kept).toMatchObject({ userId: null, guestTokenHash: null, guest: ANONYMISED_GUEST, specialRequests: '', anonymisedAt: NOW })
    const items = await t.store.db.select().from(reservationItems).where(eq(reservationItems.reservationId, row!.id))
    expect(items.map((item) => (item.details as { participants?: string[] }).participants)).toEqual([[]])
    const stored = JSON.stringify({ kept, items })
    for (const personal of ['leaving@example.com', 'Lea', 'Tina', 'cot']) expect(stored).not.toContain(personal)
    const mails = await t.store.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, person.email))
    expect(mails).toEqual([])
    // The person can no longer sign in; the other member keeps everything.
    const gone = await t.post('/api/auth/signIn', { jsonSingIn: payload(person.email, PASSWORD) }, { 'x-forwarded-for': '203.0.113.201' })
    expect(gone.status).toBe(401)
    await refusal(callAs(t, cookie, '/api/profile/details'), 401, 'NOT_SIGNED_IN')
    expect((await ok(callAs(t, staysCookie, '/api/travellers/list'))).data).toHaveLength(1)
    expect(await t.store.db.select().from(users).where(eq(users.id, stays.id))).toHaveLength(1)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { propertyAnswer, searchAnswer } from '@contract/schemas/booking'
import { reservationAnswer } from '@contract/schemas/reservations'
import { activitySearchAnswer } from '@contract/schemas/activities'
import { errorAnswer } from '@contract/schemas/lookups'
import { addDays } from '@contract/calendar'
import { issueKey } from '@server/services/auth/account-keys'
import { DEMO_INVITATION_KEY } from '@server/seed/data/demo-invitation'
import { staysSeed } from '@server/seed/data/stays'
import { demoSso } from '@server/seed/data/demo-users'
import { AGENT, hsToken, MEMBER, payload, PROMO, signedIn, userId } from './helpers/auth'
import { registration } from './helpers/sign-up'
import { accountExamples, fillAccountExamples } from './helpers/account-examples'
import { clubExamples, fillClubExamples } from './helpers/club-examples'
import { startTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app'

/**
 * Every /api route, found from the app itself so a new route cannot be left out, gets the same
 * hostile inputs; each must be a 400 `{ status: false, message }` and never a 500.
 */

/**
 * A valid body for each route that has required fields (or needs a session), which of its fields
 * are required, which are free (any value of the example's type is valid there, e.g. any
 * user agent text or user id, so only wrong values of other types apply), and headers it needs (a session cookie). Keys, tokens and cookies are filled
 * in by beforeAll.
 */
type Example = { valid: Record<string, unknown>; required: string[]; free?: string[]; headers?: Record<string, string> }
/** The booking examples' stay: about 40 days after the real today (this app runs on the real clock). */
const checkIn = addDays(new Date().toISOString().slice(0, 10), 40)
const stay = { checkIn, checkOut: addDays(checkIn, 3), rooms: 1, adults: 2, children: 0 }
const examples: Record<string, Example> = {
  // The travel club (issue 18), first: the change-password example below ends the demo member's sessions.
  ...clubExamples,
  'POST /api/general/getCurrencyRate': { valid: { fromCurrency: 'USD', toCurrency: 'EUR' }, required: ['fromCurrency', 'toCurrency'] },
  'POST /api/auth/signIn': {
    valid: { jsonSingIn: payload(MEMBER.email, MEMBER.password), ipAddress: '203.0.113.5', navAgent: 'vitest', remember: false },
    required: ['jsonSingIn'],
    free: ['navAgent'],
  },
  'POST /api/signIn': {
    valid: { jsonSign: payload(MEMBER.email, MEMBER.password), navAgent: 'vitest' },
    required: ['jsonSign'],
    free: ['navAgent'],
  },
  'POST /api/auth/sso': { valid: { token: '' }, required: ['token'] },
  'POST /api/auth/forgotPassword': { valid: { email: MEMBER.email }, required: ['email'] },
  'POST /api/auth/resendVerification': { valid: { email: MEMBER.email }, required: ['email'] },
  'POST /api/auth/changePassword': {
    valid: { key: '', password: 'Changed#2026', confirmPassword: 'Changed#2026' },
    required: ['key', 'password', 'confirmPassword'],
  },
  'POST /api/auth/verifyAccount': { valid: { key: '' }, required: ['key'] },
  'POST /api/auth/unlockAccount': { valid: { key: '' }, required: ['key'] },
  'POST /api/iqps/user-fqs': {
    valid: { userId: 1, ip: '203.0.113.5', action: 'login' },
    required: ['userId', 'ip', 'action'],
    free: ['userId', 'action'],
  },
  'POST /api/profile/getProfile': { valid: {}, required: [] },
  'POST /api/signUp': { valid: { jsonRegister: registration('bad.input@example.com') }, required: ['jsonRegister'] },
  'POST /api/signUp/checkAccountForExists': { valid: { jsonSigUp: { email_id: MEMBER.email } }, required: ['jsonSigUp'] },
  // The client sends the form so far; any object is a payload (only the codes in it are read).
  'POST /api/signUp/validateAccessCode': {
    valid: { jsonRegister: { accesscode: 'TRAVEL2026' } },
    required: ['jsonRegister'],
    free: ['jsonRegister'],
  },
  // Any key text is well-formed; an unknown one is a 404, not bad input.
  'POST /api/signUp/getInvitation': { valid: { key: DEMO_INVITATION_KEY }, required: ['key'], free: ['key'] },
  'POST /api/booking/get-paymentcard-by-user': { valid: { currency: 'USD' }, required: ['currency'] },
  // Any query text is a query (one that matches nothing answers no destinations).
  'POST /api/booking/destinations': { valid: { query: 'can', kind: 'hotel', limit: 5 }, required: ['query'], free: ['query'] },
  // Without a point to search around, the destination is required.
  'POST /api/booking/search': {
    valid: { kind: 'hotel', destination: 'cancun-mx', ...stay, currency: 'USD', sort: 'price-asc', pageSize: 10 },
    required: ['kind', 'destination', 'checkIn', 'checkOut', 'rooms', 'adults', 'children', 'currency'],
  },
  'POST /api/booking/property': { valid: { id: '', ...stay, currency: 'USD' }, required: ['id', 'currency'] },
  'POST /api/booking/quote': {
    valid: { selection: { line: 'hotel', propertyId: '', roomTypeId: '', ...stay }, currency: 'USD' },
    required: ['selection', 'currency'],
  },
  // Activities (issue 16): a destination's day, and one activity of it (its id filled in below).
  'POST /api/activities/search': {
    valid: { destination: 'paris-fr', dateFrom: checkIn, adults: 2, currency: 'USD' },
    required: ['destination', 'dateFrom', 'currency'],
  },
  'POST /api/activities/details': { valid: { id: '', date: checkIn, currency: 'USD' }, required: ['id', 'currency'] },
  // Rentals (issue 16): a week in a destination, and one seeded unit's calendar (its id filled in below).
  'POST /api/stays/search': {
    valid: { destination: 'lisboa-pt', checkIn, checkOut: addDays(checkIn, 7), adults: 2, children: 0, currency: 'USD' },
    required: ['destination', 'checkIn', 'checkOut', 'adults', 'children', 'currency'],
  },
  'POST /api/stays/unit': { valid: { id: '', currency: 'USD', from: checkIn }, required: ['id', 'currency', 'from'] },
  // Car hire (issue 20): three days from a seeded airport station, within its opening hours.
  'POST /api/cars/search': {
    valid: {
      pickUpStationId: 'paris-fr-cdg-airport',
      pickUpAt: `${checkIn}T10:00`,
      dropOffAt: `${addDays(checkIn, 3)}T10:00`,
      driverAge: 30,
      currency: 'USD',
    },
    required: ['pickUpStationId', 'pickUpAt', 'dropOffAt', 'driverAge', 'currency'],
  },
  // Transfers (issue 20): the form's airports (for a place), and an arrival at CDG for two to the centre of Paris.
  'POST /api/transfers/airports': { valid: { placeId: 'point:paris-fr-centre' }, required: [] },
  'POST /api/transfers/search': {
    valid: {
      airport: 'CDG',
      placeId: 'point:paris-fr-centre',
      direction: 'arrival',
      at: `${checkIn}T10:00`,
      passengers: 2,
      bags: 2,
      currency: 'USD',
    },
    required: ['airport', 'placeId', 'direction', 'at', 'passengers', 'bags', 'currency'],
  },
  // Flights (issue 20): one adult, one way from Lisbon to Barcelona.
  'POST /api/flights/search': {
    valid: { from: 'LIS', to: 'BCN', departDate: checkIn, passengers: { adults: 1 }, currency: 'USD' },
    required: ['from', 'to', 'departDate', 'passengers', 'currency'],
  },
  // A booking of its own (its own idempotency key); any special request text is valid.
  'POST /api/reservations': {
    valid: {
      idempotencyKey: 'bad-input-example-booking',
      currency: 'USD',
      items: [
        {
          selection: { line: 'hotel', propertyId: '', roomTypeId: '', ...stay },
          wallet: { certificate: null, discountCards: [], cash: null },
        },
      ],
      guest: { title: 'Ms', firstName: 'Paula', lastName: 'Promo', email: PROMO.email, phone: { isdCode: '+1', number: '5550102' } },
      specialRequests: '',
      expected: { totalMinor: 0, amountDueMinor: 0 },
      acceptTerms: true,
    },
    required: ['idempotencyKey', 'currency', 'items', 'guest', 'expected', 'acceptTerms'],
    free: ['specialRequests'],
  },
  // Any token text is well-formed: signed in, the session decides whose reservation it is.
  'POST /api/reservations/detail': { valid: { confirmationNumber: '', token: '' }, required: ['confirmationNumber'], free: ['token'] },
  'POST /api/reservations/cancel': { valid: { confirmationNumber: '', token: '' }, required: ['confirmationNumber'], free: ['token'] },
  // Filled in below: the number and email of the detail and cancel examples' booking.
  'POST /api/reservations/find': { valid: { confirmationNumber: '', email: '' }, required: ['confirmationNumber', 'email'] },
  // The member's and the agent's own areas (issue 17): filled in by fillAccountExamples.
  ...accountExamples,
}
/**
 * The routes of the accounts, sign-up and wallet issues, the reservations and the account area:
 * state-changing or revealing, so same-origin only. The other booking calls are public (a visitor
 * searches first).
 */
const sameOriginOnly = Object.keys(examples)
  .filter((route) => /\/(auth|iqps|signIn|signUp|profile|booking\/get-paymentcard|reservations|travellers|agent|quotes)/.test(route))
  .concat(['POST /api/auth/checkLogin', 'POST /api/iqps/logout'])

/** A refundable room of the seeded inventory with rooms to spare for the stay: the booking examples quote and book it. */
async function refundableRoom() {
  const search = await send('POST', '/api/booking/search', JSON.stringify({ ...examples['POST /api/booking/search']!.valid, pageSize: 50 }))
  for (const { id, available } of searchAnswer.parse(await search.json()).data.results) {
    if (!available) continue
    const res = await send('POST', '/api/booking/property', JSON.stringify({ id, ...stay, currency: 'USD' }))
    const offer = propertyAnswer
      .parse(await res.json())
      .data.offers?.find((o) => o.bookable && o.roomsLeft >= 3 && o.freeCancellationUntil !== null)
    if (offer) return { propertyId: id, offer }
  }
  throw new Error('no refundable room with rooms to spare in the seeded inventory')
}

let t: TestApp
let routes: { method: string; path: string }[]
beforeAll(async () => {
  t = await startTestApp({ SSO_DEMO_SECRET: 'a-development-secret-of-32-characters!' })
  // The agent's session: the change-password example ends every session of the member.
  const { cookie } = await signedIn(t, AGENT.email, AGENT.password)
  examples['POST /api/iqps/user-fqs']!.headers = { cookie }
  examples['POST /api/profile/getProfile']!.headers = { cookie }
  examples['POST /api/booking/get-paymentcard-by-user']!.headers = { cookie }
  const member = await userId(t, MEMBER.email)
  examples['POST /api/auth/changePassword']!.valid.key = await issueKey(t.store.db, member, 'reset', new Date())
  examples['POST /api/auth/verifyAccount']!.valid.key = await issueKey(t.store.db, member, 'verify', new Date())
  examples['POST /api/auth/unlockAccount']!.valid.key = await issueKey(t.store.db, member, 'unlock', new Date())
  const claims = { iss: demoSso.ssoIssuer, aud: demoSso.ssoAudience, email: 'sso.member@example.com' }
  examples['POST /api/auth/sso']!.valid.token = await hsToken(t.config.SSO_DEMO_SECRET!, claims)
  // The booking examples: a room with rooms to spare, so the example booking leaves the quote bookable.
  const { propertyId, offer } = await refundableRoom()
  examples['POST /api/booking/property']!.valid.id = propertyId
  const selection = { line: 'hotel', propertyId, roomTypeId: offer.roomTypeId, ...stay }
  Object.assign(examples['POST /api/booking/quote']!.valid, { selection })
  const activities = await send('POST', '/api/activities/search', JSON.stringify(examples['POST /api/activities/search']!.valid))
  examples['POST /api/activities/details']!.valid.id = activitySearchAnswer.parse(await activities.json()).data.results[0]!.id
  examples['POST /api/stays/unit']!.valid.id = staysSeed()[0]!.id
  await fillAccountExamples(t)
  await fillClubExamples(t, (await signedIn(t, MEMBER.email, MEMBER.password)).cookie)
  // The promotional member books: the change-password example ends the member's sessions.
  const { cookie: promo } = await signedIn(t, PROMO.email, PROMO.password)
  const booking = examples['POST /api/reservations']
  Object.assign(booking!.valid, {
    items: [{ selection, wallet: { certificate: null, discountCards: [], cash: null } }],
    expected: { totalMinor: offer.totalMinor, amountDueMinor: offer.totalMinor },
  })
  booking!.headers = { cookie: promo }
  // The detail and cancel examples read and cancel a booking of their own (refundable, so it may be cancelled).
  const own = await send(
    'POST',
    '/api/reservations',
    JSON.stringify({ ...booking!.valid, idempotencyKey: 'bad-input-detail-and-cancel' }),
    booking!.headers,
  )
  expect(own.status, await own.clone().text()).toBe(200)
  const { confirmationNumber } = reservationAnswer.parse(await own.json()).data
  for (const route of ['POST /api/reservations/detail', 'POST /api/reservations/cancel']) {
    examples[route]!.valid.confirmationNumber = confirmationNumber
    examples[route]!.headers = { cookie: promo }
  }
  const { guest } = booking!.valid as { guest: { email: string } }
  Object.assign(examples['POST /api/reservations/find']!.valid, { confirmationNumber, email: guest.email })
  const seen = new Map<string, { method: string; path: string }>()
  for (const { method, path } of t.app.routes) {
    if (method !== 'ALL' && path.startsWith('/api/')) seen.set(`${method} ${path}`, { method, path })
  }
  // A payment provider's webhook takes the provider's signed JSON as it is: any body without its
  // signature is 400 BAD_SIGNATURE, tested with its own bodies in tests/server/payments.test.ts.
  routes = [...seen.values()].filter((route) => route.path !== '/api/payments/:provider/webhook')
})
afterAll(() => t.close())

// Same-origin, like the client's calls, so the same-origin check lets every malformed input through.
const send = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { method, headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers }, body })

async function expectBadRequest(res: Response, what: string, mentions?: string | RegExp) {
  expect(res.status, what).toBe(400)
  const answer = errorAnswer.parse(await res.json())
  expect(answer.message.length, what).toBeGreaterThan(0)
  if (mentions) expect(answer.message, what).toMatch(mentions)
}

const hostileBodies: [string, string, RegExp][] = [
  ['malformed JSON', '{"fromCurrency": "USD",', /Malformed JSON/],
  ['a JSON array', '[{"fromCurrency":"USD"}]', /must be a JSON object/],
  ['an empty JSON array', '[]', /must be a JSON object/],
  ['a JSON string', '"USD"', /must be a JSON object/],
  ['a JSON number', '42', /must be a JSON object/],
  ['JSON null', 'null', /must be a JSON object/],
  ['an unknown field', '{"unexpectedField": 1}', /unexpectedField/],
  ['a 101 KB body', JSON.stringify({ padding: 'x'.repeat(101 * 1024) }), /larger than 100 KB/],
]

describe('bad input to every /api route', () => {
  it('finds the routes of this issue', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/get-ip',
        'POST /api/getCountryCat',
        'POST /api/general/getCurrencyRate',
        'POST /api/general/getOrgConfig',
        'POST /api/general/getGeolocationByIp',
      ]),
    )
    expect(routes.length).toBeGreaterThanOrEqual(12)
  })

  it('refuses an unknown query parameter on every route', async () => {
    for (const { method, path } of routes) {
      const body = method === 'GET' ? undefined : '{}'
      await expectBadRequest(await send(method, `${path}?unexpected=1`, body), `${method} ${path}`, /unexpected/)
    }
  })

  it.each(hostileBodies)('refuses %s on every route that takes a body', async (_name, body, mentions) => {
    for (const { method, path } of routes.filter((r) => r.method !== 'GET')) {
      await expectBadRequest(await send(method, path, body), `${method} ${path}`, mentions)
    }
  })

  it('refuses an oversized body announced by Content-Length before reading it', async () => {
    for (const { method, path } of routes.filter((r) => r.method !== 'GET')) {
      const body = JSON.stringify({ padding: 'x'.repeat(101 * 1024) })
      const res = await send(method, path, body, { 'content-length': String(Buffer.byteLength(body)) })
      await expectBadRequest(res, `${method} ${path}`, /larger than 100 KB/)
    }
  })

  it('either accepts an empty request or has an example naming its required fields', async () => {
    for (const { method, path } of routes.filter((r) => r.method !== 'GET')) {
      const res = await send(method, path, '{}', examples[`${method} ${path}`]?.headers)
      if (res.status === 200) continue
      expect(res.status, `${method} ${path}`).toBe(400)
      expect(examples[`${method} ${path}`], `add ${method} ${path} to the examples of this test`).toBeDefined()
    }
  })

  it.each(Object.entries(examples))('%s: each missing or wrongly typed field is named', async (route, example) => {
    const [method, path] = route.split(' ')
    const res = await send(method!, path!, JSON.stringify(example.valid), example.headers)
    expect(res.status, await res.clone().text()).toBe(200)
    for (const field of example.required) {
      const { [field]: _dropped, ...missing } = example.valid
      await expectBadRequest(
        await send(method!, path!, JSON.stringify(missing), example.headers),
        `${route} without ${field}`,
        new RegExp(field),
      )
    }
    for (const field of Object.keys(example.valid)) {
      // In a free field any value of the example's own type is valid; the others stay wrong.
      const free = example.free?.includes(field)
      const wrongs = [{ nested: true }, [1], 12345, 'not valid here'].filter((w) => !(free && typeof w === typeof example.valid[field]))
      for (const wrong of wrongs) {
        const body = JSON.stringify({ ...example.valid, [field]: wrong })
        await expectBadRequest(
          await send(method!, path!, body, example.headers),
          `${route} with ${field}=${JSON.stringify(wrong)}`,
          new RegExp(field),
        )
      }
    }
  })

  it('keeps the message short when a body has thousands of unknown fields', async () => {
    const many = JSON.stringify(Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`field${i}`, i])))
    for (const { method, path } of routes.filter((r) => r.method !== 'GET')) {
      const res = await send(method, path, many)
      await expectBadRequest(res.clone(), `${method} ${path}`, /field0/)
      expect(errorAnswer.parse(await res.json()).message.length).toBeLessThanOrEqual(300)
    }
  })

  it('never answers a cross-origin or origin-less request with a 500; the accounts calls refuse it with 403', async () => {
    const strangers: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      {},
    ]
    for (const { method, path } of routes.filter((r) => r.method !== 'GET')) {
      const route = `${method} ${path}`
      for (const headers of strangers) {
        const res = await t.app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, body: '{}' })
        expect(res.status, `${route} ${JSON.stringify(headers)}`).toBeLessThan(500)
        if (sameOriginOnly.includes(route)) {
          expect(res.status, `${route} ${JSON.stringify(headers)}`).toBe(403)
          expect(await res.json()).toMatchObject({ status: false, code: 'CROSS_ORIGIN' })
        }
      }
    }
  })

  it('get-paymentcard-by-user: the currency must be three capital letters the organisation offers', async () => {
    const path = '/api/booking/get-paymentcard-by-user'
    const { headers } = examples[`POST ${path}`]!
    for (const currency of ['usd', 'US', 'USDX', '', 'XYZ', ' USD', 'U$D', '€', 'USD\u0000']) {
      await expectBadRequest(await send('POST', path, JSON.stringify({ currency }), headers), JSON.stringify(currency), /currency/)
    }
  })

  it('getPaymentCardByOrg takes an empty body and nothing else', async () => {
    const path = '/api/walletUser/getPaymentCardByOrg'
    expect((await send('POST', path, '')).status).toBe(200)
    await expectBadRequest(await send('POST', path, '{"orgId":1}'), 'orgId', /orgId/)
  })

  it('getCurrencyRate: all must be a boolean, codes three capital letters', async () => {
    const path = '/api/general/getCurrencyRate'
    await expectBadRequest(await send('POST', path, '{"fromCurrency":"USD","all":"yes"}'), 'all=yes', /all/)
    await expectBadRequest(await send('POST', path, '{"fromCurrency":"usd","toCurrency":"EUR"}'), 'lower case', /fromCurrency/)
  })
})

import { addDays } from '@contract/calendar'
import { addToQuoteAnswer, clientAnswer, quoteAnswer } from '@contract/schemas/agent'
import { sessionsAnswer } from '@contract/schemas/account'
import { propertyAnswer, searchAnswer } from '@contract/schemas/booking'
import { travellerAnswer } from '@contract/schemas/travel'
import { callAs, linkKey, newAgent, newPerson, ok, PASSWORD, signInAs } from './account'
import type { TestApp } from './test-app'

/*
 * The examples of the account area (issue 17: server/routes/profile.ts and agent.ts) for
 * tests/server/bad-input.test.ts: a valid body for each call, its required and free fields, and
 * the session it needs. Every call changes or reveals the signed-in user's own things, so each
 * example that changes sessions, the account itself or a quote's state has a person, client or
 * quote of its own; {@link fillAccountExamples} makes them and fills the ids, keys and cookies in
 * place (the test lists its cases before beforeAll runs). Each example's valid body is sent once,
 * before its malformed variants, in the order of the keys below.
 */

export type AccountExample = { valid: Record<string, unknown>; required: string[]; free?: string[]; headers?: Record<string, string> }

/** The real today (the bad-input app runs on the real clock). */
const today = () => new Date().toISOString().slice(0, 10)
/**
 * The quotes' stays, days after today: each quote its own dates, apart from the bad-input test's
 * own stay (40 to 43 days ahead), so a booking of one never takes the rooms another books.
 */
const QUOTE_STAYS = { add: 46, detailAndSend: 50, book: 54, accept: 58, removeItem: 62 } as const

const client = (firstName: string, email: string) => ({
  title: 'Ms',
  firstName,
  lastName: 'Client',
  email,
  phone: { countryCode: 'GB', number: '7700900555' },
  nationalityId: null,
  notes: '',
})

const travelProfile = {
  homeAirport: 'LHR',
  bedType: 'king',
  roomPreferences: ['quiet'],
  dietary: ['vegan'],
  dietaryNotes: 'No mushrooms, please.',
  accessibility: [],
  accessibilityNotes: '',
  frequentFlyer: [{ programme: 'Flying Blue', number: '1234 5678' }],
  hotelLoyalty: [],
  dateOfBirth: '1985-04-12',
  passport: { number: 'X1234567', country: 'GB', expiresOn: '2031-01-01' },
}

const traveller = { title: 'Mr', firstName: 'Tomas', lastName: 'Traveller', dateOfBirth: '2015-03-01', relation: 'child', passport: null }

const id = { valid: { id: 0 }, required: ['id'], free: ['id'] }
const empty = () => ({ valid: {}, required: [] })

export const accountExamples: Record<string, AccountExample> = {
  // The member's own area, on one reader's account unless a call changes sessions or the account.
  'POST /api/profile/details': empty(),
  // Any name made of letters is a name; a nationality not on the list is a 400 naming the field.
  'POST /api/profile/updateDetails': {
    valid: { title: 'Mrs', firstName: 'Rita', lastName: 'Reader', phone: { countryCode: 'GB', number: '7700900123' }, nationalityId: null },
    required: ['title', 'firstName', 'lastName', 'phone', 'nationalityId'],
    free: ['firstName', 'lastName'],
  },
  // Either is enough (the refusal of neither names no field).
  'POST /api/profile/updatePrefCurrLang': { valid: { language: 'en-US', currency: 'EUR' }, required: [] },
  // A wrong password is a 401, not bad input.
  'POST /api/profile/changeEmail': {
    valid: { email: 'bad-input.changed@example.com', password: PASSWORD },
    required: ['email', 'password'],
    free: ['password'],
  },
  'POST /api/profile/confirmEmail': { valid: { key: '' }, required: ['key'] },
  'POST /api/profile/changePassword': {
    valid: { currentPassword: PASSWORD, password: 'Changed#2026', confirmPassword: 'Changed#2026' },
    required: ['currentPassword', 'password', 'confirmPassword'],
    free: ['currentPassword'],
  },
  'POST /api/profile/sessions': empty(),
  'POST /api/profile/revokeSession': { valid: { id: '' }, required: ['id'] },
  'POST /api/profile/revokeOtherSessions': empty(),
  'POST /api/profile/export': empty(),
  'POST /api/profile/deleteAccount': { valid: { password: PASSWORD }, required: ['password'], free: ['password'] },
  'POST /api/profile/travelProfile': empty(),
  // Any notes are notes.
  'POST /api/profile/updateTravelProfile': {
    valid: travelProfile,
    required: Object.keys(travelProfile),
    free: ['dietaryNotes', 'accessibilityNotes'],
  },
  'POST /api/travellers/list': empty(),
  'POST /api/travellers/save': {
    valid: traveller,
    required: Object.keys(traveller),
    free: ['firstName', 'lastName'],
  },
  // Any id is well-formed: one that is not the member's own is a 404 (and so on below).
  'POST /api/travellers/remove': structuredClone(id),
  // The agent's own area, on one agent's account.
  'POST /api/agent/profile': empty(),
  'POST /api/agent/clients': { valid: { query: 'Client' }, required: [], free: ['query'] },
  'POST /api/agent/clients/save': {
    valid: client('Sara', 'bad-input.saved-client@example.com'),
    required: ['title', 'firstName', 'lastName', 'email', 'phone', 'nationalityId', 'notes'],
    free: ['firstName', 'lastName', 'notes'],
  },
  'POST /api/agent/clients/remove': structuredClone(id),
  'POST /api/agent/clients/detail': structuredClone(id),
  // Any text is a file to read: one that is not the CSV asked for is a 422 naming its rows.
  'POST /api/agent/clients/import': {
    valid: {
      csv: 'title,first name,last name,email,phone country,phone number\nMr,Ivan,Imported,bad-input.imported@example.com,GB,7700900666\n',
    },
    required: ['csv'],
    free: ['csv'],
  },
  'POST /api/agent/quotes': empty(),
  'POST /api/agent/quotes/add': {
    valid: { clientId: 0, selection: {}, currency: 'USD' },
    required: ['clientId', 'selection', 'currency'],
    free: ['clientId'],
  },
  'POST /api/agent/quotes/detail': structuredClone(id),
  'POST /api/agent/quotes/removeItem': {
    valid: { quoteId: 0, itemId: 0 },
    required: ['quoteId', 'itemId'],
    free: ['quoteId', 'itemId'],
  },
  // Sending again within a minute is a 429: the valid body is sent once, its variants are refused first.
  'POST /api/agent/quotes/send': { valid: { id: 0, validUntil: '' }, required: ['id', 'validUntil'], free: ['id'] },
  // Booked at the total the agent was shown (filled in below): any whole number is well-formed, another total is a 409.
  'POST /api/agent/quotes/book': {
    valid: { id: 0, expectedTotalMinor: 0 },
    required: ['id', 'expectedTotalMinor'],
    free: ['id', 'expectedTotalMinor'],
  },
  // The client's side of a quote sent in setup: seen, then accepted (booked).
  'POST /api/quotes/view': { valid: { key: '' }, required: ['key'] },
  'POST /api/quotes/accept': {
    valid: { key: '', expectedTotalMinor: 0 },
    required: ['key', 'expectedTotalMinor'],
    free: ['expectedTotalMinor'],
  },
}

const example = (route: string) => {
  const found = accountExamples[`POST ${route}`]
  if (!found) throw new Error(`no example for ${route}`)
  return found
}

/** A bookable hotel room with rooms to spare, one room for two, `nights` from `from` days after today: its selection. */
async function roomSelection(t: TestApp, from: number, nights = 3) {
  const stay = { checkIn: addDays(today(), from), checkOut: addDays(today(), from + nights), rooms: 1, adults: 2, children: 0 }
  const search = await ok(
    t.post('/api/booking/search', { kind: 'hotel', destination: 'cancun-mx', ...stay, currency: 'USD', pageSize: 50 }),
  )
  for (const { id: propertyId, available } of searchAnswer.parse(search).data.results) {
    if (!available) continue
    const property = propertyAnswer.parse(await ok(t.post('/api/booking/property', { id: propertyId, ...stay, currency: 'USD' })))
    const offer = property.data.offers?.find((o) => o.bookable && o.roomsLeft >= 3)
    if (offer) return { line: 'hotel', propertyId, roomTypeId: offer.roomTypeId, ...stay }
  }
  throw new Error(`no room with rooms to spare ${from} days ahead in the seeded inventory`)
}

/** A confirmed person of the demo organisation, signed in: the Cookie header of the session. */
async function signedInPerson(t: TestApp, email: string) {
  await newPerson(t, email)
  return signInAs(t, email)
}

/** Makes the people, clients and quotes of {@link accountExamples} and fills their ids, keys and cookies in. */
export async function fillAccountExamples(t: TestApp): Promise<void> {
  const withSession = (cookie: string, ...routes: string[]) => {
    for (const route of routes) example(route).headers = { cookie }
  }

  // The member's side: a reader for the calls that change nothing of the session or the account.
  const reader = await signedInPerson(t, 'bad-input.reader@example.com')
  withSession(
    reader,
    '/api/profile/details',
    '/api/profile/updateDetails',
    '/api/profile/updatePrefCurrLang',
    '/api/profile/sessions',
    '/api/profile/export',
    '/api/profile/travelProfile',
    '/api/profile/updateTravelProfile',
    '/api/travellers/list',
    '/api/travellers/save',
    '/api/travellers/remove',
  )
  const saved = travellerAnswer.parse(await ok(callAs(t, reader, '/api/travellers/save', { ...traveller, firstName: 'Rosa' })))
  example('/api/travellers/remove').valid.id = saved.data.id

  withSession(await signedInPerson(t, 'bad-input.email-change@example.com'), '/api/profile/changeEmail')
  withSession(await signedInPerson(t, 'bad-input.password-change@example.com'), '/api/profile/changePassword')
  withSession(await signedInPerson(t, 'bad-input.revoke-others@example.com'), '/api/profile/revokeOtherSessions')
  withSession(await signedInPerson(t, 'bad-input.delete@example.com'), '/api/profile/deleteAccount')
  // Signed in twice: the example ends the other session.
  const revoker = await signedInPerson(t, 'bad-input.revoke-one@example.com')
  await signInAs(t, 'bad-input.revoke-one@example.com')
  withSession(revoker, '/api/profile/revokeSession')
  const sessions = sessionsAnswer.parse(await ok(callAs(t, revoker, '/api/profile/sessions'))).data
  example('/api/profile/revokeSession').valid.id = sessions.find((s) => !s.current)!.id
  // The confirm example's key: a change of its own person's address, mailed to the new one.
  const confirming = await signedInPerson(t, 'bad-input.email-confirm@example.com')
  const newAddress = 'bad-input.email-confirmed@example.com'
  await ok(callAs(t, confirming, '/api/profile/changeEmail', { email: newAddress, password: PASSWORD }))
  example('/api/profile/confirmEmail').valid.key = await linkKey(t, 'email-change-confirm', newAddress, '/confirm-email')

  // The agent's side: one agent with a credit line (two of the quotes are booked on it).
  const agentEmail = 'bad-input.agent@example.com'
  await newAgent(t, agentEmail, 5_000_000)
  const agent = await signInAs(t, agentEmail)
  for (const route of Object.keys(accountExamples).filter((r) => r.startsWith('POST /api/agent/'))) {
    accountExamples[route]!.headers = { cookie: agent }
  }
  const newClient = async (firstName: string, email: string) =>
    clientAnswer.parse(await ok(callAs(t, agent, '/api/agent/clients/save', client(firstName, email)))).data.id
  example('/api/agent/clients/remove').valid.id = await newClient('Rory', 'bad-input.removed-client@example.com')
  example('/api/agent/clients/detail').valid.id = await newClient('Dana', 'bad-input.detail-client@example.com')
  /** A quote of one offer for a client of its own (a client's offers gather in one draft). */
  const newQuote = async (from: number, clientEmail: string) => {
    const clientId = await newClient('Quinn', clientEmail)
    const added = await ok(
      callAs(t, agent, '/api/agent/quotes/add', { clientId, selection: await roomSelection(t, from), currency: 'USD' }),
    )
    return addToQuoteAnswer.parse(added).data.quoteId
  }
  /** The total a quote shows now: the one its booking must name. */
  const totalOf = async (quoteId: number) =>
    quoteAnswer.parse(await ok(callAs(t, agent, '/api/agent/quotes/detail', { id: quoteId }))).data.totalMinor
  Object.assign(example('/api/agent/quotes/add').valid, {
    clientId: await newClient('Quinn', 'bad-input.quote-add@example.com'),
    selection: await roomSelection(t, QUOTE_STAYS.add),
  })
  const toSend = await newQuote(QUOTE_STAYS.detailAndSend, 'bad-input.quote-send@example.com')
  example('/api/agent/quotes/detail').valid.id = toSend
  Object.assign(example('/api/agent/quotes/send').valid, { id: toSend, validUntil: addDays(today(), 7) })
  const toBook = await newQuote(QUOTE_STAYS.book, 'bad-input.quote-book@example.com')
  Object.assign(example('/api/agent/quotes/book').valid, { id: toBook, expectedTotalMinor: await totalOf(toBook) })
  const trimmed = await newQuote(QUOTE_STAYS.removeItem, 'bad-input.quote-remove@example.com')
  const [item] = quoteAnswer.parse(await ok(callAs(t, agent, '/api/agent/quotes/detail', { id: trimmed }))).data.items
  Object.assign(example('/api/agent/quotes/removeItem').valid, { quoteId: trimmed, itemId: item!.id })
  // The client's side: a quote sent now, its key from the mailed link.
  const acceptedBy = 'bad-input.quote-accept@example.com'
  const toAccept = await newQuote(QUOTE_STAYS.accept, acceptedBy)
  await ok(callAs(t, agent, '/api/agent/quotes/send', { id: toAccept, validUntil: addDays(today(), 7) }))
  const key = await linkKey(t, 'quote-sent', acceptedBy, '/quote')
  example('/api/quotes/view').valid.key = key
  Object.assign(example('/api/quotes/accept').valid, { key, expectedTotalMinor: await totalOf(toAccept) })
}

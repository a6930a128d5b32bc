import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentProfileAnswer, clientAnswer, clientDetailAnswer, clientsAnswer, importRefusedAnswer } from '@contract/schemas/agent'
import { agentClients } from '@server/store/schema'
import { NOW } from './helpers/booking-api'
import { callAs, newAgent, ok, refusal, signInAs } from './helpers/account'
import { startTestApp, type TestApp } from './helpers/test-app'
import { booked, bookingBody, findRoom, guestWith, quoteOf } from './reservations-fixtures'

/*
 * The agent's profile and clients (issue 17; docs/api.md "Agents"): agents only, each agent's own
 * clients only, the CSV import all or nothing.
 */

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: () => NOW })
})
afterAll(() => t.close())

const client = {
  title: 'Mrs',
  firstName: 'Carla',
  lastName: 'Customer',
  email: 'Carla.Customer@Example.com',
  phone: { countryCode: 'ES', number: '600111222' },
  nationalityId: null,
  notes: 'Likes sea views.\nTravels in May.',
}

describe('agent-only calls', () => {
  it.each([
    ['/api/agent/profile', {}],
    ['/api/agent/clients', {}],
    ['/api/agent/clients/save', client],
    ['/api/agent/clients/remove', { id: 1 }],
    ['/api/agent/clients/detail', { id: 1 }],
    ['/api/agent/clients/import', { csv: 'title,first name\n' }],
    ['/api/agent/quotes', {}],
    ['/api/agent/quotes/detail', { id: 1 }],
    ['/api/agent/quotes/send', { id: 1, validUntil: '2026-06-08' }],
    ['/api/agent/quotes/book', { id: 1, expectedTotalMinor: 0 }],
  ])('%s is refused to a member (403 NOT_AN_AGENT) and to a visitor without a session (401)', async (path, body) => {
    const member = await signInAs(t, 'member@example.com', 'Member#2026')
    await refusal(callAs(t, member, path, body), 403, 'NOT_AN_AGENT')
    await refusal(callAs(t, '', path, body), 401, 'NOT_SIGNED_IN')
  })
})

describe('POST /api/agent/profile', () => {
  it("answers the demo agent's agency, contact, commission and the credit line with what is used and left", async () => {
    const cookie = await signInAs(t, 'agent@example.com', 'Agent#2026')
    expect(agentProfileAnswer.parse(await ok(callAs(t, cookie, '/api/agent/profile'))).data).toEqual({
      agencyName: 'Demo Travel Agency',
      agencyNumber: 'AG-1001',
      commissionPercent: 10,
      contact: { name: 'Alex Agent', email: 'agent@example.com', phone: { countryCode: null, isdCode: '+1', number: '5550101' } },
      credit: { currency: 'USD', limitMinor: 500_000, usedMinor: 0, availableMinor: 500_000 },
    })
  })

  it('answers no agency and no credit for an agent without them', async () => {
    const cookie = await signInAs(t, (await newAgent(t, 'bare-agent@example.com')).email)
    expect(agentProfileAnswer.parse(await ok(callAs(t, cookie, '/api/agent/profile'))).data).toMatchObject({
      agencyName: null,
      agencyNumber: null,
      commissionPercent: null,
      credit: null,
    })
  })
})

describe('clients', () => {
  it("adds, finds, edits and removes the agent's own clients", async () => {
    const cookie = await signInAs(t, (await newAgent(t, 'clients-agent@example.com')).email)
    expect(clientsAnswer.parse(await ok(callAs(t, cookie, '/api/agent/clients'))).data).toEqual([])
    const added = clientAnswer.parse(await ok(callAs(t, cookie, '/api/agent/clients/save', client))).data
    expect(added).toEqual({
      id: expect.any(Number),
      title: 'Mrs',
      firstName: 'Carla',
      lastName: 'Customer',
      email: 'carla.customer@example.com',
      phone: { countryCode: 'ES', isdCode: '+34', number: '600111222' },
      nationalityId: null,
      notes: 'Likes sea views.\nTravels in May.',
      createdAt: NOW.toISOString(),
    })
    const other = clientAnswer.parse(
      await ok(
        callAs(t, cookie, '/api/agent/clients/save', { ...client, firstName: 'Otto', lastName: 'Other', email: 'otto@example.com' }),
      ),
    ).data
    const search = async (query: string) =>
      clientsAnswer.parse(await ok(callAs(t, cookie, '/api/agent/clients', { query }))).data.map((c) => c.firstName)
    expect(await search('')).toEqual(['Carla', 'Otto'])
    expect(await search('cust')).toEqual(['Carla'])
    expect(await search('OTTO@')).toEqual(['Otto'])
    expect(await search('carla customer')).toEqual(['Carla'])
    // Wildcards are letters like any other.
    expect(await search('%')).toEqual([])

    await refusal(callAs(t, cookie, '/api/agent/clients/save', { ...client, id: other.id }), 409, 'CLIENT_EXISTS')
    const edited = clientAnswer.parse(
      await ok(callAs(t, cookie, '/api/agent/clients/save', { ...client, id: other.id, email: 'otto.new@example.com' })),
    ).data
    expect(edited).toMatchObject({ id: other.id, email: 'otto.new@example.com' })
    await ok(callAs(t, cookie, '/api/agent/clients/remove', { id: other.id }))
    expect(await search('')).toEqual(['Carla'])
    await refusal(callAs(t, cookie, '/api/agent/clients/remove', { id: other.id }), 404, 'NOT_FOUND')
  })

  it("never shows, changes or removes another agent's client", async () => {
    const mine = await signInAs(t, (await newAgent(t, 'agent-a@example.com')).email)
    const theirs = await signInAs(t, (await newAgent(t, 'agent-b@example.com')).email)
    const theirClient = clientAnswer.parse(await ok(callAs(t, theirs, '/api/agent/clients/save', client))).data
    expect(clientsAnswer.parse(await ok(callAs(t, mine, '/api/agent/clients'))).data).toEqual([])
    await refusal(callAs(t, mine, '/api/agent/clients/detail', { id: theirClient.id }), 404, 'NOT_FOUND')
    await refusal(callAs(t, mine, '/api/agent/clients/save', { ...client, id: theirClient.id }), 404, 'NOT_FOUND')
    await refusal(callAs(t, mine, '/api/agent/clients/remove', { id: theirClient.id }), 404, 'NOT_FOUND')
    // The same email is another agent's client: no clash.
    await ok(callAs(t, mine, '/api/agent/clients/save', client))
  })

  it('refuses what the client form would refuse, naming the field', async () => {
    const cookie = await signInAs(t, (await newAgent(t, 'clients-bad@example.com')).email)
    for (const [change, field] of [
      [{ email: 'not-an-email' }, 'email'],
      [{ phone: { countryCode: 'XX', number: '600111222' } }, 'phone.countryCode'],
      [{ phone: null }, 'phone'],
      [{ title: 'Miss' }, 'title'],
      [{ notes: 'x'.repeat(1001) }, 'notes'],
      [{ nationalityId: 0 }, 'nationalityId'],
    ] as const) {
      expect((await refusal(callAs(t, cookie, '/api/agent/clients/save', { ...client, ...change }), 400)).message).toContain(field)
    }
  })

  it("shows on the client's page the bookings the agent made for them", async () => {
    const cookie = await signInAs(t, (await newAgent(t, 'booking-agent@example.com', 1_000_000)).email)
    const carla = clientAnswer.parse(await ok(callAs(t, cookie, '/api/agent/clients/save', client))).data
    const room = await findRoom(t, { from: 60, refundable: true })
    const total = (await quoteOf(t, room)).price.totalMinor
    const forCarla = await booked(
      await callAs(
        t,
        cookie,
        '/api/reservations',
        bookingBody(room, { totalMinor: total, amountDueMinor: total }, { guest: guestWith('CARLA.customer@example.com') }),
      ),
    )
    await booked(
      await callAs(
        t,
        cookie,
        '/api/reservations',
        bookingBody(room, { totalMinor: total, amountDueMinor: total }, { guest: guestWith('someone-else@example.com') }),
      ),
    )
    const page = clientDetailAnswer.parse(await ok(callAs(t, cookie, '/api/agent/clients/detail', { id: carla.id }))).data
    expect(page.client).toEqual(carla)
    expect(page.bookings.map((b) => b.confirmationNumber)).toEqual([forCarla.confirmationNumber])
    expect(page.bookings[0]!.agent).toMatchObject({ email: 'booking-agent@example.com' })
  })
})

describe('POST /api/agent/clients/import', () => {
  const header = 'Title,First name,Last name,Email,Phone country,Phone number,Nationality,Notes'

  it('imports every row of a good file, whatever the columns are called and ordered', async () => {
    const agent = await newAgent(t, 'import-agent@example.com')
    const cookie = await signInAs(t, agent.email)
    // A file from a spreadsheet: another order and spelling of the columns, quotes, CRLF, a byte order mark.
    const csv =
      '\uFEFFFirstName,LAST_NAME,title,EMAIL,phone-country,Phone,nationality,notes\r\n' +
      'Ana,Alves,Mrs,ana@example.com,PT,912 345 678,,"Window seat, aisle if not"\r\n' +
      'Ben,Brown,Mr,ben@example.com,gb,07700 900123,United Kingdom,\r\n'
    expect((await ok(callAs(t, cookie, '/api/agent/clients/import', { csv }))).data).toEqual({ imported: 2 })
    const rows = await t.store.db.select().from(agentClients).where(eq(agentClients.agentId, agent.id))
    expect(rows.map((r) => [r.firstName, r.phoneCountry, r.phoneIsdCode, r.phoneNumber, r.notes]).sort()).toEqual([
      ['Ana', 'PT', '+351', '912345678', 'Window seat, aisle if not'],
      ['Ben', 'GB', '+44', '07700900123', ''],
    ])
    expect(rows.find((r) => r.firstName === 'Ben')!.nationalityId).not.toBeNull()
  })

  it('names every refused row with its reason and imports nothing', async () => {
    const agent = await newAgent(t, 'import-bad@example.com')
    const cookie = await signInAs(t, agent.email)
    await ok(callAs(t, cookie, '/api/agent/clients/save', { ...client, email: 'already@example.com' }))
    const csv = [
      header,
      'Ms,Good,Row,good@example.com,GB,7700900001,,',
      'Ms,Bad,Email,not-an-email,GB,7700900002,,',
      'Ms,Bad,Country,country@example.com,ZZ,7700900003,,',
      'Ms,Twice,Once,twice@example.com,GB,7700900004,,',
      'Ms,Twice,Again,TWICE@example.com,GB,7700900005,,',
      'Ms,Known,Client,already@example.com,GB,7700900006,,',
      'Ms,Odd,Nationality,odd@example.com,GB,7700900007,Atlantis,',
      'Sir,Bad,Title,title@example.com,GB,7700900008,,',
      'Ms,,Nameless,nameless@example.com,GB,7700900009,,',
    ].join('\n')
    const refused = importRefusedAnswer.parse(await refusal(callAs(t, cookie, '/api/agent/clients/import', { csv }), 422, 'IMPORT_REFUSED'))
    expect(refused.rows.map((r) => [r.row, r.field, r.code])).toEqual([
      [3, 'email', 'INVALID'],
      [4, 'phone country', 'UNKNOWN_COUNTRY'],
      [6, 'email', 'DUPLICATE'],
      [7, 'email', 'CLIENT_EXISTS'],
      [8, 'nationality', 'UNKNOWN_NATIONALITY'],
      [9, 'title', 'INVALID'],
      [10, 'first name', 'INVALID'],
    ])
    expect(refused.rows.find((r) => r.row === 6)!.reason).toBe('The email twice@example.com is also on row 5.')
    const rows = await t.store.db.select().from(agentClients).where(eq(agentClients.agentId, agent.id))
    expect(rows.map((r) => r.email)).toEqual(['already@example.com'])
  })

  it('names a refused row by the line of the file it is on, past blank lines and a note over two lines', async () => {
    const cookie = await signInAs(t, (await newAgent(t, 'import-lines@example.com')).email)
    const csv = [
      header,
      '',
      'Ms,Good,Row,lines.good@example.com,GB,7700900001,,"Likes',
      'quiet rooms"',
      '',
      'Ms,Bad,Email,not-an-email,GB,7700900002,,',
    ].join('\r\n')
    const refused = importRefusedAnswer.parse(await refusal(callAs(t, cookie, '/api/agent/clients/import', { csv }), 422, 'IMPORT_REFUSED'))
    expect(refused.rows.map((r) => [r.row, r.field])).toEqual([[6, 'email']])
  })

  it('refuses a file without the columns, without rows, or that is not CSV, at row 1', async () => {
    const cookie = await signInAs(t, (await newAgent(t, 'import-file@example.com')).email)
    const codes = async (csv: string) =>
      importRefusedAnswer
        .parse(await refusal(callAs(t, cookie, '/api/agent/clients/import', { csv }), 422))
        .rows.map((r) => [r.row, r.code])
    expect(await codes('Title,First name,Email\nMs,Ana,ana@example.com')).toEqual([[1, 'MISSING_COLUMNS']])
    expect(await codes(`${header}\n`)).toEqual([[1, 'EMPTY']])
    expect(await codes('')).toEqual([[1, 'EMPTY']])
    expect(await codes(`${header}\n"Ms,Unclosed,quote`)).toEqual([[1, 'UNREADABLE']])
    const many = [
      header,
      ...Array.from({ length: 501 }, (_, i) => `Ms,Ana,Row,row${i}@example.com,GB,77009${String(i).padStart(5, '0')},,`),
    ]
    expect(await codes(many.join('\n'))).toEqual([[1, 'TOO_MANY_ROWS']])
  })
})

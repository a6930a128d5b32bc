import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forgetHosts } from '@server/services/host-cache'
import { enqueueMail } from '@server/services/mail/outbox'
import { deliverMail } from '@server/services/mail/send'
import { outgoingMail, organisations } from '@server/store/schema'
import { mailPart, plainTextOf } from '../helpers/outbox'
import { startTestApp, type TestApp } from './helpers/test-app'

/*
 * Each organisation's own sender (issue 21): a mail of an organisation with `mailFrom` goes out
 * from it, one of an organisation without from the deployment's MAIL_FROM; both parts of the
 * mail reach the outbox file and an SMTP server.
 */

const GLOBAL_FROM = 'Travel Club <no-reply@travel-club.example>'
let t: TestApp
const orgId = async (code: string) => (await t.store.db.select().from(organisations).where(eq(organisations.code, code)))[0]!.id
beforeAll(async () => {
  t = await startTestApp({ MAIL_FROM: GLOBAL_FROM })
})
afterAll(() => t.close())

/** Enqueues a confirmation link mail of the organisation `code` and answers the .eml file it became. */
async function mailOf(code: string, to: string): Promise<string> {
  await enqueueMail(t.store.db, {
    orgId: await orgId(code),
    userId: null,
    to,
    language: 'es-ES',
    template: 'verify-account',
    vars: { link: 'https://atlas.example/verify-account?key=K', orgName: code },
  })
  await t.mailSettled()
  const [row] = await t.store.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, to)).orderBy(desc(outgoingMail.id)).limit(1)
  expect(row).toMatchObject({ status: 'sent', transport: 'outbox', body: null, html: null })
  return readFileSync(row!.reference!, 'utf8')
}

const header = (eml: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(eml)?.[1]

describe('the sender of a mail', () => {
  it("is the organisation's own when it has one, and MAIL_FROM when it has none", async () => {
    const demo = await mailOf('demo', 'own.sender@example.com')
    expect(header(demo, 'From')).toBe('Demo Travel Club <bookings@demo-travel-club.example>')
    expect(header(demo, 'Message-ID')).toMatch(/@demo-travel-club\.example>$/)

    await t.store.db.update(organisations).set({ mailFrom: null }).where(eq(organisations.code, 'atlas'))
    forgetHosts(t.store.db)
    try {
      const atlas = await mailOf('atlas', 'global.sender@example.com')
      expect(header(atlas, 'From')).toBe(GLOBAL_FROM)
    } finally {
      await t.store.db
        .update(organisations)
        .set({ mailFrom: 'Atlas Holidays <reservas@atlas-holidays.example>' })
        .where(eq(organisations.code, 'atlas'))
      forgetHosts(t.store.db)
    }
  })

  it('writes both parts to the outbox file as multipart/alternative, plain text first, in the brand', async () => {
    const eml = await mailOf('atlas', 'both.parts@example.com')
    expect(header(eml, 'From')).toBe('Atlas Holidays <reservas@atlas-holidays.example>')
    expect(header(eml, 'Content-Type')).toMatch(/^multipart\/alternative;/)
    expect(eml.indexOf('Content-Type: text/plain')).toBeLessThan(eml.indexOf('Content-Type: text/html'))
    expect(plainTextOf(eml)).toContain('Abra este enlace en un plazo de 48 horas:\nhttps://atlas.example/verify-account?key=K')
    const html = mailPart(eml, 'text/html')!
    expect(html).toContain('href="https://atlas.example/verify-account?key=K"')
    // Atlas's logo as its PNG rendition (mail clients show no SVG), beside the mail's links, and its primary colour on the button.
    expect(html).toContain('src="https://atlas.example/api/brand/atlas/logo.png"')
    expect(html).toContain('alt="Atlas Holidays"')
    expect(html).toMatch(/background-color:#0f766e/)
  })

  it('sends both parts through SMTP when SMTP_URL is set', async () => {
    const received: string[] = []
    const server = await fakeSmtp(received)
    try {
      const port = (server.address() as { port: number }).port
      const sent = await deliverMail(
        { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: GLOBAL_FROM, DATA_DIR: t.config.DATA_DIR },
        {
          id: 1,
          recipient: 'smtp@example.com',
          sender: 'Atlas Holidays <reservas@atlas-holidays.example>',
          subject: 'Atlas: hola',
          body: 'Texto\n',
          html: '<p>Texto</p>',
          template: 'verify-account',
          createdAt: new Date('2026-03-01T10:00:00Z'),
        },
      )
      expect(sent.transport).toBe('smtp')
      expect(received).toHaveLength(1)
      expect(header(received[0]!, 'From')).toBe('Atlas Holidays <reservas@atlas-holidays.example>')
      expect(plainTextOf(received[0]!)).toBe('Texto\n')
      expect(mailPart(received[0]!, 'text/html')).toBe('<p>Texto</p>')
    } finally {
      await new Promise((done) => server.close(done))
    }
  })
})

/** The least SMTP server nodemailer talks to: accepts every command and keeps each message's DATA. */
function fakeSmtp(received: string[]): Promise<Server> {
  const server = createServer((socket) => {
    let data: string | null = null
    let buffer = ''
    socket.write('220 fake ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          received.push((data + buffer.slice(0, end)).replace(/^\.\./gm, '.'))
          buffer = buffer.slice(end + 5)
          data = null
          socket.write('250 queued\r\n')
          continue
        }
        const line = buffer.indexOf('\r\n')
        if (line < 0) return
        const command = buffer.slice(0, line).toUpperCase()
        buffer = buffer.slice(line + 2)
        if (command.startsWith('EHLO')) socket.write('250 fake\r\n')
        else if (command === 'DATA') {
          data = ''
          socket.write('354 go on\r\n')
        } else if (command === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)))
}

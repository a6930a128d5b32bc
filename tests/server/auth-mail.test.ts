import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { desc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authFailure, checkLoginAnswer, noticeAnswer, signInAnswer, verifyAccountAnswer } from '@contract/schemas/auth'
import { issueKey } from '@server/services/auth/account-keys'
import { MAIL_LANGUAGES, render, templates } from '@server/services/mail/templates'
import { outgoingMail } from '@server/store/schema'
import { createUser, demoOrgId, MEMBER, newIpHeaders, sessionCookie, signedIn, signIn, testClock } from './helpers/auth'
import { startTestApp, type TestApp } from './helpers/test-app'

const HOUR = 3_600_000
const clock = testClock(new Date('2026-03-01T10:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: clock.now })
})
afterAll(() => t.close())

const fromNewIp = newIpHeaders()
const outbox = () => join(t.config.DATA_DIR, 'outbox')
const outboxFiles = () => {
  try {
    return readdirSync(outbox()).sort()
  } catch {
    return []
  }
}

/** The body of an .eml file as a reader sees it (quoted-printable soft breaks undone). */
function readEml(file: string) {
  const raw = readFileSync(join(outbox(), file), 'utf8')
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return { raw, decoded }
}

/** Asks for a mail and answers the key of the link the new .eml file holds. */
async function mailedKey(path: string, email: string, linkPath: string): Promise<{ key: string; file: string }> {
  const before = new Set(outboxFiles())
  const res = await t.post(path, { email }, fromNewIp())
  expect(res.status).toBe(200)
  await t.mailSettled()
  const file = outboxFiles().find((f) => !before.has(f))
  if (!file) throw new Error('no .eml file was written')
  const { raw, decoded } = readEml(file)
  expect(raw).toMatch(/^From: /m)
  expect(raw).toMatch(new RegExp(`^To: ${email}`, 'm'))
  expect(raw).toMatch(/^Subject: /m)
  const link = new RegExp(`http://localhost${linkPath}\\?key=([A-Za-z0-9_-]{43})`).exec(decoded)
  if (!link) throw new Error(`no ${linkPath} link in ${file}`)
  return { key: link[1]!, file }
}

describe('forgot password → mail → change password', () => {
  it('mails a single-use link that signs the user in with the new password and ends the other sessions', async () => {
    const { cookie: oldSession } = await signedIn(t, MEMBER.email, MEMBER.password, fromNewIp())
    const { key, file } = await mailedKey('/api/auth/forgotPassword', MEMBER.email, '/change-password')
    const [row] = await t.store.db.select().from(outgoingMail).orderBy(desc(outgoingMail.id)).limit(1)
    expect(row).toMatchObject({ recipient: MEMBER.email, template: 'reset-password', language: 'en-US', transport: 'outbox' })
    expect(row!.reference!.endsWith(file)).toBe(true)
    // The log names the mail by id, never by its recipient or text; the text is not kept once sent.
    const sent = t.logs.find((line) => line.msg === 'mail sent' && line.mailId === row!.id)
    expect(sent).toMatchObject({ template: 'reset-password', transport: 'outbox' })
    expect(JSON.stringify(sent)).not.toContain(MEMBER.email)
    expect(row).toMatchObject({ status: 'sent', body: null })

    const body = { key, password: 'Fresh#2026', confirmPassword: 'Fresh#2026' }
    const changed = await t.post('/api/auth/changePassword', body, fromNewIp())
    expect(changed.status).toBe(200)
    const answer = signInAnswer.parse(await changed.json())
    expect(answer).toMatchObject({ status: true, result: { email: MEMBER.email } })
    const newSession = sessionCookie(changed)
    expect(checkLoginAnswer.parse(await (await t.post('/api/auth/checkLogin', {}, { cookie: newSession })).json()).status).toBe(true)
    expect(checkLoginAnswer.parse(await (await t.post('/api/auth/checkLogin', {}, { cookie: oldSession })).json()).status).toBe(false)

    const again = await t.post('/api/auth/changePassword', { ...body, password: 'Other#2026', confirmPassword: 'Other#2026' }, fromNewIp())
    expect(again.status).toBe(400)
    expect(authFailure.parse(await again.json()).code).toBe('KEY_USED')
    expect((await signIn(t, MEMBER.email, MEMBER.password, { headers: fromNewIp() })).status).toBe(401)
    expect((await signIn(t, MEMBER.email, 'Fresh#2026', { headers: fromNewIp() })).status).toBe(200)
  })

  it('answers an unknown email with the same text and sends nothing', async () => {
    const before = outboxFiles().length
    const known = noticeAnswer.parse(await (await t.post('/api/auth/forgotPassword', { email: MEMBER.email }, fromNewIp())).json())
    const unknown = noticeAnswer.parse(
      await (await t.post('/api/auth/forgotPassword', { email: 'nobody@example.com' }, fromNewIp())).json(),
    )
    expect(unknown).toEqual(known)
    await t.mailSettled()
    expect(outboxFiles().length).toBe(before + 1)
  })

  it('refuses an expired reset link, and passwords that break the docs/rules.md#password rules', async () => {
    const { key } = await mailedKey('/api/auth/forgotPassword', 'agent@example.com', '/change-password')
    for (const weak of ['Sh#rt1a', 'nouppercase#1', 'NOLOWERCASE#1', 'NoDigits#abc', 'NoSpecial123', 'Far#Too#Long#2026']) {
      const res = await t.post('/api/auth/changePassword', { key, password: weak, confirmPassword: weak }, fromNewIp())
      expect(res.status, weak).toBe(400)
      expect(authFailure.parse(await res.json()).message, weak).toMatch(/^password: Password must/)
    }
    // Eight characters with every kind meets the rules; the key was not spent by the refusals.
    const ok = await t.post('/api/auth/changePassword', { key, password: 'Short#A1', confirmPassword: 'Short#A1' }, fromNewIp())
    expect(ok.status).toBe(200)
    const { key: late } = await mailedKey('/api/auth/forgotPassword', 'promo@example.com', '/change-password')
    const mismatch = await t.post(
      '/api/auth/changePassword',
      { key: late, password: 'Good#2026', confirmPassword: 'Good#2027' },
      fromNewIp(),
    )
    expect(mismatch.status).toBe(400)
    expect(authFailure.parse(await mismatch.json()).message).toMatch(/confirmPassword: Passwords Do Not Match/)
    clock.advance(HOUR + 1000)
    const expired = await t.post(
      '/api/auth/changePassword',
      { key: late, password: 'Good#2026', confirmPassword: 'Good#2026' },
      fromNewIp(),
    )
    expect(authFailure.parse(await expired.json()).code).toBe('KEY_EXPIRED')
  })

  it('sets a reset password of exactly 13 characters, and refuses 14 with a 400 naming the rule', async () => {
    await createUser(t, { orgId: await demoOrgId(t), email: 'reset.limit@example.com', password: 'Before#2026' })
    const { key } = await mailedKey('/api/auth/forgotPassword', 'reset.limit@example.com', '/change-password')
    const fourteen = 'Limit#2026abcd'
    expect(fourteen).toHaveLength(14)
    const refused = await t.post('/api/auth/changePassword', { key, password: fourteen, confirmPassword: fourteen }, fromNewIp())
    expect(refused.status).toBe(400)
    expect(authFailure.parse(await refused.json()).message).toBe('password: Password must be 8-13 characters')
    const thirteen = fourteen.slice(0, 13)
    const set = await t.post('/api/auth/changePassword', { key, password: thirteen, confirmPassword: thirteen }, fromNewIp())
    expect(set.status).toBe(200)
    expect((await signIn(t, 'reset.limit@example.com', thirteen, { headers: fromNewIp() })).status).toBe(200)
    expect((await signIn(t, 'reset.limit@example.com', fourteen, { headers: fromNewIp() })).status).toBe(401)
  })

  it("writes the mail in the recipient's language", async () => {
    await createUser(t, { orgId: await demoOrgId(t), email: 'francoise@example.com', password: 'Merci#2026', language: 'fr-FR' })
    await mailedKey('/api/auth/forgotPassword', 'francoise@example.com', '/change-password')
    const [row] = await t.store.db.select().from(outgoingMail).orderBy(desc(outgoingMail.id)).limit(1)
    expect(row).toMatchObject({ language: 'fr-FR', subject: 'Demo Travel Club : réinitialisez votre mot de passe' })
  })
})

describe('verify account', () => {
  it('confirms the email once; a used or expired key answers a distinct code with the email to prefill', async () => {
    await createUser(t, { orgId: await demoOrgId(t), email: 'newbie@example.com', password: 'Newbie#2026', confirmed: false })
    expect(authFailure.parse(await (await signIn(t, 'newbie@example.com', 'Newbie#2026', { headers: fromNewIp() })).json()).code).toBe(
      'EMAIL_NOT_CONFIRMED',
    )
    const { key } = await mailedKey('/api/auth/resendVerification', 'newbie@example.com', '/verify-account')

    const ok = await t.post('/api/auth/verifyAccount', { key })
    expect(ok.status).toBe(200)
    expect(verifyAccountAnswer.parse(await ok.json())).toMatchObject({ status: true, result: { email: 'newbie@example.com' } })
    expect((await signIn(t, 'newbie@example.com', 'Newbie#2026', { headers: fromNewIp() })).status).toBe(200)

    const used = verifyAccountAnswer.parse(await (await t.post('/api/auth/verifyAccount', { key })).json())
    expect(used).toMatchObject({ status: false, code: 'KEY_USED', result: { email: 'newbie@example.com' } })

    const late = await createUser(t, { orgId: await demoOrgId(t), email: 'late@example.com', password: 'Late#2026', confirmed: false })
    const lateKey = await issueKey(t.store.db, late!.id, 'verify', clock.now())
    clock.advance(49 * HOUR)
    const expired = verifyAccountAnswer.parse(await (await t.post('/api/auth/verifyAccount', { key: lateKey })).json())
    expect(expired).toMatchObject({ status: false, code: 'KEY_EXPIRED', result: { email: 'late@example.com' } })

    const unknown = verifyAccountAnswer.parse(await (await t.post('/api/auth/verifyAccount', { key: 'A'.repeat(43) })).json())
    expect(unknown).toMatchObject({ status: false, code: 'KEY_INVALID', result: null })
  })

  it('sends no new confirmation to an account that is already confirmed', async () => {
    const before = outboxFiles().length
    expect((await t.post('/api/auth/resendVerification', { email: 'agent@example.com' }, fromNewIp())).status).toBe(200)
    await t.mailSettled()
    expect(outboxFiles().length).toBe(before)
  })
})

describe('mail templates', () => {
  it('has every template in all four languages, each naming the link', async () => {
    for (const name of Object.keys(templates) as (keyof typeof templates)[]) {
      const texts = new Set<string>()
      for (const language of MAIL_LANGUAGES) {
        const mail = await render(name, language, { link: 'https://x.example/l?key=K', orgName: 'Org' })
        expect(mail.subject.length, `${name} ${language}`).toBeGreaterThan(0)
        expect(mail.text, `${name} ${language}`).toContain('https://x.example/l?key=K')
        expect(mail.html, `${name} ${language}`).toContain('https://x.example/l?key=K')
        texts.add(mail.text)
      }
      expect(texts.size, `${name}: every language has its own text`).toBe(MAIL_LANGUAGES.length)
    }
  })

  it('writes in the language when it has templates, and falls back to en-US for one without', async () => {
    expect((await render('verify-account', 'ja-JP', { link: 'l', orgName: 'O' })).language).toBe('ja-JP')
    expect((await render('verify-account', 'ko-KR', { link: 'l', orgName: 'O' })).language).toBe('en-US')
    expect((await render('verify-account', 'ja', { link: 'l', orgName: 'O' })).language).toBe('en-US')
  })

  it('opens every mail, in every language, with our own sentence: nothing the caller chose is in its first line', async () => {
    // What a caller may choose: the name they sign up or book with, so the booking's guest name,
    // and `name` too, the field the greeting once read, so a template that reads it again fails here.
    const varsWith = (chosen: string) => {
      const vars = { name: chosen, link: 'https://x.example/l?key=K', orgName: 'Org' }
      const booking = {
        confirmationNumber: 'TC-1',
        guestName: `${chosen} Member`,
        currency: 'USD',
        totalMinor: 10000,
        amountDueMinor: 10000,
        items: [],
      }
      return [vars, { ...vars, booking }]
    }
    for (const name of Object.keys(templates) as (keyof typeof templates)[]) {
      for (const language of MAIL_LANGUAGES) {
        for (const [i, vars] of varsWith('Call +1 555 0100').entries()) {
          const firstLine = async (v: typeof vars) => (await render(name, language, v)).text.split('\n')[0]!
          const line = await firstLine(vars)
          expect(line, `${name} ${language}`).not.toContain('555 0100')
          expect(line.length, `${name} ${language}`).toBeGreaterThan(0)
          // The same line whatever the caller chose.
          expect(await firstLine(varsWith('Hola Your booking is confirmed')[i]!), `${name} ${language}`).toBe(line)
        }
      }
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authFailure, unlockAccountAnswer } from '@contract/schemas/auth'
import { issueKey, KEY_LIFETIME_MS } from '@server/services/auth/account-keys'
import { LIMITS } from '@server/services/auth/throttle'
import { createUser, demoOrgId, signIn, testClock } from './helpers/auth'
import { lastMailedKey, mailsTo } from './helpers/sign-up'
import { startTestApp, type TestApp } from './helpers/test-app'

/*
 * The account-wide throttle and the unlock mail (docs/api.md "Limits"): failures from many
 * addresses slow the addresses the account does not know, never the owner's usual ones, and the
 * owner is mailed a single-use link that lifts every limit of the account.
 */
const SECOND = 1000
const MINUTE = 60 * SECOND
const clock = testClock(new Date('2026-03-01T10:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: clock.now })
})
afterAll(() => t.close())

let lastIp = 0
/** A visitor address no test used before (documentation range 198.18.0.0/15). */
const newAddress = () => ({ 'x-forwarded-for': `198.18.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}` })
const code = async (res: Response) => authFailure.parse(await res.json()).code
const unlockMails = async (email: string) => (await mailsTo(t, email)).filter((m) => m.template === 'unlock-account')
const unlock = (key: string) => t.post('/api/auth/unlockAccount', { key })

async function member(email: string, password: string) {
  const user = await createUser(t, { orgId: await demoOrgId(t), email, password })
  return { email, password, id: user!.id }
}

/** `LIMITS.signInFailuresPerAddress.max` wrong passwords from one address: the last one locks it out. */
async function lockOut(email: string, from: Record<string, string>) {
  for (let i = 0; i < LIMITS.signInFailuresPerAddress.max; i++) {
    expect(await code(await signIn(t, email, `Wrong#${i}`, { headers: from }))).toBe('INVALID_CREDENTIALS')
  }
  expect(await code(await signIn(t, email, 'Wrong#again', { headers: from }))).toBe('ACCOUNT_LOCKED')
}

describe('account-wide throttle', { timeout: 120_000 }, () => {
  const { max, windowMs } = LIMITS.signInFailuresPerAccount

  it(`checks failure ${max} from many addresses, then lets the addresses the account does not know try once a minute; the owner's usual address is never slowed`, async () => {
    const owner = await member('many.guesses@example.com', 'Owner#2026')
    const home = newAddress()
    expect((await signIn(t, owner.email, owner.password, { headers: home })).status).toBe(200)
    const start = clock.now().getTime()

    // One wrong password from each of `max` addresses: none is locked out, and every one is checked.
    for (let i = 0; i < max; i++) {
      expect(await code(await signIn(t, owner.email, `Wrong#${i}`, { headers: newAddress() }))).toBe('INVALID_CREDENTIALS')
    }
    // Throttled now: the minute's one attempt is checked, the next address within that minute is refused, right password or not.
    expect(await code(await signIn(t, owner.email, 'Wrong#turn', { headers: newAddress() }))).toBe('INVALID_CREDENTIALS')
    const held = await signIn(t, owner.email, owner.password, { headers: newAddress() })
    expect(held.status).toBe(429)
    expect(authFailure.parse(await held.json())).toMatchObject({ code: 'ACCOUNT_THROTTLED', message: expect.stringMatching(/A MINUTE/) })
    // The owner at home is not slowed.
    expect((await signIn(t, owner.email, owner.password, { headers: home })).status).toBe(200)

    // The last second of the minute still holds; the first after it lets a new address (the owner on a new device) in.
    clock.advance(LIMITS.throttledTurnMs - SECOND)
    expect(await code(await signIn(t, owner.email, owner.password, { headers: newAddress() }))).toBe('ACCOUNT_THROTTLED')
    clock.advance(SECOND)
    expect((await signIn(t, owner.email, owner.password, { headers: newAddress() })).status).toBe(200)

    // The throttle lasts while `max` failures are within the window: the last second still holds…
    clock.advance(start + windowMs - clock.now().getTime())
    expect(await code(await signIn(t, owner.email, 'Wrong#late', { headers: newAddress() }))).toBe('INVALID_CREDENTIALS')
    expect(await code(await signIn(t, owner.email, owner.password, { headers: newAddress() }))).toBe('ACCOUNT_THROTTLED')
    // …and once the first failures are older than the window, any address is checked at once.
    clock.advance(SECOND)
    expect(await code(await signIn(t, owner.email, 'Wrong#after', { headers: newAddress() }))).toBe('INVALID_CREDENTIALS')
    expect((await signIn(t, owner.email, owner.password, { headers: newAddress() })).status).toBe(200)

    // The throttle mailed its owner an unlock link, once.
    expect(await unlockMails(owner.email)).toHaveLength(1)
  })

  it('throttles an unknown email the same way, so the throttle reveals nothing about existence', async () => {
    for (let i = 0; i < max + 1; i++) await signIn(t, 'nobody.here@example.com', `Wrong#${i}`, { headers: newAddress() })
    expect(await code(await signIn(t, 'nobody.here@example.com', 'Wrong#x', { headers: newAddress() }))).toBe('ACCOUNT_THROTTLED')
    expect(await mailsTo(t, 'nobody.here@example.com')).toHaveLength(0)
  })
})

describe('the unlock mail and its link', { timeout: 120_000 }, () => {
  it('is mailed when an address is locked out, at most once an hour, and its link lifts every lock of the account once', async () => {
    clock.advance(2 * LIMITS.unlockMailGapMs)
    const owner = await member('locked.out.owner@example.com', 'Owner#2026')
    const laptop = newAddress()
    const firstLock = clock.now().getTime()
    await lockOut(owner.email, laptop)
    expect(await unlockMails(owner.email)).toHaveLength(1)
    const { key } = await lastMailedKey(t, owner.email, '/unlock-account')

    // Another address locked out in the same hour: no second mail.
    const other = newAddress()
    await lockOut(owner.email, other)
    expect(await unlockMails(owner.email)).toHaveLength(1)

    // The link unlocks (naming the email for the sign-in dialog) and the locked-out laptop signs in.
    const unlocked = await unlock(key!)
    expect(unlocked.status).toBe(200)
    expect(unlockAccountAnswer.parse(await unlocked.json()).result).toEqual({ email: owner.email })
    expect((await signIn(t, owner.email, owner.password, { headers: laptop })).status).toBe(200)
    expect((await signIn(t, owner.email, owner.password, { headers: other })).status).toBe(200)
    // Single use.
    const again = await unlock(key!)
    expect(again.status).toBe(400)
    expect(await code(again)).toBe('KEY_USED')

    // The last second of the hour sends nothing; the first after it mails a new link.
    clock.advance(firstLock + LIMITS.unlockMailGapMs - SECOND - clock.now().getTime())
    await lockOut(owner.email, newAddress())
    expect(await unlockMails(owner.email)).toHaveLength(1)
    clock.advance(SECOND)
    await lockOut(owner.email, newAddress())
    expect(await unlockMails(owner.email)).toHaveLength(2)
  })

  it("lifts an address's failures short of a lock: the failures before it do not count toward the next lock", async () => {
    const owner = await member('nearly.locked@example.com', 'Owner#2026')
    const laptop = newAddress()
    const { max } = LIMITS.signInFailuresPerAddress
    for (let i = 0; i < max - 1; i++) await signIn(t, owner.email, `Wrong#${i}`, { headers: laptop })
    expect((await unlock(await issueKey(t.store.db, owner.id, 'unlock', clock.now()))).status).toBe(200)
    expect(await code(await signIn(t, owner.email, 'Wrong#after', { headers: laptop }))).toBe('INVALID_CREDENTIALS')
    expect((await signIn(t, owner.email, owner.password, { headers: laptop })).status).toBe(200)
  })

  it("lifts the throttle's turn of the minute: throttled again within it, a new address is checked at once", async () => {
    const owner = await member('throttled.twice@example.com', 'Owner#2026')
    const { max } = LIMITS.signInFailuresPerAccount
    const throttle = async () => {
      for (let i = 0; i < max; i++) await signIn(t, owner.email, `Wrong#${i}`, { headers: newAddress() })
    }
    await throttle()
    // The minute's turn taken, by a wrong password.
    expect(await code(await signIn(t, owner.email, 'Wrong#turn', { headers: newAddress() }))).toBe('INVALID_CREDENTIALS')
    expect(await code(await signIn(t, owner.email, owner.password, { headers: newAddress() }))).toBe('ACCOUNT_THROTTLED')
    expect((await unlock(await issueKey(t.store.db, owner.id, 'unlock', clock.now()))).status).toBe(200)
    // Within the same minute, throttled anew: the lifted turn is free for the next new address.
    await throttle()
    expect((await signIn(t, owner.email, owner.password, { headers: newAddress() })).status).toBe(200)
  })

  it(`works until the last second of its ${KEY_LIFETIME_MS.unlock / MINUTE} minutes and is refused as expired from then on`, async () => {
    const owner = await member('slow.reader@example.com', 'Owner#2026')
    const { id } = owner
    const early = await issueKey(t.store.db, id, 'unlock', clock.now())
    const late = await issueKey(t.store.db, id, 'unlock', clock.now())
    clock.advance(KEY_LIFETIME_MS.unlock - SECOND)
    expect((await unlock(early)).status).toBe(200)
    clock.advance(SECOND)
    const expired = await unlock(late)
    expect(expired.status).toBe(400)
    expect(await code(expired)).toBe('KEY_EXPIRED')
  })

  it('refuses a key of another purpose and an unknown key as invalid', async () => {
    const owner = await member('wrong.key@example.com', 'Owner#2026')
    const { id } = owner
    expect(await code(await unlock(await issueKey(t.store.db, id, 'reset', clock.now())))).toBe('KEY_INVALID')
    expect(await code(await unlock('A'.repeat(43)))).toBe('KEY_INVALID')
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { sessionMachine } from '@machines/session-check.machine'
import { installFakeHttp, NetworkFailure, reply } from '../helpers/fake-http'
import { noSessionAnswer, profileFor } from '../helpers/fake-auth-api'

/**
 * The session machine with its production actor (src/api under a fake fetch, as the server would
 * answer): the session check and the organisation's external config are asked together, and the
 * config's answer decides whether a signed-out visitor may book.
 */

const external = (canBookingWithoutSession: boolean) => ({
  status: true,
  data: { canBookingWithoutSession, env: 'test', orgId: 7 },
})

async function check(routes: Parameters<typeof installFakeHttp>[0]) {
  const http = installFakeHttp(routes)
  const actor = createActor(sessionMachine, { input: { skip: false } }).start()
  await waitFor(actor, (s) => s.context.loaded)
  actor.stop()
  return { context: actor.getSnapshot().context, value: actor.getSnapshot().value, paths: http.requests.map((r) => r.path) }
}

// The first call loads ky and the schemas: seconds on a busy machine.
describe('session check against the HTTP boundary', { timeout: 30_000 }, () => {
  it('asks both calls; a signed-out visitor may book when the config allows booking without a session', async () => {
    const { context, value, paths } = await check({
      'POST auth/checkLogin': () => noSessionAnswer,
      'POST general/getExternalConfig': () => external(true),
    })
    expect(value).toBe('signedOut')
    expect([...paths].sort()).toEqual(['auth/checkLogin', 'general/getExternalConfig'])
    expect(context).toMatchObject({ profile: null, canBookingWithoutSession: true, canBook: true })
  })

  it('refuses booking without a session when the config says so', async () => {
    const { context } = await check({
      'POST auth/checkLogin': () => noSessionAnswer,
      'POST general/getExternalConfig': () => external(false),
    })
    expect(context).toMatchObject({ canBookingWithoutSession: false, canBook: false })
  })

  it('keeps the session when the config call fails, and then refuses booking without permission', async () => {
    const profile = profileFor({ can_user_book: 0 })
    for (const failure of [reply(500, { status: false, message: 'DOWN' }), new NetworkFailure()]) {
      const { context, value } = await check({
        'POST auth/checkLogin': () => ({ status: true, result: profile }),
        'POST general/getExternalConfig': () => {
          throw failure
        },
      })
      expect(value).toBe('signedIn')
      expect(context.profile).toEqual(profile)
      expect(context).toMatchObject({ canBookingWithoutSession: false, canBook: false })
    }
  })

  it("applies a session's profile: a member with can_user_book 1 may book", async () => {
    const profile = profileFor({ can_user_book: 1 })
    const { context, value } = await check({
      'POST auth/checkLogin': () => ({ status: true, result: profile }),
      'POST general/getExternalConfig': () => external(false),
    })
    expect(value).toBe('signedIn')
    expect(context).toMatchObject({ canBookingWithoutSession: false, canBook: true, userType: profile.usr_type })
    expect(context.profile).toEqual(profile)
  })
})

describe('session check: what a session tells the page', { timeout: 30_000 }, () => {
  const plan = (plan_status: string) => ({ plan_status, plan_name: 'Club', starts_at: '2026-01-01', ends_at: null })
  const session = (subscription_details: ReturnType<typeof plan>[]) => ({
    'POST auth/checkLogin': () => ({ status: true, result: profileFor({ subscription_details }) }),
    'POST general/getExternalConfig': () => external(false),
  })

  it('holds nothing and allows nothing while the check is under way', () => {
    installFakeHttp({ 'POST auth/checkLogin': () => new Promise(() => {}), 'POST general/getExternalConfig': () => external(true) })
    const actor = createActor(sessionMachine, { input: { skip: false } }).start()
    expect(actor.getSnapshot().value).toBe('checking')
    expect(actor.getSnapshot().context).toMatchObject({
      profile: null,
      canBook: false,
      canBookingWithoutSession: false,
      planActive: false,
      loaded: false,
    })
    actor.stop()
  })

  it('counts the plan active when any one plan is ACTIVE or ACTIVE-REFRESH, and not for other statuses', async () => {
    const cases: [ReturnType<typeof plan>[], boolean][] = [
      [[plan('ACTIVE')], true],
      [[plan('ACTIVE-REFRESH')], true],
      [[plan('EXPIRED'), plan('ACTIVE')], true],
      [[plan('EXPIRED')], false],
      [[plan('SUSPENDED'), plan('EXPIRED')], false],
      [[], false],
    ]
    for (const [plans, active] of cases) {
      const { context } = await check(session(plans))
      expect(context.planActive, plans.map((p) => p.plan_status).join(',')).toBe(active)
    }
  })

  it('drops the plan, the profile and the permission on logout', async () => {
    installFakeHttp(session([plan('ACTIVE')]))
    const actor = createActor(sessionMachine, { input: { skip: false } }).start()
    await waitFor(actor, (s) => s.context.loaded)
    expect(actor.getSnapshot().context).toMatchObject({ planActive: true })
    actor.send({ type: 'session.clear' })
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context).toMatchObject({ profile: null, planActive: false, canBook: false, creditLimit: null })
    actor.stop()
  })

  it('leaves for the session-out page only for an ended SSO session that names one', async () => {
    const answer = (is_sso: boolean, session_out_url: string | null) => ({
      'POST auth/checkLogin': () => ({ status: false, result: null, message: { ssocheck: { is_sso }, session_out_url } }),
      'POST general/getExternalConfig': () => external(false),
    })
    const cases: [boolean, string | null, string[]][] = [
      [true, 'https://idp.example.com/out', ['https://idp.example.com/out']],
      [false, 'https://idp.example.com/out', []],
      [true, null, []],
      [true, '', []],
    ]
    for (const [isSso, url, expected] of cases) {
      installFakeHttp(answer(isSso, url))
      const left: string[] = []
      const actor = createActor(sessionMachine.provide({ actions: { goToSessionOut: (_, to: string) => void left.push(to) } }), {
        input: { skip: false },
      }).start()
      await waitFor(actor, (s) => s.context.loaded)
      expect(actor.getSnapshot().value).toBe('signedOut')
      expect(left, `${isSso} ${url}`).toEqual(expected)
      actor.stop()
    }
  })
})

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

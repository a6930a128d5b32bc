import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { sessionMachine } from '@machines/session-check.machine'
import { installFakeHttp } from '../helpers/fake-http'
import { noSessionAnswer, profileFor } from '../helpers/fake-auth-api'

/* The session machine with its production actor when the served page already holds the check's answer (issue 19). */

describe('session check answered by the served page', () => {
  it("applies the page's answer and calls neither the session check nor the config", async () => {
    const http = installFakeHttp({
      'POST auth/checkLogin': () => noSessionAnswer,
      'POST general/getExternalConfig': () => ({ status: true, data: { canBookingWithoutSession: false, env: 'test', orgId: 7 } }),
    })
    const profile = profileFor({ can_user_book: 0 })
    const actor = createActor(sessionMachine, {
      input: { skip: false, preloaded: { answer: { status: true, result: profile }, canBookingWithoutSession: true } },
    }).start()
    await waitFor(actor, (s) => s.context.loaded)
    expect(actor.getSnapshot().value).toBe('signedIn')
    expect(actor.getSnapshot().context).toMatchObject({ profile, canBookingWithoutSession: true, canBook: true })
    expect(http.requests).toEqual([])
    actor.stop()
  })
})

import { Hono, type Context } from 'hono'
import {
  accountDetailsAnswer,
  changeEmailAnswer,
  changeEmailRequest,
  confirmEmailAnswer,
  confirmEmailRequest,
  deleteAccountRequest,
  exportAnswer,
  preferenceAnswer,
  preferenceRequest,
  revokeSessionRequest,
  sessionsAnswer,
  updateDetailsRequest,
  updatePasswordAnswer,
  updatePasswordRequest,
  upcomingBookingsRefusal,
} from '@contract/schemas/account'
import {
  travelProfileAnswer,
  travelProfileInput,
  travellerAnswer,
  travellerInput,
  travellerRef,
  travellersAnswer,
} from '@contract/schemas/travel'
import { okAnswer } from '@contract/schemas/auth'
import type { AppDeps, AppEnv } from '../app-env'
import { clearSessionCookies } from '../http/cookies'
import { resolveOrganisation } from '../http/organisation'
import { requireSession } from '../http/session'
import { requestOrigin } from '../http/visitor'
import { accountDetails, updateDetails, updatePreference } from '../services/account/details'
import { deleteAccount } from '../services/account/deletion'
import { confirmEmailChange, requestEmailChange } from '../services/account/email-change'
import { exportAccount } from '../services/account/export'
import { changeOwnPassword } from '../services/account/own-password'
import { sealerOf } from '../services/account/sealing'
import { activeSessions, revokeOne, revokeOthers } from '../services/account/sessions-list'
import { saveTravelProfile, travelProfileOf } from '../services/account/travel-profile'
import { listTravellers, removeTraveller, saveTraveller } from '../services/account/travellers'
import { userProfile } from '../services/auth/profile'
import { sameOrigin } from './same-origin'
import { validate } from './validate'

/**
 * The member's own area (issue 17; docs/api.md "My account", "Travel profile and travellers"):
 * /user-details, /user/profile and /user/travelers. Every call is same-origin and acts on the
 * session's own user only (401 NOT_SIGNED_IN without one), agents included: they have an account too.
 */
export function profileRoutes(deps: AppDeps) {
  const { store, config } = deps
  const db = store.db
  const clock = () => deps.now?.() ?? new Date()
  const sealer = () => sealerOf(config)
  const data = (_c: Context, value: unknown) => ({ status: true as const, data: value })
  return (
    new Hono<AppEnv>()
      .post('/profile/details', sameOrigin(), validate(), async (c) => {
        const { user } = await requireSession(c)
        return c.json(accountDetailsAnswer.parse(data(c, await accountDetails(db, user, clock()))))
      })
      .post('/profile/updateDetails', sameOrigin(), validate({ body: updateDetailsRequest }), async (c) => {
        const { user } = await requireSession(c)
        return c.json(accountDetailsAnswer.parse(data(c, await updateDetails(db, user, c.var.body, clock()))))
      })
      // SPEC §7 names the call; its shape is ours: the language and currency the member prefers.
      .post('/profile/updatePrefCurrLang', sameOrigin(), validate({ body: preferenceRequest }), async (c) => {
        const { user, org, session } = await requireSession(c)
        const updated = await updatePreference(db, org, user, c.var.body)
        return c.json(preferenceAnswer.parse({ status: true, result: await userProfile(db, updated, session.id) }))
      })
      .post('/profile/changeEmail', sameOrigin(), validate({ body: changeEmailRequest }), async (c) => {
        const { user, org } = await requireSession(c)
        const pending = await requestEmailChange(deps, { org, origin: requestOrigin(c, config), now: clock() }, user, c.var.body)
        return c.json(changeEmailAnswer.parse(data(c, pending)))
      })
      // From the link in the new address's mailbox: no session needed (the key is the proof).
      .post('/profile/confirmEmail', sameOrigin(), validate({ body: confirmEmailRequest }), async (c) => {
        const org = await resolveOrganisation(c, db)
        const changed = await confirmEmailChange(deps, { org, origin: requestOrigin(c, config), now: clock() }, c.var.body.key)
        return c.json(confirmEmailAnswer.parse(data(c, changed)))
      })
      .post('/profile/changePassword', sameOrigin(), validate({ body: updatePasswordRequest }), async (c) => {
        const { user, session } = await requireSession(c)
        const changed = await changeOwnPassword(db, user, session, c.var.body, clock())
        return c.json(updatePasswordAnswer.parse(data(c, changed)))
      })
      .post('/profile/sessions', sameOrigin(), validate(), async (c) => {
        const { user, session } = await requireSession(c)
        return c.json(sessionsAnswer.parse(data(c, await activeSessions(db, user.id, session, clock()))))
      })
      .post('/profile/revokeSession', sameOrigin(), validate({ body: revokeSessionRequest }), async (c) => {
        const { user, session } = await requireSession(c)
        await revokeOne(db, user.id, session, c.var.body.id, clock())
        return c.json(sessionsAnswer.parse(data(c, await activeSessions(db, user.id, session, clock()))))
      })
      .post('/profile/revokeOtherSessions', sameOrigin(), validate(), async (c) => {
        const { user, session } = await requireSession(c)
        await revokeOthers(db, user.id, session, clock())
        return c.json(sessionsAnswer.parse(data(c, await activeSessions(db, user.id, session, clock()))))
      })
      .post('/profile/export', sameOrigin(), validate(), async (c) => {
        const { user, org } = await requireSession(c)
        c.header('Cache-Control', 'no-store')
        return c.json(exportAnswer.parse(data(c, await exportAccount(db, sealer(), org, user, clock()))))
      })
      .post('/profile/deleteAccount', sameOrigin(), validate({ body: deleteAccountRequest }), async (c) => {
        const { user } = await requireSession(c)
        const outcome = await deleteAccount(db, user, c.var.body.password, clock())
        if (!outcome.deleted) {
          const message = 'PLEASE CANCEL YOUR UPCOMING BOOKINGS BEFORE DELETING YOUR ACCOUNT'
          return c.json(
            upcomingBookingsRefusal.parse({ status: false, message, code: 'UPCOMING_BOOKINGS', bookings: outcome.upcoming }),
            409,
          )
        }
        clearSessionCookies(c, config)
        return c.json(okAnswer.parse({ status: true }))
      })
      .post('/profile/travelProfile', sameOrigin(), validate(), async (c) => {
        const { user } = await requireSession(c)
        return c.json(travelProfileAnswer.parse(data(c, await travelProfileOf(db, sealer(), user.id))))
      })
      .post('/profile/updateTravelProfile', sameOrigin(), validate({ body: travelProfileInput }), async (c) => {
        const { user } = await requireSession(c)
        return c.json(travelProfileAnswer.parse(data(c, await saveTravelProfile(db, sealer(), user.id, c.var.body, clock()))))
      })
      .post('/travellers/list', sameOrigin(), validate(), async (c) => {
        const { user } = await requireSession(c)
        return c.json(travellersAnswer.parse(data(c, await listTravellers(db, sealer(), user.id))))
      })
      .post('/travellers/save', sameOrigin(), validate({ body: travellerInput }), async (c) => {
        const { user } = await requireSession(c)
        return c.json(travellerAnswer.parse(data(c, await saveTraveller(db, sealer(), user.id, c.var.body, clock()))))
      })
      .post('/travellers/remove', sameOrigin(), validate({ body: travellerRef }), async (c) => {
        const { user } = await requireSession(c)
        return c.json(travellersAnswer.parse(data(c, await removeTraveller(db, sealer(), user.id, c.var.body.id))))
      })
  )
}

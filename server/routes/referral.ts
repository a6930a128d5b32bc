import { Hono } from 'hono'
import {
  actionsListAnswer,
  actionsListQuery,
  campaignListAnswer,
  campaignListQuery,
  referralListAnswer,
  referralListQuery,
  shareByMailAnswer,
  shareByMailRequest,
} from '@contract/schemas/referrals'
import type { AppDeps, AppEnv } from '../app-env'
import { resolveOrganisation } from '../http/organisation'
import { currentSession, requireSession } from '../http/session'
import { visitorOf } from '../http/visitor'
import { clockOf } from '../services/auth/clock'
import { mailLinkBase } from '../services/mail/link-base'
import { shareByMail } from '../services/club/referral-mail'
import { actionsList, campaignList, referralList } from '../services/club/referrals'
import { readerFor } from '../services/club/texts'
import { sameOrigin } from './same-origin'
import { validate } from './validate'

/**
 * Referral programmes and credits (SPEC §7 getCampaignList, getReferralList, getActionsList;
 * docs/api.md "Referrals"). The three lists are GETs as the brief has them: they change nothing,
 * and a cross-site page can neither read their answers nor send the session cookie (SameSite=Lax)
 * with them. Sending an invitation changes state and mails: same-origin only, and limited.
 */
export function referralRoutes(deps: AppDeps) {
  const { store, config } = deps
  const db = store.db
  return new Hono<AppEnv>()
    .get('/referral/getCampaignList', validate({ query: campaignListQuery }), async (c) => {
      const { campaign_type, lang } = c.var.query
      const org = await resolveOrganisation(c, db)
      const session = await currentSession(c)
      const data = await campaignList(db, {
        org,
        member: session ? { referralCode: session.user.referralCode } : null,
        type: campaign_type,
        read: await readerFor(db, org, lang),
        linkBase: await mailLinkBase(db, org, visitorOf(c, config).origin),
        now: clockOf(deps),
      })
      return c.json(campaignListAnswer.parse({ status: true, data }))
    })
    .get('/referral/getReferralList', validate({ query: referralListQuery }), async (c) => {
      const { user, org } = await requireSession(c)
      const { program, per_page, page, lang } = c.var.query
      const data = await referralList(db, {
        org,
        memberId: user.id,
        campaign: program,
        page,
        perPage: per_page,
        read: await readerFor(db, org, lang),
        now: clockOf(deps),
      })
      return c.json(referralListAnswer.parse({ status: true, data }))
    })
    .get('/referral/getActionsList', validate({ query: actionsListQuery }), async (c) => {
      // `member` is what the client believes its user id is: the session decides whose actions these are.
      const { user, org } = await requireSession(c)
      const actions = await actionsList(db, {
        org,
        memberId: user.id,
        read: await readerFor(db, org, c.var.query.lang),
        now: clockOf(deps),
      })
      return c.json(actionsListAnswer.parse({ status: true, data: { actions } }))
    })
    .post('/referral/shareByMail', sameOrigin(), validate({ body: shareByMailRequest }), async (c) => {
      const { user, org } = await requireSession(c)
      const { campaign, email, lang } = c.var.body
      const message = await shareByMail(deps, { org, member: user, visitor: visitorOf(c, config), campaign, email, lang })
      return c.json(shareByMailAnswer.parse({ status: true, message }))
    })
}

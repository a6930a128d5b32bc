import { savingsCodeAnswer } from '@contract/schemas/savings'
import { callAs, newPerson, ok, signInAs } from './account'
import type { AccountExample } from './account-examples'
import type { TestApp } from './test-app'

/*
 * The travel club's examples (issue 18: server/routes/referral.ts, rewards.ts, promotions.ts,
 * savings.ts, plans.ts) for tests/server/bad-input.test.ts, as ./account-examples.ts does for the
 * account area: a valid body, the required and free fields, and the session each call needs.
 * The demo member's club as seeded (server/seed/data/club.ts): the `friends` campaign, points
 * enough for the `10-usd` card, the `explorer` plan. {@link fillClubExamples} signs in and fills
 * the cookies and the savings code in place.
 */

const signedIn = (): AccountExample => ({ valid: {}, required: [] })

export const clubExamples: Record<string, AccountExample> = {
  // One invitation mail to a friend (rate-limited per member); the campaign must be a code.
  'POST /api/referral/shareByMail': {
    valid: { campaign: 'friends', email: 'bad-input.friend@example.com' },
    required: ['campaign', 'email'],
  },
  'POST /api/rewards/getSummary': signedIn(),
  'POST /api/rewards/getHistory': signedIn(),
  // Spends 1,000 of the member's points once, for a 10 USD discount card.
  'POST /api/rewards/redeem': { valid: { option: '10-usd' }, required: ['option'] },
  'POST /api/promotions/visit': signedIn(),
  'POST /api/savings/getMember': signedIn(),
  'POST /api/savings/setMember': signedIn(),
  'POST /api/savings/savingsCode': signedIn(),
  // Any text is a code to check: a wrong one is refused as a code (not as bad input).
  'POST /api/savings/verifyCode': { valid: { code: '' }, required: ['code'], free: ['code'] },
  'POST /api/savings/getDeals': { valid: { code: '', currency: 'USD' }, required: ['code', 'currency'], free: ['code'] },
  // A person of its own joins the free plan (the demo member's plans stay as seeded).
  'POST /api/plans/join': { valid: { plan: 'explorer' }, required: ['plan'] },
  'POST /api/wallet/getVacations': { valid: { currency: 'USD' }, required: ['currency'] },
}

export async function fillClubExamples(t: TestApp, memberCookie: string) {
  for (const example of Object.values(clubExamples)) example.headers = { cookie: memberCookie }
  const joining = await newPerson(t, 'bad-input.joins@example.com')
  clubExamples['POST /api/plans/join']!.headers = { cookie: await signInAs(t, joining.email) }
  await ok(callAs(t, memberCookie, '/api/savings/setMember'))
  const { code } = savingsCodeAnswer.parse(await ok(callAs(t, memberCookie, '/api/savings/savingsCode'))).data
  clubExamples['POST /api/savings/verifyCode']!.valid.code = code
  clubExamples['POST /api/savings/getDeals']!.valid.code = code
}

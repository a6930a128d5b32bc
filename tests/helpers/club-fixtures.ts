import type { CampaignList, ReferralList } from '@contract/schemas/referrals'
import type { PointsHistory, RewardsSummary } from '@contract/schemas/loyalty'
import type { Promotion } from '@contract/schemas/promotions'
import type { Plans, MemberVacation } from '@contract/schemas/plans'
import { noClubApi, type ClubApi } from '../ui/helpers/fake-api'
import { freePlan, paidPlan } from './join-plan-model'
import { openMember, ownCode, todaysDeals } from './daily-deals-model'
import { redeemInput } from './redeem-points-model'
import { shareInput } from './referral-share-model'

/* What the club's fake server answers in UI tests (issue 18): the demo's programmes, as the server shapes them. */

export const campaignList: CampaignList = {
  referralCode: 'MEMBER26',
  campaigns: [
    {
      code: 'friends',
      type: 'referral',
      title: 'Refer a friend',
      summary: "You and your friend each get a 25 USD discount card after your friend's first completed stay.",
      rules: ['Share your link or your code with friends who are not members yet.'],
      reward: { referrer: { amountMinor: 2500, currency: 'USD' }, friend: { amountMinor: 2500, currency: 'USD' }, validityDays: 365 },
      qualifyingDays: 365,
      validFrom: '2026-01-01T00:00:00.000Z',
      validUntil: null,
      active: true,
      link: shareInput.link,
    },
    {
      code: 'autumn-2025',
      type: 'referral',
      title: 'Autumn friends 2025',
      summary: 'Last autumn.',
      rules: [],
      reward: { referrer: { amountMinor: 4000, currency: 'USD' }, friend: { amountMinor: 2000, currency: 'USD' }, validityDays: 365 },
      qualifyingDays: 180,
      validFrom: '2025-09-01T00:00:00.000Z',
      validUntil: '2026-01-01T00:00:00.000Z',
      active: false,
      link: null,
    },
  ],
}

const friend = (n: number, status: ReferralList['referrals'][number]['status']): ReferralList['referrals'][number] => ({
  id: `u${n}`,
  friend: `Friend ${n}.`,
  campaign: { code: 'friends', title: 'Refer a friend' },
  status,
  invitedAt: null,
  signedUpAt: '2026-05-01T00:00:00.000Z',
  stayEndsOn: status === 'FIRST_BOOKING' ? '2027-06-14' : null,
  reward:
    status === 'REWARDED'
      ? { amount: { amountMinor: 2500, currency: 'USD' }, cardCode: 'REF-1-M', issuedAt: '2026-04-14T00:00:00.000Z' }
      : null,
  unrewardedReason: null,
})

/** Six referrals, five a page: one of each status, in the server's order. */
export const allReferrals = [
  { ...friend(1, 'INVITED'), friend: 'noah.friend@example.com', signedUpAt: null, invitedAt: '2026-11-02T10:00:00.000Z' },
  friend(2, 'SIGNED_UP'),
  friend(3, 'CONFIRMED'),
  friend(4, 'FIRST_BOOKING'),
  friend(5, 'REWARDED'),
  { ...friend(6, 'COMPLETED'), unrewardedReason: 'OUTSIDE_QUALIFYING_DAYS' as const },
]

export const referralPage = (page: number, perPage: number): ReferralList => ({
  page,
  per_page: perPage,
  total: allReferrals.length,
  pages: Math.ceil(allReferrals.length / perPage),
  referrals: allReferrals.slice((page - 1) * perPage, page * perPage),
  earned: [{ amountMinor: 2500, currency: 'USD' }],
})

export const rewardsSummary: RewardsSummary = {
  programmeName: 'Club Points',
  balance: redeemInput.balance,
  earned: 6280,
  tier: { code: 'silver', name: 'Silver', threshold: 5000, benefits: ['Late check-out on request'] },
  nextTier: { code: 'gold', name: 'Gold', threshold: 15000, benefits: ['Room upgrade when available'] },
  pointsToNextTier: 8720,
  tiers: [
    { code: 'blue', name: 'Blue', threshold: 0, benefits: ['Member prices'] },
    { code: 'silver', name: 'Silver', threshold: 5000, benefits: ['Late check-out on request'] },
    { code: 'gold', name: 'Gold', threshold: 15000, benefits: ['Room upgrade when available'] },
  ],
  earnRules: [
    { line: 'hotel', points: 10, currency: 'USD' },
    { line: 'resort', points: 8, currency: 'USD' },
  ],
  redemptions: redeemInput.options,
  cardValidityDays: 365,
}

export const pointsHistory: PointsHistory = {
  page: 1,
  per_page: 10,
  total: 2,
  pages: 1,
  entries: [
    {
      id: 2,
      at: '2026-10-06T03:00:00.000Z',
      kind: 'EARNED',
      points: 650,
      description: 'Orlando family hotel',
      reference: 'BK-2026-1003',
      cardCode: null,
    },
    { id: 1, at: '2026-01-15T00:00:00.000Z', kind: 'ADJUSTED', points: 500, description: 'Welcome bonus', reference: null, cardCode: null },
  ],
}

export const promotions: Promotion[] = [
  {
    code: 'caribbean-weeks',
    title: 'Caribbean resort weeks',
    text: 'Trade winter for white sand.',
    image: { url: '/api/brand/demo/promo-caribbean.svg?v=1', alt: 'A palm tree over a turquoise sea' },
    validFrom: '2026-01-01T00:00:00.000Z',
    validUntil: '2028-12-31T23:59:59.000Z',
    products: ['resorts'],
    destinations: [{ id: 'cancun-mx', name: 'Cancún', countryCode: 'MX' }],
    cta: { label: 'Find a resort week', kind: 'resort', destination: 'cancun-mx' },
  },
]

export const plans: Plans = { plans: [freePlan, paidPlan], contact: { email: 'help@acme.example', phone: '+1 555 0100' } }

export const vacations: MemberVacation[] = [
  {
    plan: { code: 'club', name: 'Club Annual' },
    code: 'week',
    title: 'Complimentary resort week',
    product: 'RST',
    periodStart: '2026-07-01T00:00:00.000Z',
    periodEnd: '2027-07-01T00:00:00.000Z',
    status: 'AVAILABLE',
    cardCode: 'VAC-1-WEEK-2026-1',
    value: { amountMinor: 45000, currency: 'USD' },
  },
]

/** The club's fake calls with these answers; pass overrides to make one fail or wait. */
export function fakeClubApi(overrides: Partial<ClubApi> = {}): ClubApi {
  return {
    ...noClubApi,
    getCampaignList: async () => campaignList,
    getReferralList: async ({ page, perPage }) => referralPage(page, perPage),
    getActionsList: async () => [
      { code: 'FRIEND_INVITED', campaign: { code: 'friends', title: 'Refer a friend' }, credit: null, count: 1 },
      {
        code: 'FRIEND_FIRST_STAY',
        campaign: { code: 'friends', title: 'Refer a friend' },
        credit: { amountMinor: 2500, currency: 'USD' },
        count: 1,
      },
    ],
    shareByMail: async () => 'YOUR INVITATION IS ON ITS WAY',
    getRewardsSummary: async () => rewardsSummary,
    getPointsHistory: async () => pointsHistory,
    getPromotions: async () => promotions,
    recordPromotionVisit: async () => '2026-06-01T12:00:00.000Z',
    getSavingsMember: async () => openMember,
    setSavingsMember: async () => openMember,
    getSavingsCode: async () => ownCode,
    getDeals: async () => todaysDeals,
    getPlans: async () => plans,
    getVacations: async () => vacations,
    ...overrides,
  }
}

import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { organisations } from './organisations'
import { reservationItems } from './reservations'
import { subscriptions, users } from './users'
import { walletCards } from './wallet'

/*
 * The travel club (issue 18): what an organisation's file sets for referrals, promotions, rewards
 * and plans, and what members do with them. Statuses that follow from other rows (a referral's:
 * signed up, confirmed, first booking, completed) are read from those rows, never copied here.
 */

/** A localised text of the organisation file: one string for every language, or one per language code. */
export type LocalText = string | Record<string, string>
export type AmountColumn = { amountMinor: number; currency: string }

export type CampaignColumn = {
  code: string
  title: LocalText
  summary: LocalText
  rules: LocalText[]
  reward: { referrer: AmountColumn; friend: AmountColumn; validityDays: number }
  qualifyingDays: number
  validFrom: string
  validUntil: string | null
}

export type PromotionColumn = {
  code: string
  title: LocalText
  text: LocalText
  /** An org_assets name, served at /api/brand/<code>/<image>. */
  image: string | null
  imageAlt: LocalText | null
  validFrom: string
  validUntil: string
  products: string[]
  destinations: string[]
  cta: { label: LocalText; kind: 'hotel' | 'resort'; destination: string | null }
}

export type RewardsColumn = {
  name: LocalText
  currency: string
  earn: Record<string, number>
  tiers: { code: string; name: LocalText; threshold: number; benefits: LocalText[] }[]
  redemptions: { code: string; points: number; amount: AmountColumn }[]
  cardValidityDays: number
}

export type PlanColumn = {
  code: string
  name: LocalText
  summary: LocalText
  benefits: LocalText[]
  price: AmountColumn | null
  vacations: { code: string; title: LocalText; product: 'HLT' | 'RST'; value: AmountColumn; perYear: number }[]
}

/** An organisation's programmes as its file sets them (`npm run org`), replaced whole by `update`. */
export const orgProgrammes = pgTable('org_programmes', {
  orgId: integer('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  referralCampaigns: jsonb('referral_campaigns').$type<CampaignColumn[]>().notNull().default([]),
  promotions: jsonb('promotions').$type<PromotionColumn[]>().notNull().default([]),
  rewards: jsonb('rewards').$type<RewardsColumn | null>(),
  plans: jsonb('plans').$type<PlanColumn[]>().notNull().default([]),
})

/** A friend a member invited by mail (POST /api/referral/shareByMail); one row per member, campaign and address. */
export const referralInvites = pgTable(
  'referral_invites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignCode: text('campaign_code').notNull(),
    email: text('email').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('referral_invites_referrer_campaign_email').on(t.referrerId, t.campaignCode, t.email),
    index('referral_invites_org_email').on(t.orgId, t.email),
  ],
)

/**
 * The reward of one referred friend, issued once: the unique friend is what makes the reward job
 * exactly-once, whichever process and however often it runs (services/club/referral-rewards.ts).
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    campaignCode: text('campaign_code').notNull(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id')
      .notNull()
      .unique('referral_rewards_friend')
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerCardId: integer('referrer_card_id').references(() => walletCards.id, { onDelete: 'set null' }),
    friendCardId: integer('friend_card_id').references(() => walletCards.id, { onDelete: 'set null' }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('referral_rewards_referrer').on(t.referrerId)],
)

/**
 * A member's points: what can be spent (`balance`, never below zero: the check backs the
 * conditional update that spends it) and what was earned in all (`earned`, the tier's measure).
 */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    earned: integer('earned').notNull().default(0),
  },
  (t) => [check('points_accounts_balance', sql`${t.balance} >= 0`), check('points_accounts_earned', sql`${t.earned} >= 0`)],
)

/** Every change of a member's points: earned for a completed booked item (once per item), spent on a discount card. */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['EARNED', 'REDEEMED', 'ADJUSTED'] }).notNull(),
    points: integer('points').notNull(),
    description: text('description').notNull(),
    reference: text('reference'),
    itemId: integer('item_id')
      .unique('points_entries_item')
      .references(() => reservationItems.id, { onDelete: 'set null' }),
    cardId: integer('card_id').references(() => walletCards.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('points_entries_user_at').on(t.userId, t.at),
    check('points_entries_kind_known', sql`${t.kind} in ('EARNED', 'REDEEMED', 'ADJUSTED')`),
  ],
)

/** The member has seen /promotions (SPEC §3 promotions.isPromotionVisited): the sign-in no longer sends them there. */
export const promotionVisits = pgTable('promotion_visits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
})

/** A member of the daily-deals (savings) programme, imported with status OPEN (SPEC §7 setMember). */
export const savingsMembers = pgTable(
  'savings_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    memberId: text('member_id').notNull().unique('savings_members_member_id'),
    status: text('status', { enum: ['OPEN', 'CLOSED'] }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('savings_members_status_known', sql`${t.status} in ('OPEN', 'CLOSED')`)],
)

/**
 * Scheduled work, one row per job: a process runs a job's round only after claiming its row
 * (FOR UPDATE SKIP LOCKED, a lease), so of several processes on one PostgreSQL one runs it per
 * interval, and a restart finds it where it was (services/club/scheduler.ts).
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  runs: integer('runs').notNull().default(0),
})

/**
 * The certificate a plan's vacation benefit gives for one plan year (myvacations): one row per
 * subscription, benefit, year and count, so issuing it twice (job rounds, two processes) issues one.
 */
export const vacationCertificates = pgTable(
  'vacation_certificates',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    benefitCode: text('benefit_code').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    seq: integer('seq').notNull(),
    cardId: integer('card_id')
      .notNull()
      .references(() => walletCards.id, { onDelete: 'cascade' }),
  },
  (t) => [unique('vacation_certificates_once').on(t.subscriptionId, t.benefitCode, t.periodStart, t.seq)],
)

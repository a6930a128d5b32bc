import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { JoinedPlan, MemberVacation, Plans } from '@contract/schemas/plans'
import { DomainError } from '../../errors'
import { currencies, orgProgrammes, subscriptions, users, vacationCertificates, walletCards } from '../../store/schema'
import type { PlanColumn } from '../../store/tables/club'
import type { Db } from '../../store/store'
import { convertMinor } from '../wallet/money'
import { offeredCurrency, statusAt } from '../wallet/cards'
import type { Organisation } from '../organisation'
import { clubProgrammes, issueCard } from './cards'
import { programmesOf, readerOf, type Reader } from './texts'

/*
 * Membership plans (SPEC §2 JoinNow, SPEC §3 subscription_details) and their vacation benefits
 * (the wallet's myvacations). A plan is the organisation's (its file); a member holds it as a
 * subscription row with the plan's code. A complimentary plan is ACTIVE once the member's email
 * is confirmed; a paid one stays PENDING until the organisation records the payment (no card
 * payment in this product). Each vacation benefit gives a certificate per plan year, counted from
 * the day the plan started, issued once (vacation_certificates) and booked with at checkout.
 */

const HELD = ['ACTIVE', 'ACTIVE-REFRESH', 'PENDING'] as const
const LIVE = ['ACTIVE', 'ACTIVE-REFRESH'] as const

/** POST /api/plans/getPlans: the organisation's plans and, signed in, the member's status in each. */
export async function plansOf(db: Db, input: { org: Organisation; userId: number | null; read: Reader }): Promise<Plans> {
  const { plans } = await programmesOf(db, input.org.id)
  const held = input.userId === null ? [] : await db.select().from(subscriptions).where(eq(subscriptions.userId, input.userId))
  return {
    contact: { email: input.org.contactEmail, phone: input.org.contactPhone },
    plans: plans.map((plan) => ({
      code: plan.code,
      name: input.read(plan.name),
      summary: input.read(plan.summary),
      benefits: plan.benefits.map(input.read),
      price: plan.price,
      vacations: plan.vacations.map((v) => ({
        code: v.code,
        title: input.read(v.title),
        product: v.product,
        value: v.value,
        perYear: v.perYear,
      })),
      memberStatus: newest(held.filter((s) => s.planCode === plan.code))?.planStatus ?? null,
    })),
  }
}

const newest = <T extends { startsAt: Date; id: number }>(rows: T[]) =>
  rows.sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime() || b.id - a.id)[0]

/** A year after `from`, for paid plans (priced per year); complimentary plans run until ended. */
const yearAfter = (from: Date) => {
  const end = new Date(from)
  end.setUTCFullYear(end.getUTCFullYear() + 1)
  return end
}

/** The subscription row of a new plan: its status follows the plan's price and whether the email is confirmed. */
function newSubscription(plan: PlanColumn, userId: number, planName: string, confirmed: boolean, now: Date) {
  const complimentary = plan.price === null
  return {
    userId,
    planCode: plan.code,
    planName,
    planStatus: complimentary && confirmed ? ('ACTIVE' as const) : ('PENDING' as const),
    startsAt: now,
    endsAt: complimentary ? null : yearAfter(now),
  }
}

/** The plan `code` of the organisation, or null. */
export async function planOf(db: Db, orgId: number, code: string): Promise<PlanColumn | null> {
  return (await programmesOf(db, orgId)).plans.find((p) => p.code === code) ?? null
}

/**
 * A plan chosen in the join flow, taken at sign-up (`plan_code`), inside the sign-up's
 * transaction: ACTIVE at once for a complimentary plan and a confirmed account (social sign-up),
 * else PENDING until the email is confirmed (complimentary) or the plan is paid.
 */
export async function subscribeAtSignUp(
  tx: Db,
  input: { org: Organisation; userId: number; plan: PlanColumn; confirmed: boolean; defaultLanguage: string; now: Date },
) {
  const name = readerOf(undefined, input.defaultLanguage)(input.plan.name)
  const [created] = await tx
    .insert(subscriptions)
    .values(newSubscription(input.plan, input.userId, name, input.confirmed, input.now))
    .returning()
  if (created!.planStatus === 'ACTIVE') await issueVacations(tx, input.now, [created!.id])
}

/** POST /api/plans/join: the signed-in (so confirmed) member takes the plan; PLAN_HELD when they hold it already. */
export async function joinPlan(
  db: Db,
  input: { org: Organisation; userId: number; code: string; read: Reader; now: Date },
): Promise<JoinedPlan> {
  const plan = await planOf(db, input.org.id, input.code)
  if (!plan) throw new DomainError('NOT_FOUND', 'THIS PLAN IS NOT OFFERED')
  const subscription = await db.transaction(async (tx) => {
    // One join at a time per member (a transaction-scoped advisory lock), so a double click cannot take a plan twice.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plan-join:${input.userId}`}))`)
    const [held] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(eq(subscriptions.userId, input.userId), eq(subscriptions.planCode, plan.code), inArray(subscriptions.planStatus, [...HELD])),
      )
    if (held) throw new DomainError('PLAN_HELD', 'YOU ALREADY HOLD THIS PLAN')
    const [created] = await tx
      .insert(subscriptions)
      .values(newSubscription(plan, input.userId, input.read(plan.name), true, input.now))
      .returning()
    if (created!.planStatus === 'ACTIVE') await issueVacations(tx, input.now, [created!.id])
    return created!
  })
  return {
    plan_code: plan.code,
    plan_name: subscription.planName,
    plan_status: subscription.planStatus,
    starts_at: subscription.startsAt.toISOString(),
    ends_at: subscription.endsAt?.toISOString() ?? null,
  }
}

/** Makes the member's PENDING complimentary plans ACTIVE (their email was just confirmed), inside the confirmation's transaction. */
export async function activateComplimentaryPlans(tx: Db, input: { orgId: number; userId: number; now: Date }): Promise<number> {
  const { plans } = await programmesOf(tx, input.orgId)
  const complimentary = plans.filter((p) => p.price === null).map((p) => p.code)
  if (complimentary.length === 0) return 0
  const activated = await tx
    .update(subscriptions)
    .set({ planStatus: 'ACTIVE', startsAt: input.now })
    .where(
      and(eq(subscriptions.userId, input.userId), eq(subscriptions.planStatus, 'PENDING'), inArray(subscriptions.planCode, complimentary)),
    )
    .returning({ id: subscriptions.id })
  if (activated.length)
    await issueVacations(
      tx,
      input.now,
      activated.map((s) => s.id),
    )
  return activated.length
}

/** The plan year holding `now`: from the plan's start, one year at a time. */
export function planYear(startsAt: Date, now: Date): { start: Date; end: Date } {
  let start = new Date(startsAt)
  while (yearAfter(start) <= now) start = yearAfter(start)
  return { start, end: yearAfter(start) }
}

/**
 * Issues the vacation certificates of this plan year for live subscriptions (all of them, or the
 * ones named), once: the certificate's card code and its vacation_certificates row are unique per
 * subscription, benefit, year and count, so rounds and processes that meet issue nothing twice.
 * Answers how many certificates were issued.
 */
export async function issueVacations(db: Db, now: Date, subscriptionIds?: number[]): Promise<number> {
  const live = await db
    .select({ subscription: subscriptions, orgId: orgProgrammes.orgId, plans: orgProgrammes.plans })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(orgProgrammes, eq(orgProgrammes.orgId, users.orgId))
    .where(
      and(
        isNotNull(subscriptions.planCode),
        inArray(subscriptions.planStatus, [...LIVE]),
        subscriptionIds ? inArray(subscriptions.id, subscriptionIds) : undefined,
        sql`(${subscriptions.endsAt} is null or ${subscriptions.endsAt} > ${now})`,
        sql`jsonb_array_length(${orgProgrammes.plans}) > 0`,
      ),
    )
  let issued = 0
  for (const { subscription, orgId, plans } of live) {
    const plan = plans.find((p) => p.code === subscription.planCode)
    if (!plan || plan.vacations.length === 0) continue
    const year = planYear(subscription.startsAt, now)
    const periodEnd = subscription.endsAt && subscription.endsAt < year.end ? subscription.endsAt : year.end
    for (const benefit of plan.vacations) {
      for (let seq = 1; seq <= benefit.perYear; seq++) {
        const card = await issueCard(db, {
          orgId,
          userId: subscription.userId,
          programme: benefit.product === 'HLT' ? clubProgrammes.vacationHLT : clubProgrammes.vacationRST,
          cardCode: `VAC-${subscription.id}-${benefit.code.toUpperCase()}-${year.start.getUTCFullYear()}-${seq}`,
          amountMinor: benefit.value.amountMinor,
          currency: benefit.value.currency,
          issuedAt: now,
          validity: { expiresAt: periodEnd },
          reference: `PLAN-${subscription.id}`,
        })
        if (!card) continue
        await db
          .insert(vacationCertificates)
          .values({ subscriptionId: subscription.id, benefitCode: benefit.code, periodStart: year.start, periodEnd, seq, cardId: card.id })
          .onConflictDoNothing()
        issued++
      }
    }
  }
  return issued
}

/**
 * POST /api/wallet/getVacations: the member's vacation benefits of their live plans this plan year,
 * newest plan first, valued in `currency` (one the organisation offers, as the wallet: else 400
 * CURRENCY_NOT_OFFERED).
 */
export async function memberVacations(
  db: Db,
  input: { org: Organisation; userId: number; currency: string; read: Reader; now: Date },
): Promise<MemberVacation[]> {
  const target = await offeredCurrency(db, input.org, input.currency)
  const { plans } = await programmesOf(db, input.org.id)
  const rows = await db
    .select({ vacation: vacationCertificates, subscription: subscriptions, card: walletCards })
    .from(vacationCertificates)
    .innerJoin(subscriptions, eq(subscriptions.id, vacationCertificates.subscriptionId))
    .innerJoin(walletCards, eq(walletCards.id, vacationCertificates.cardId))
    .where(
      and(
        eq(subscriptions.userId, input.userId),
        eq(walletCards.orgId, input.org.id),
        sql`${vacationCertificates.periodEnd} > ${input.now}`,
      ),
    )
  const rates = new Map(
    (await db.select({ code: currencies.code, unitsPerUsd: currencies.unitsPerUsd }).from(currencies)).map((c) => [c.code, c]),
  )
  return rows
    .sort((a, b) => b.subscription.startsAt.getTime() - a.subscription.startsAt.getTime() || a.vacation.seq - b.vacation.seq)
    .flatMap(({ vacation, subscription, card }) => {
      const plan = plans.find((p) => p.code === subscription.planCode)
      const benefit = plan?.vacations.find((v) => v.code === vacation.benefitCode)
      if (!plan || !benefit) return []
      const from = rates.get(card.currency)
      const value = from
        ? { amountMinor: convertMinor(card.amountMinor, from, target), currency: target.code }
        : { amountMinor: card.amountMinor, currency: card.currency }
      const status = statusAt(card, input.now)
      return [
        {
          plan: { code: plan.code, name: input.read(plan.name) },
          code: benefit.code,
          title: input.read(benefit.title),
          product: benefit.product,
          periodStart: vacation.periodStart.toISOString(),
          periodEnd: vacation.periodEnd.toISOString(),
          status: status === 'ACTIVE' ? ('AVAILABLE' as const) : status === 'REDEEMED' ? ('USED' as const) : ('EXPIRED' as const),
          cardCode: card.cardCode,
          value,
        },
      ]
    })
}

/**
 * The reward job's part: PENDING complimentary plans of members whose email is confirmed (by a
 * password reset or a social login rather than the confirmation link) become ACTIVE. Answers how many.
 */
export async function activateConfirmedPlans(db: Db, now: Date): Promise<number> {
  const pending = await db
    .select({ userId: subscriptions.userId, orgId: users.orgId })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(eq(subscriptions.planStatus, 'PENDING'), isNotNull(subscriptions.planCode), isNotNull(users.emailConfirmedAt)))
  let activated = 0
  for (const member of new Map(pending.map((p) => [p.userId, p])).values()) {
    activated += await db.transaction((tx) => activateComplimentaryPlans(tx, { ...member, now }))
  }
  return activated
}

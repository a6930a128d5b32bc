import { asc, eq } from 'drizzle-orm'
import type { Profile, SignInResult } from '@contract/schemas/auth'
import { nationalities, subscriptions } from '../../store/schema'
import type { Db } from '../../store/store'
import type { User } from './sessions'
import { hasVisitedPromotions } from '../club/promotions'

/**
 * The sign-in result (docs/api.md#sign-in) for a user and session. Everything comes from the stored user —
 * in particular usr_type, never the type the client guessed from the email.
 */
export async function signInResult(db: Db, user: User, sessionId: string): Promise<SignInResult> {
  const plans = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id))
    .orderBy(asc(subscriptions.startsAt), asc(subscriptions.id))
  const result = resultOf(
    user,
    sessionId,
    plans.map((plan) => ({
      plan_status: plan.planStatus,
      plan_name: plan.planName,
      starts_at: plan.startsAt.toISOString(),
      ends_at: plan.endsAt?.toISOString() ?? null,
    })),
  )
  // SPEC §3 promotions.isPromotionVisited: the sign-in decides on /promotions with it (the session check reads it in its one query).
  return { ...result, is_promotion_visited: user.isPromotion === 1 ? await hasVisitedPromotions(db, user.id) : false }
}

/** A user's plans as the sign-in result lists them, oldest first. */
export type Plans = SignInResult['subscription_details']

/** The sign-in result of a user and session whose plans were read already (the session check's one query). */
export function resultOf(user: User, sessionId: string, plans: Plans): SignInResult {
  return {
    token: sessionId,
    username: user.firstName,
    email: user.email,
    currency_code: user.currencyCode,
    language: user.language,
    nationality: user.nationalityId,
    userId: user.id,
    role: user.role,
    last_name: user.lastName,
    is_promotion: user.isPromotion === 1,
    subscription_details: plans,
    display_price: user.displayPrice === 1,
    credit_limit: user.creditLimitMinor,
    credit_limit_currency: user.creditLimitMinor === null ? null : user.creditLimitCurrency,
    phone_country_code: user.phoneCountryCode,
    access_code: user.accessCode,
    usr_type: user.usrType === 1 ? 1 : 2,
    can_user_book: user.canUserBook === 1 ? 1 : 0,
    title: user.title,
    phone_number: user.phoneNumber,
    phone_country: user.phoneCountry,
  }
}

/**
 * The session check's profile from what its one query read (services/auth/sessions.ts findSession):
 * the sign-in result plus the user's country (from nationality).
 */
export function profileOf(found: {
  user: User
  session: { id: string }
  plans: Plans
  countryCode: string | null
  promotionVisited: boolean
}): Profile {
  return {
    ...resultOf(found.user, found.session.id, found.plans),
    is_promotion_visited: found.user.isPromotion === 1 && found.promotionVisited,
    userCountryCode: found.countryCode,
  }
}

/** The profile of a user whose record just changed (My account's preference): read again, as the session check answers it. */
export async function userProfile(db: Db, user: User, sessionId: string): Promise<Profile> {
  const result = await signInResult(db, user, sessionId)
  const [nationality] =
    // Stryker disable next-line ConditionalExpression: the shortcut only skips a query; with a null id it finds no row, so the answer is the same
    user.nationalityId === null
      ? // Stryker disable next-line ArrayDeclaration: any stand-in has no `code`, so the country is null either way
        []
      : await db.select({ code: nationalities.code }).from(nationalities).where(eq(nationalities.id, user.nationalityId))
  return { ...result, userCountryCode: nationality?.code ?? null }
}

import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { sha256Hex } from '../services/digest'
import { clubProgrammes, issueCard } from '../services/club/cards'
import { issueVacations } from '../services/club/plans'
import { propertyImageUrl } from '../suppliers/store/image-themes'
import {
  destinations,
  orgAssets,
  orgProducts,
  orgProgrammes,
  organisations,
  pointsAccounts,
  pointsEntries,
  properties,
  referralInvites,
  referralRewards,
  reservationItems,
  reservations,
  roomTypes,
  subscriptions,
  users,
  walletCardEvents,
  walletCards,
} from '../store/schema'
import type { Db } from '../store/store'
import { applyOnce } from './apply-once'
import {
  atlasPlans,
  atlasPromotions,
  DEMO_PLAN_STARTS_AT,
  demoCampaigns,
  demoFriends,
  demoInvites,
  demoPlans,
  demoPoints,
  demoPromotionAssets,
  demoPromotions,
  demoRewards,
  type FriendSeed,
} from './data/club'
import { demoOrganisation } from './data/demo-organisation'
import { DEMO_MEMBER_REFERRAL_CODE } from './data/demo-users'

/*
 * The seeded travel club (issue 18): the demo and atlas programmes, and the demo member's
 * referrals in every status, points, tier and plan with its vacation week. Idempotent: programmes
 * an operator changed with `npm run org` stay, and the member's data is written only where missing.
 */

async function orgIdOf(db: Db, code: string): Promise<number | null> {
  const [org] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, code))
  return org?.id ?? null
}

export async function seedClub(db: Db, now: Date = new Date()): Promise<void> {
  const demo = await orgIdOf(db, demoOrganisation.code)
  const atlas = await orgIdOf(db, 'atlas')
  if (demo !== null) {
    await db
      .insert(orgProgrammes)
      .values({ orgId: demo, referralCampaigns: demoCampaigns, promotions: demoPromotions, rewards: demoRewards, plans: demoPlans })
      .onConflictDoNothing()
  }
  if (atlas !== null) {
    await db.insert(orgProgrammes).values({ orgId: atlas, promotions: atlasPromotions, plans: atlasPlans }).onConflictDoNothing()
  }
  await applyClubSettingsOnce(db, demo, atlas)
  if (demo === null) return
  const [member] = await db
    .select()
    .from(users)
    .where(and(eq(users.orgId, demo), eq(users.referralCode, DEMO_MEMBER_REFERRAL_CODE)))
  if (!member) return
  await seedReferrals(db, demo, member.id)
  await seedPoints(db, demo, member.id)
  await issueVacations(db, now)
}

/**
 * Brings a store seeded before the club up to the documented demo, once: the demo's time zone,
 * no daily-deals site (its own /daily-deals page instead), Join now among its products, its
 * promotion images and the demo member's Club Annual plan; atlas's time zone.
 */
function applyClubSettingsOnce(db: Db, demo: number | null, atlas: number | null): Promise<void> {
  return applyOnce(db, 'seed:club-settings', async () => {
    if (demo !== null) {
      await db.update(organisations).set({ timeZone: demoOrganisation.timeZone, dailydealsUrl: null }).where(eq(organisations.id, demo))
      const [last] = await db
        .select({ sort: orgProducts.sort })
        .from(orgProducts)
        .where(eq(orgProducts.orgId, demo))
        .orderBy(asc(orgProducts.sort))
      await db
        .insert(orgProducts)
        .values({ orgId: demo, productId: 'JoinNow', sort: (last?.sort ?? 0) + 100 })
        .onConflictDoNothing()
      await db
        .insert(orgAssets)
        .values(
          demoPromotionAssets.map((a) => ({
            orgId: demo,
            ...a,
            body: Buffer.from(a.body),
            sha256: sha256Hex(a.body),
            updatedAt: new Date(),
          })),
        )
        .onConflictDoNothing()
      const [member] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.orgId, demo), eq(users.referralCode, DEMO_MEMBER_REFERRAL_CODE)))
      if (member) {
        await db
          .update(subscriptions)
          .set({ planCode: 'club', startsAt: new Date(DEMO_PLAN_STARTS_AT) })
          .where(and(eq(subscriptions.userId, member.id), eq(subscriptions.planName, 'Club Annual'), isNull(subscriptions.planCode)))
      }
    }
    if (atlas !== null) await db.update(organisations).set({ timeZone: 'Europe/Madrid' }).where(eq(organisations.id, atlas))
  })
}

/** The member's invited address and referred friends, each friend with what their status needs. */
async function seedReferrals(db: Db, orgId: number, memberId: number): Promise<void> {
  for (const invite of demoInvites) {
    await db
      .insert(referralInvites)
      .values({ orgId, referrerId: memberId, campaignCode: invite.campaign, email: invite.email, invitedAt: new Date(invite.invitedAt) })
      .onConflictDoNothing()
  }
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.orgId, orgId),
        inArray(
          users.email,
          demoFriends.map((f) => f.email),
        ),
      ),
    )
  const stayPlace = await firstHotel(db)
  for (const friend of demoFriends) {
    if (existing.some((e) => e.email === friend.email)) continue
    const [created] = await db
      .insert(users)
      .values({
        orgId,
        email: friend.email,
        firstName: friend.firstName,
        lastName: friend.lastName,
        title: 'Mx',
        nationalityId: 235,
        canUserBook: 1,
        referredByUserId: memberId,
        referralOrg: friend.campaign,
        emailConfirmedAt: friend.confirmed ? new Date(friend.signedUpAt) : null,
        createdAt: new Date(friend.signedUpAt),
      })
      .onConflictDoNothing()
      .returning({ id: users.id })
    if (!created) continue
    if (friend.stay && stayPlace) await seedStay(db, orgId, created.id, friend, stayPlace)
    if (friend.rewardedAt) await seedReward(db, orgId, memberId, created.id, friend)
  }
}

type Place = Awaited<ReturnType<typeof firstHotel>>

/** The first hotel of Cancún and its first room type: where the friends stayed. */
async function firstHotel(db: Db) {
  const [row] = await db
    .select({ property: properties, destination: destinations })
    .from(properties)
    .innerJoin(destinations, eq(destinations.id, properties.destinationId))
    .where(and(eq(properties.destinationId, 'cancun-mx'), eq(properties.kind, 'hotel')))
    .orderBy(asc(properties.rank), asc(properties.id))
    .limit(1)
  if (!row) return null
  const [room] = await db.select().from(roomTypes).where(eq(roomTypes.propertyId, row.property.id)).orderBy(asc(roomTypes.sort)).limit(1)
  return room ? { ...row, room } : null
}

const nightsOf = (checkIn: string, checkOut: string) => Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000)

/** The friend's first booking: a reservation of one hotel item, as a booking would have written it (no rooms held: it is history). */
async function seedStay(db: Db, orgId: number, userId: number, friend: FriendSeed, place: NonNullable<Place>) {
  const stay = friend.stay!
  const { property, destination, room } = place
  const image = { url: propertyImageUrl(property.id, property.images[0]!.file), alt: property.images[0]!.alt }
  const taxes = Math.round(stay.totalMinor * 0.1)
  const [reservation] = await db
    .insert(reservations)
    .values({
      orgId,
      confirmationNumber: stay.confirmationNumber,
      idempotencyKey: `seed-${stay.confirmationNumber}`,
      requestHash: 'seed',
      userId,
      guest: {
        title: 'Mx',
        firstName: friend.firstName,
        lastName: friend.lastName,
        email: friend.email,
        phone: { isdCode: '+1', number: '5550199' },
      },
      currency: 'USD',
      language: 'en-US',
      createdAt: new Date(stay.bookedAt),
    })
    .onConflictDoNothing()
    .returning({ id: reservations.id })
  if (!reservation) return
  await db.insert(reservationItems).values({
    reservationId: reservation.id,
    line: 'hotel',
    product: 'HLT',
    supplier: 'store',
    supplierReference: `SEED-${stay.confirmationNumber}`,
    title: property.name,
    subtitle: room.name,
    image,
    startsOn: stay.checkIn,
    endsOn: stay.checkOut,
    adults: 2,
    children: 0,
    currency: 'USD',
    baseMinor: stay.totalMinor - taxes,
    taxesMinor: taxes,
    feesMinor: 0,
    totalMinor: stay.totalMinor,
    amountDueMinor: stay.totalMinor,
    freeCancellationUntil: null,
    details: {
      line: 'hotel',
      property: {
        id: property.id,
        name: property.name,
        stars: property.stars,
        destinationName: destination.name,
        countryCode: destination.countryCode,
        address: property.address,
        image,
      },
      roomTypeId: room.id,
      roomName: room.name,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights: nightsOf(stay.checkIn, stay.checkOut),
      rooms: 1,
    },
  })
}

/** A reward already issued: the friend's card, and the member's, spent since on a booking (so checkouts offer the member's cards as before). */
async function seedReward(db: Db, orgId: number, memberId: number, friendId: number, friend: FriendSeed) {
  const campaign = demoCampaigns.find((c) => c.code === friend.campaign)!
  const at = new Date(friend.rewardedAt!)
  const [reward] = await db
    .insert(referralRewards)
    .values({ orgId, campaignCode: campaign.code, referrerId: memberId, friendId, rewardedAt: at })
    .onConflictDoNothing()
    .returning({ id: referralRewards.id })
  if (!reward) return
  const issue = (userId: number, amount: { amountMinor: number; currency: string }, side: 'M' | 'F') =>
    issueCard(db, {
      orgId,
      userId,
      programme: clubProgrammes.referral,
      cardCode: `REF-DEMO-${side === 'M' ? 'MEMBER' : 'FRIEND'}-${reward.id}`,
      ...amount,
      issuedAt: at,
      validity: { days: campaign.reward.validityDays },
      reference: `REFERRAL-${reward.id}`,
    })
  const mine = await issue(memberId, campaign.reward.referrer, 'M')
  const theirs = await issue(friendId, campaign.reward.friend, 'F')
  if (mine) {
    const spent = new Date('2026-05-20T12:00:00Z')
    await db.update(walletCards).set({ status: 'REDEEMED', redeemedReference: 'BK-2026-0520' }).where(eq(walletCards.id, mine.id))
    await db.insert(walletCardEvents).values({
      cardId: mine.id,
      at: spent,
      action: 'redeemed',
      amountMinor: campaign.reward.referrer.amountMinor,
      currency: campaign.reward.referrer.currency,
      reference: 'BK-2026-0520',
    })
  }
  await db
    .update(referralRewards)
    .set({ referrerCardId: mine?.id ?? null, friendCardId: theirs?.id ?? null })
    .where(eq(referralRewards.id, reward.id))
}

/** The member's points: the seeded history and the balance it adds up to (written once, with the account). */
async function seedPoints(db: Db, orgId: number, userId: number): Promise<void> {
  const total = demoPoints.reduce((sum, entry) => sum + entry.points, 0)
  const [created] = await db
    .insert(pointsAccounts)
    .values({ userId, orgId, balance: total, earned: total })
    .onConflictDoNothing()
    .returning({ userId: pointsAccounts.userId })
  if (!created) return
  await db.insert(pointsEntries).values(demoPoints.map((entry) => ({ ...entry, userId, orgId, at: new Date(entry.at) })))
}

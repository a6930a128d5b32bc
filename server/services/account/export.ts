import { and, asc, eq, inArray, isNull, gt } from 'drizzle-orm'
import { toIsoDate } from '@contract/calendar'
import {
  agentClients,
  agentProfiles,
  cardProgrammes,
  nationalities,
  quoteItems,
  quotes,
  reservations,
  sessions,
  subscriptions,
  travellers,
  walletCardEvents,
  walletCards,
} from '../../store/schema'
import type { Db } from '../../store/store'
import type { User } from '../auth/sessions'
import type { Organisation } from '../organisation'
import { toReservations } from '../reservations/view'
import { passportNumberOf } from './documents'
import type { Sealer } from './sealing'
import { describeUserAgent } from './sessions-list'
import { travelProfileRow } from './travel-profile'

/** The version of the export's layout: a reader can tell a later one. */
export const EXPORT_FORMAT = 'travel-club-account-export/1'

/**
 * "Download my data" (docs/api.md "My account"): everything we hold about the signed-in person,
 * as one JSON document — the account, the travel profile and travellers (their passport numbers
 * whole: the export is the person's own copy), the active sessions, the bookings they made, the
 * wallet with each card's history, and for an agent the agency, clients and quotes.
 */
export async function exportAccount(db: Db, sealer: Sealer, org: Organisation, user: User, now: Date): Promise<Record<string, unknown>> {
  const [nationality] =
    user.nationalityId === null ? [] : await db.select().from(nationalities).where(eq(nationalities.id, user.nationalityId))
  const plans = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).orderBy(asc(subscriptions.id))
  const profile = await travelProfileRow(db, user.id)
  const saved = await db.select().from(travellers).where(eq(travellers.userId, user.id)).orderBy(asc(travellers.id))
  const live = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
  const own = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.orgId, org.id), eq(reservations.userId, user.id)))
  const cards = await db
    .select({ card: walletCards, programme: cardProgrammes.name, kind: cardProgrammes.kind, services: cardProgrammes.services })
    .from(walletCards)
    .innerJoin(cardProgrammes, eq(cardProgrammes.id, walletCards.programmeId))
    .where(eq(walletCards.userId, user.id))
    .orderBy(asc(walletCards.id))
  const events = cards.length
    ? await db
        .select()
        .from(walletCardEvents)
        .where(
          inArray(
            walletCardEvents.cardId,
            cards.map((c) => c.card.id),
          ),
        )
        .orderBy(asc(walletCardEvents.at))
    : []
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    organisation: org.name,
    account: {
      email: user.email,
      title: user.title,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phoneNumber ? { country: user.phoneCountry, prefix: user.phoneCountryCode, number: user.phoneNumber } : null,
      nationality: nationality?.name ?? null,
      language: user.language,
      currency: user.currencyCode,
      role: user.role,
      referralCode: user.referralCode,
      createdAt: user.createdAt.toISOString(),
      emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
      plans: plans.map((p) => ({
        name: p.planName,
        status: p.planStatus,
        startsAt: p.startsAt.toISOString(),
        endsAt: p.endsAt?.toISOString() ?? null,
      })),
    },
    travelProfile: profile
      ? {
          homeAirport: profile.homeAirport,
          bedType: profile.bedType,
          roomPreferences: profile.roomPreferences,
          dietary: profile.dietary,
          dietaryNotes: profile.dietaryNotes,
          accessibility: profile.accessibility,
          accessibilityNotes: profile.accessibilityNotes,
          frequentFlyer: profile.frequentFlyer,
          hotelLoyalty: profile.hotelLoyalty,
          dateOfBirth: profile.dateOfBirth,
          passport: profile.passportNumberSealed
            ? { number: passportNumberOf(sealer, user.id, profile), country: profile.passportCountry, expiresOn: profile.passportExpiresOn }
            : null,
        }
      : null,
    travellers: saved.map((t) => ({
      title: t.title,
      firstName: t.firstName,
      lastName: t.lastName,
      dateOfBirth: t.dateOfBirth,
      relation: t.relation,
      passport: t.passportNumberSealed
        ? { number: passportNumberOf(sealer, user.id, t), country: t.passportCountry, expiresOn: t.passportExpiresOn }
        : null,
    })),
    sessions: live.map((s) => ({
      ...describeUserAgent(s.userAgent),
      country: s.country,
      ip: s.ip,
      signedInAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
    bookings: await toReservations(db, own, toIsoDate(now)),
    wallet: cards.map(({ card, programme, kind, services }) => ({
      cardCode: card.cardCode,
      kind,
      programme,
      services,
      status: card.status,
      amountMinor: card.amountMinor,
      currency: card.currency,
      issuedAt: card.issuedAt.toISOString(),
      expiresAt: card.expiresAt?.toISOString() ?? null,
      history: events
        .filter((e) => e.cardId === card.id)
        .map((e) => ({
          at: e.at.toISOString(),
          action: e.action,
          amountMinor: e.amountMinor,
          currency: e.currency,
          reference: e.reference,
        })),
    })),
    ...(user.usrType === 1 ? { agent: await agentPart(db, user) } : {}),
  }
}

async function agentPart(db: Db, user: User) {
  const [agency] = await db.select().from(agentProfiles).where(eq(agentProfiles.userId, user.id))
  const clients = await db.select().from(agentClients).where(eq(agentClients.agentId, user.id)).orderBy(asc(agentClients.id))
  const own = await db.select().from(quotes).where(eq(quotes.agentId, user.id)).orderBy(asc(quotes.id))
  const items = own.length
    ? await db
        .select()
        .from(quoteItems)
        .where(
          inArray(
            quoteItems.quoteId,
            own.map((q) => q.id),
          ),
        )
    : []
  return {
    agencyName: agency?.agencyName ?? null,
    agencyNumber: agency?.agencyNumber ?? null,
    credit:
      user.creditLimitMinor === null
        ? null
        : { limitMinor: user.creditLimitMinor, usedMinor: user.creditUsedMinor, currency: user.creditLimitCurrency },
    clients: clients.map((c) => ({
      title: c.title,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phone: { country: c.phoneCountry, prefix: c.phoneIsdCode, number: c.phoneNumber },
      notes: c.notes,
      createdAt: c.createdAt.toISOString(),
    })),
    quotes: own.map((q) => ({
      client: q.clientName,
      clientEmail: q.clientEmail,
      status: q.status,
      currency: q.currency,
      validUntil: q.validUntil,
      createdAt: q.createdAt.toISOString(),
      items: items.filter((i) => i.quoteId === q.id).map((i) => i.selection),
    })),
  }
}

import { and, eq } from 'drizzle-orm'
import { cardProgrammes, organisations, users, walletCardEvents, walletCards } from '../store/schema'
import type { Db } from '../store/store'
import { atlasWalletSeed, demoWalletSeed, type WalletSeed } from './data/wallet'

/**
 * Seeds the organisations' card programmes and the demo member's cards. Programmes and cards are
 * keyed by (organisation, pro_code) and (organisation, card_code): existing rows are left alone
 * (a card spent since keeps its state), and events are written only with a card created now.
 */
export async function seedWallets(db: Db): Promise<void> {
  for (const seed of [demoWalletSeed, atlasWalletSeed]) await seedWallet(db, seed)
}

async function seedWallet(db: Db, seed: WalletSeed): Promise<void> {
  const [org] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, seed.orgCode))
  if (!org) return
  await db
    .insert(cardProgrammes)
    .values(seed.programmes.map((p) => ({ ...p, orgId: org.id })))
    .onConflictDoNothing({ target: [cardProgrammes.orgId, cardProgrammes.proCode] })
  const programmes = await db
    .select({ id: cardProgrammes.id, proCode: cardProgrammes.proCode })
    .from(cardProgrammes)
    .where(eq(cardProgrammes.orgId, org.id))
  const programmeId = new Map(programmes.map((p) => [p.proCode, p.id]))

  for (const { email, cards } of seed.cards) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.orgId, org.id), eq(users.email, email)))
    if (!user) continue
    for (const { proCode, events = [], issuedAt, expiresAt, ...card } of cards) {
      const id = programmeId.get(proCode)
      if (id === undefined) continue
      const [created] = await db
        .insert(walletCards)
        .values({
          ...card,
          orgId: org.id,
          userId: user.id,
          programmeId: id,
          issuedAt: new Date(issuedAt),
          expiresAt: expiresAt ? new Date(expiresAt) : null,
        })
        .onConflictDoNothing({ target: [walletCards.orgId, walletCards.cardCode] })
        .returning({ id: walletCards.id })
      if (!created) continue
      const issued = { at: issuedAt, action: 'issued' as const, amountMinor: card.amountMinor }
      await db.insert(walletCardEvents).values(
        [issued, ...events].map((e) => ({
          cardId: created.id,
          at: new Date(e.at),
          action: e.action,
          amountMinor: e.amountMinor ?? null,
          currency: e.amountMinor === undefined ? null : card.currency,
          reference: 'reference' in e ? (e.reference ?? null) : null,
        })),
      )
    }
  }
}

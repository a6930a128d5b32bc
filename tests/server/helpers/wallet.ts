import { and, eq } from 'drizzle-orm'
import { cardProgrammes, currencies, walletCardEvents, walletCards } from '@server/store/schema'
import type { Db } from '@server/store/store'

/** Issues a card straight in the store (issuing cards is another issue), with its `issued` event. */
export async function issueCard(
  db: Db,
  values: {
    orgId: number
    userId: number
    proCode: string
    cardCode: string
    amountMinor: number
    currency: string
    issuedAt?: Date
    expiresAt?: Date | null
  },
) {
  const [programme] = await db
    .select({ id: cardProgrammes.id })
    .from(cardProgrammes)
    .where(and(eq(cardProgrammes.orgId, values.orgId), eq(cardProgrammes.proCode, values.proCode)))
  const issuedAt = values.issuedAt ?? new Date('2026-01-01T00:00:00Z')
  const [card] = await db
    .insert(walletCards)
    .values({
      orgId: values.orgId,
      userId: values.userId,
      programmeId: programme!.id,
      cardCode: values.cardCode,
      amountMinor: values.amountMinor,
      currency: values.currency,
      issuedAt,
      expiresAt: values.expiresAt ?? null,
    })
    .returning()
  await db
    .insert(walletCardEvents)
    .values({ cardId: card!.id, at: issuedAt, action: 'issued', amountMinor: values.amountMinor, currency: values.currency })
  return card
}

/** Exact decimal text → units of 10^-16, independently of the server's own parser. */
function scaled(text: string): bigint {
  const [whole, fraction = ''] = text.split('.')
  return BigInt(whole + fraction.padEnd(16, '0').slice(0, 16))
}

/** The expected conversion, by hand: amount × to/USD ÷ from/USD, rounded half away from zero, all in integers. */
export async function expectedConversion(db: Db, amountMinor: number, from: string, to: string, digits: Record<string, number>) {
  const rates = new Map((await db.select().from(currencies)).map((c) => [c.code, scaled(c.unitsPerUsd)]))
  const numerator = BigInt(amountMinor) * rates.get(to)! * 10n ** BigInt(digits[to]!)
  const denominator = rates.get(from)! * 10n ** BigInt(digits[from]!)
  const quotient = numerator / denominator
  const remainder = numerator % denominator
  return Number(remainder * 2n >= denominator ? quotient + 1n : quotient)
}

import { z } from 'zod'
import { text } from '@contract/schemas/fields'
import { walletProductCodes } from '@contract/constants'

/*
 * The wallet shapes (wallet entities, §7 wallet calls; docs/api.md#wallet), shared by the server (answers)
 * and the client (src/api/wallet.ts). Every amount is integer minor units of the currency named
 * beside it; converted amounts are rounded half away from zero to the target's minor unit.
 */

export const walletProductCode = z.enum(walletProductCodes)
export const cardStatus = z.enum(['ACTIVE', 'REDEEMED', 'EXPIRED', 'CANCELLED'])
export type CardStatus = z.infer<typeof cardStatus>

/** One use of a card (redemption, release on cancellation, top-up, expiry), newest first. */
export const cardEvent = z.object({
  at: z.string(),
  action: z.enum(['issued', 'redeemed', 'released', 'expired', 'cancelled']),
  /** In the card's own currency. */
  amountMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** The booking it belonged to, when any. */
  reference: z.string().nullable(),
})

const cardBase = {
  card_code: z.string(),
  payment_card_id: z.number().int(),
  pro_code: z.string(),
  status: cardStatus,
  /** The card programme's name, for people ("Hotel night certificate"). */
  name: z.string(),
  issued_at: z.string(),
  expires_at: z.string().nullable(),
  history: z.array(cardEvent),
}

/** The certificate (docs/api.md#wallet). `services` are the products it can pay for; the price is in the requested currency. */
export const certificate = z.object({
  ...cardBase,
  services: z.array(walletProductCode),
  payment_card_redemption_price: z.number().int(),
  currency: z.string(),
  /** The price as issued, in the card's own currency. */
  original: z.object({ amountMinor: z.number().int(), currency: z.string() }),
})
export type Certificate = z.infer<typeof certificate>

/** The discount card (docs/api.md#wallet): `card_amount` in the requested currency; usable for every product. */
export const discountCard = z.object({
  ...cardBase,
  card_amount: z.number().int(),
  currency: z.string(),
  original: z.object({ amountMinor: z.number().int(), currency: z.string() }),
})
export type DiscountCard = z.infer<typeof discountCard>

/** A cash card (the brief (docs/api.md#wallet) does not show its fields; ours): a balance that bookings draw on. */
export const cashCard = z.object({
  ...cardBase,
  balance: z.number().int(),
  currency: z.string(),
  original: z.object({ amountMinor: z.number().int(), currency: z.string() }),
})
export type CashCard = z.infer<typeof cashCard>

/** POST /api/booking/get-paymentcard-by-user (docs/api.md#wallet: request `currency`). Signed-in only. */
export const paymentCardsByUserRequest = z.strictObject({ currency: text().regex(/^[A-Z]{3}$/, 'must be a currency code like EUR') })
export const paymentCardsByUserAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    currency: z.string(),
    certificates: z.array(certificate),
    discountCards: z.array(discountCard),
    cashCards: z.array(cashCard),
  }),
})
export type PaymentCardsByUser = z.infer<typeof paymentCardsByUserAnswer>['data']

/** A card programme an organisation runs. */
export const cardProgramme = z.object({
  payment_card_id: z.number().int(),
  pro_code: z.string(),
  name: z.string(),
  kind: z.enum(['certificate', 'discount', 'cash']),
  services: z.array(walletProductCode),
})

/** POST /api/walletUser/getPaymentCardByOrg (docs/api.md#wallet; shapes ours): the wallet options and card programmes. */
export const paymentCardByOrgAnswer = z.object({
  status: z.literal(true),
  data: z.object({ org_site_wallet: z.string(), programmes: z.array(cardProgramme) }),
})
export type PaymentCardByOrg = z.infer<typeof paymentCardByOrgAnswer>['data']

import type { PaymentCardsByUser } from '@contract/schemas/wallet'

const issued = '2026-01-15T00:00:00.000Z'
const history = [{ at: issued, action: 'issued' as const, amountMinor: null, currency: null, reference: null }]

/** A member's wallet as the server answers it in `currency` (amounts already converted, here at 1:1 for USD and ×0.5 for EUR). */
export function walletIn(currency: 'USD' | 'EUR'): PaymentCardsByUser {
  const k = currency === 'USD' ? 1 : 0.5
  const money = (minor: number) => Math.round(minor * k)
  return {
    currency,
    certificates: [
      {
        card_code: 'CERT-HLT-0001',
        payment_card_id: 1,
        pro_code: 'HLTNIGHT',
        status: 'ACTIVE',
        name: 'Hotel night certificate',
        issued_at: issued,
        expires_at: '2027-01-15T00:00:00.000Z',
        history,
        services: ['HLT'],
        payment_card_redemption_price: money(12000),
        currency,
        original: { amountMinor: 12000, currency: 'USD' },
      },
      {
        card_code: 'CERT-RST-0002',
        payment_card_id: 2,
        pro_code: 'RSTWEEK',
        status: 'REDEEMED',
        name: 'Resort week certificate',
        issued_at: issued,
        expires_at: null,
        history: [
          { at: '2026-03-01T10:00:00.000Z', action: 'redeemed', amountMinor: 45000, currency: 'USD', reference: 'BK-1001' },
          ...history,
        ],
        services: ['RST'],
        payment_card_redemption_price: money(45000),
        currency,
        original: { amountMinor: 45000, currency: 'USD' },
      },
    ],
    discountCards: [
      {
        card_code: 'DISC-0001',
        payment_card_id: 3,
        pro_code: 'DISC25',
        status: 'ACTIVE',
        name: 'Discount card',
        issued_at: issued,
        expires_at: '2026-12-31T00:00:00.000Z',
        history,
        card_amount: money(2500),
        currency,
        original: { amountMinor: 2500, currency: 'USD' },
      },
    ],
    cashCards: [],
  }
}

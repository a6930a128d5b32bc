/**
 * The seeded wallets (README "Demo data"). Dates are fixed, not relative to today, so tests and
 * screenshots stay the same; amounts are integer minor units of their currency.
 */
type ProgrammeSeed = {
  proCode: string
  kind: 'certificate' | 'discount' | 'cash'
  name: string
  services: ('HLT' | 'ACT' | 'RST' | 'STY')[]
}
type EventSeed = { at: string; action: 'redeemed' | 'released' | 'expired' | 'cancelled'; amountMinor?: number; reference?: string }
export type CardSeed = {
  cardCode: string
  proCode: string
  status: 'ACTIVE' | 'REDEEMED' | 'EXPIRED' | 'CANCELLED'
  amountMinor: number
  currency: string
  issuedAt: string
  expiresAt: string | null
  redeemedReference?: string
  /** After the `issued` event every card gets. */
  events?: EventSeed[]
}
export type WalletSeed = { orgCode: string; programmes: ProgrammeSeed[]; cards: { email: string; cards: CardSeed[] }[] }

const EVERY_PRODUCT: ProgrammeSeed['services'] = ['HLT', 'ACT', 'RST', 'STY']

/** Demo: every kind of card (its wallet options are Discount Cards, Certificates, Cash Card, myvacations). */
export const demoWalletSeed: WalletSeed = {
  orgCode: 'demo',
  programmes: [
    { proCode: 'HOTEL-NIGHT', kind: 'certificate', name: 'Hotel night certificate', services: ['HLT'] },
    { proCode: 'RESORT-WEEK', kind: 'certificate', name: 'Resort week certificate', services: ['RST'] },
    { proCode: 'ACTIVITY-STAY', kind: 'certificate', name: 'Activities & stays certificate', services: ['ACT', 'STY'] },
    // Complimentary stays (issue 16): a rental it pays in full is free.
    { proCode: 'COMPLIMENTARY-STAY', kind: 'certificate', name: 'Complimentary stay certificate', services: ['STY'] },
    { proCode: 'TRAVEL-DISCOUNT', kind: 'discount', name: 'Travel discount card', services: EVERY_PRODUCT },
    { proCode: 'CLUB-CASH', kind: 'cash', name: 'Club cash card', services: EVERY_PRODUCT },
  ],
  cards: [
    {
      email: 'member@example.com',
      cards: [
        {
          cardCode: 'CERT-HLT-0001',
          proCode: 'HOTEL-NIGHT',
          status: 'ACTIVE',
          amountMinor: 12_000,
          currency: 'USD',
          issuedAt: '2026-01-15T00:00:00Z',
          expiresAt: '2028-12-31T23:59:59Z',
        },
        {
          cardCode: 'CERT-RST-0001',
          proCode: 'RESORT-WEEK',
          status: 'ACTIVE',
          amountMinor: 45_000,
          currency: 'USD',
          issuedAt: '2026-02-01T00:00:00Z',
          expiresAt: '2028-06-30T23:59:59Z',
        },
        {
          cardCode: 'CERT-ACT-0001',
          proCode: 'ACTIVITY-STAY',
          status: 'REDEEMED',
          amountMinor: 6_000,
          currency: 'USD',
          issuedAt: '2025-11-01T00:00:00Z',
          expiresAt: '2028-03-31T23:59:59Z',
          redeemedReference: 'BK-2026-0314',
          events: [{ at: '2026-03-14T10:30:00Z', action: 'redeemed', amountMinor: 6_000, reference: 'BK-2026-0314' }],
        },
        // Pays a rental of up to 600.00 USD in full: a short stay in most destinations is complimentary.
        // It expires before CERT-ACT-0002 (STY too), so a stay's checkout offers it first and selects it.
        {
          cardCode: 'CERT-STY-0001',
          proCode: 'COMPLIMENTARY-STAY',
          status: 'ACTIVE',
          amountMinor: 60_000,
          currency: 'USD',
          issuedAt: '2026-04-01T00:00:00Z',
          expiresAt: '2028-08-31T23:59:59Z',
        },
        // Activities (issue 16): a certificate the checkout selects for a Paris museum ticket.
        {
          cardCode: 'CERT-ACT-0002',
          proCode: 'ACTIVITY-STAY',
          status: 'ACTIVE',
          amountMinor: 6_000,
          currency: 'USD',
          issuedAt: '2026-04-01T00:00:00Z',
          expiresAt: '2028-10-31T23:59:59Z',
        },
        {
          cardCode: 'DISC-0001',
          proCode: 'TRAVEL-DISCOUNT',
          status: 'ACTIVE',
          amountMinor: 2_500,
          currency: 'USD',
          issuedAt: '2026-01-15T00:00:00Z',
          expiresAt: '2028-01-31T23:59:59Z',
        },
        {
          cardCode: 'DISC-0002',
          proCode: 'TRAVEL-DISCOUNT',
          status: 'ACTIVE',
          amountMinor: 4_000,
          currency: 'EUR',
          issuedAt: '2026-03-01T00:00:00Z',
          expiresAt: '2028-09-30T23:59:59Z',
        },
        // Stored ACTIVE: its expiry passed on 2026-01-31, so every read answers EXPIRED.
        {
          cardCode: 'DISC-0003',
          proCode: 'TRAVEL-DISCOUNT',
          status: 'ACTIVE',
          amountMinor: 1_500,
          currency: 'USD',
          issuedAt: '2025-02-01T00:00:00Z',
          expiresAt: '2026-01-31T23:59:59Z',
        },
        {
          cardCode: 'CASH-0001',
          proCode: 'CLUB-CASH',
          status: 'ACTIVE',
          amountMinor: 15_000,
          currency: 'USD',
          issuedAt: '2026-01-15T00:00:00Z',
          expiresAt: null,
        },
      ],
    },
  ],
}

/** Atlas: certificates and a cash card only, matching its wallet options (Certificates, Cash Card); no accounts, so no cards. */
export const atlasWalletSeed: WalletSeed = {
  orgCode: 'atlas',
  programmes: [
    { proCode: 'HOTEL-NIGHT', kind: 'certificate', name: 'Hotel night certificate', services: ['HLT'] },
    { proCode: 'ACTIVITY-STAY', kind: 'certificate', name: 'Activities & stays certificate', services: ['ACT', 'STY'] },
    { proCode: 'ATLAS-CASH', kind: 'cash', name: 'Atlas cash card', services: EVERY_PRODUCT },
  ],
  cards: [],
}

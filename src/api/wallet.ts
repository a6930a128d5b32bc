import { call } from '@/api/client'
import type { PaymentCardByOrg, PaymentCardsByUser } from '@contract/schemas/wallet'

/** POST /api/walletUser/getPaymentCardByOrg: the organisation's wallet options and card programmes. Throws ApiError. */
export async function getPaymentCardByOrg(signal?: AbortSignal): Promise<PaymentCardByOrg> {
  return (await call('post', 'walletUser/getPaymentCardByOrg', (s) => s.paymentCardByOrgAnswer, { json: {}, signal })).data
}

/**
 * POST /api/booking/get-paymentcard-by-user: the signed-in member's certificates, discount cards
 * and cash cards, amounts converted to `currency` by the server. Throws ApiError (401 signed out).
 */
export async function getPaymentCardsByUser(currency: string, signal?: AbortSignal): Promise<PaymentCardsByUser> {
  return (await call('post', 'booking/get-paymentcard-by-user', (s) => s.paymentCardsByUserAnswer, { json: { currency }, signal })).data
}

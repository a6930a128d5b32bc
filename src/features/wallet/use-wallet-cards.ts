import useSWR from 'swr'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import { getPaymentCardsByUser } from '@/api/wallet'
import { useSettings } from '@/shared/settings/settings-context'

/**
 * The signed-in member's cards in the selected currency (converted by the server). While a new
 * currency loads, the previous answer stays on screen; `retry` asks again after a failure.
 */
export function useWalletCards() {
  const { currency, loading } = useSettings()
  const cards = useSWR<PaymentCardsByUser>(
    loading ? null : ['booking/get-paymentcard-by-user', currency.code],
    () => getPaymentCardsByUser(currency.code),
    {
      keepPreviousData: true,
    },
  )
  return { data: cards.data, failed: Boolean(cards.error), refreshing: cards.isValidating, retry: () => void cards.mutate() }
}

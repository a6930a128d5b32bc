import { useEffect, useState } from 'react'
import type { PaymentConfig } from '@contract/payments'
import { getPaymentConfig } from '@/api/payments'

/**
 * Who takes cards here (GET /api/payments/config), for the checkout's payment step: `loading`,
 * then the config, or null when it could not be learnt (the step then says payments are
 * unavailable rather than guessing a provider).
 */
export function usePaymentConfig(): { loading: boolean; config: PaymentConfig | null } {
  const [answer, setAnswer] = useState<{ loading: boolean; config: PaymentConfig | null }>({ loading: true, config: null })
  useEffect(() => {
    const abort = new AbortController()
    getPaymentConfig(abort.signal).then(
      (config) => setAnswer({ loading: false, config }),
      () => {
        if (!abort.signal.aborted) setAnswer({ loading: false, config: null })
      },
    )
    return () => abort.abort()
  }, [])
  return answer
}

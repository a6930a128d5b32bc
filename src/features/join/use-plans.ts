import useSWR from 'swr'
import { getPlans } from '@/api/plans'
import { useSettings } from '@/shared/settings/settings-context'

/** The organisation's plans, with the member's status in each when signed in; `refresh` after joining. */
export function usePlans(signedIn: boolean) {
  const { language } = useSettings()
  const plans = useSWR(['plans/getPlans', language.code, signedIn], () => getPlans(language.code))
  return { data: plans.data, failed: Boolean(plans.error), retry: () => void plans.mutate(), refresh: () => void plans.mutate() }
}

import useSWR from 'swr'
import { getPointsHistory, getRewardsSummary } from '@/api/rewards'
import { useSettings } from '@/shared/settings/settings-context'

/** The member's points, tier and the programme, in the visitor's language; `refresh` after a redemption. */
export function useRewardsSummary() {
  const { language } = useSettings()
  const summary = useSWR(['rewards/getSummary', language.code], () => getRewardsSummary(language.code))
  return { data: summary.data, error: summary.error as unknown, retry: () => void summary.mutate(), refresh: () => void summary.mutate() }
}

/** One page of the points history, newest first. */
export function usePointsHistory(page: number) {
  const history = useSWR(['rewards/getHistory', page], () => getPointsHistory(page), { keepPreviousData: true })
  return { data: history.data, failed: Boolean(history.error), refresh: () => void history.mutate() }
}

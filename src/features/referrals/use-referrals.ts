import useSWR from 'swr'
import { REFERRAL_PAGE_SIZE } from '@contract/schemas/referrals'
import { getActionsList, getCampaignList, getReferralList } from '@/api/referrals'
import { useSettings } from '@/shared/settings/settings-context'

/** The organisation's referral campaigns with the member's links, in the visitor's language. */
export function useCampaigns() {
  const { language } = useSettings()
  const campaigns = useSWR(['referral/getCampaignList', language.code], () => getCampaignList(language.code))
  return { data: campaigns.data, failed: Boolean(campaigns.error), retry: () => void campaigns.mutate() }
}

/** One page of the member's referrals, five a page (SPEC §9). */
export function useReferralPage(page: number) {
  const { language } = useSettings()
  const referrals = useSWR(
    ['referral/getReferralList', page, language.code],
    () => getReferralList({ page, perPage: REFERRAL_PAGE_SIZE, lang: language.code }),
    { keepPreviousData: true },
  )
  return { data: referrals.data, failed: Boolean(referrals.error), loading: referrals.isValidating, retry: () => void referrals.mutate() }
}

/** What earns the member credit, per campaign. */
export function useReferralActions(member: number | null) {
  const { language } = useSettings()
  const actions = useSWR(['referral/getActionsList', member, language.code], () => getActionsList(member, language.code))
  return { data: actions.data, failed: Boolean(actions.error), retry: () => void actions.mutate() }
}

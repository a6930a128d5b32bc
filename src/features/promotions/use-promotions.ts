import { useEffect } from 'react'
import useSWR from 'swr'
import { getPromotions, recordPromotionVisit } from '@/api/promotions'
import { useSettings } from '@/shared/settings/settings-context'

/** The organisation's running promotions, in the visitor's language. */
export function usePromotions() {
  const { language } = useSettings()
  const promotions = useSWR(['promotions/getPromotions', language.code], () => getPromotions(language.code))
  return { data: promotions.data, failed: Boolean(promotions.error), retry: () => void promotions.mutate() }
}

/**
 * Records that a signed-in member has seen /promotions (SPEC §3 promotions.isPromotionVisited):
 * their next sign-in goes home instead. Once per visit of the page; a failure changes nothing on
 * screen (the next visit records it).
 */
export function useRecordPromotionVisit(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return
    const controller = new AbortController()
    recordPromotionVisit(controller.signal).catch(() => {})
    return () => controller.abort()
  }, [signedIn])
}

import { useLingui } from '@lingui/react/macro'
import type { QuoteStatus } from '@contract/schemas/agent'

/** A calendar date (yyyy-mm-dd) as people read it. */
export function useDay() {
  const { i18n } = useLingui()
  const format = new Intl.DateTimeFormat(i18n.locale || 'en-US', { dateStyle: 'medium', timeZone: 'UTC' })
  return (date: string) => format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`))
}

/** A quote's status in words. */
export function useQuoteStatus() {
  const { t } = useLingui()
  const labels: Record<QuoteStatus, string> = {
    draft: t`Draft`,
    sent: t`Sent`,
    viewed: t`Viewed by the client`,
    accepted: t`Accepted and booked`,
    expired: t({ message: 'Expired', context: 'quote status' }),
  }
  return (status: QuoteStatus) => labels[status]
}

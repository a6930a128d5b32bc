import { useLingui } from '@lingui/react/macro'

/** An instant (ISO 8601) as a date in the visitor's language, as the organisation wrote it (UTC). */
export function useInstantDate(): (iso: string) => string {
  const { i18n } = useLingui()
  const format = new Intl.DateTimeFormat(i18n.locale || 'en-US', { dateStyle: 'medium', timeZone: 'UTC' })
  return (iso) => format.format(new Date(iso))
}

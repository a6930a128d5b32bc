import { useLingui } from '@lingui/react/macro'
import countries from '@/data/countries.json'
import { localCountryName } from '@/lib/country-names'

/** A country's name by its ISO code, in the visitor's language. */
export function useCountryName() {
  const { i18n } = useLingui()
  return (code: string | null) => {
    if (!code) return null
    const entry = countries.find((c) => c.countryCode === code)
    return localCountryName(code, entry?.countryName ?? code, i18n.locale)
  }
}

/** A moment as people read it: "12 Jun 2026, 14:05". */
export function useMoment() {
  const { i18n } = useLingui()
  const format = new Intl.DateTimeFormat(i18n.locale || 'en-US', { dateStyle: 'medium', timeStyle: 'short' })
  return (iso: string) => format.format(new Date(iso))
}

/** A calendar date (yyyy-mm-dd) as people read it, without a time zone shifting it. */
export function useCalendarDate() {
  const { i18n } = useLingui()
  const format = new Intl.DateTimeFormat(i18n.locale || 'en-US', { dateStyle: 'medium', timeZone: 'UTC' })
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`))
}

/** Saves `data` as a JSON file named `name` in the browser's downloads. */
export function downloadJson(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

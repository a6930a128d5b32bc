import { useMemo } from 'react'
import useSWR from 'swr'
import { useLingui } from '@lingui/react/macro'
import countries from '@/data/countries.json'
import { localCountryName } from '@/lib/country-names'
import { getNationalities } from '@/api/lookups'
import type { NationalityEntry } from '@contract/schemas/lookups'

/** The nationalities of the list (a failed lookup falls back to the United States, as everywhere: docs/rules.md#lookups). */
export function useNationalities(): NationalityEntry[] {
  const { data } = useSWR(['general/getNationalities'], () => getNationalities())
  return data ?? []
}

/** The bundled countries with their names in the visitor's language, for the phone picker and the passport's country. */
export function useLocalCountries() {
  const { i18n } = useLingui()
  return useMemo(
    () => countries.map((c) => ({ ...c, countryName: localCountryName(c.countryCode, c.countryName, i18n.locale) })),
    [i18n.locale],
  )
}

/**
 * Countries to choose one from by name (a passport's issuing country): each country once (the
 * bundled list repeats a country per dialling code and runs in dialling-code order), named in the
 * visitor's language and sorted as that language sorts ("Åland" beside "Aland" in Swedish order).
 */
export function useCountryChoices(): { code: string; name: string }[] {
  const { i18n } = useLingui()
  const local = useLocalCountries()
  return useMemo(() => {
    const collator = new Intl.Collator(i18n.locale || 'en-US')
    const once = new Map(local.filter((c) => /^[A-Z]{2}$/.test(c.countryCode)).map((c) => [c.countryCode, c.countryName]))
    return [...once].map(([code, name]) => ({ code, name })).sort((a, b) => collator.compare(a.name, b.name))
  }, [local, i18n.locale])
}

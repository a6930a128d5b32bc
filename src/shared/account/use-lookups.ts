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

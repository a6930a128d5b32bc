/**
 * Builds the bundled country reference list (docs/product.md#country-list), the nationalities list and the flag
 * images from maintained packages. Run with `npm run countries:build`; reruns are byte-identical.
 *
 *   src/data/countries.json       names, ISO codes, dialling prefixes, units, default flag
 *   src/data/nationalities.json   one English demonym per state
 *   public/flags/<code>_80.png    flags rendered from flag-icons
 *
 * The spec's deliberate quirks live in scripts/countries/decisions.ts; src/data/PROVENANCE.md
 * explains them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import isoCountries from 'i18n-iso-countries'
import { Metadata, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js'
import type { CountryCode } from 'libphonenumber-js'
import worldCountries from 'world-countries'
import {
  AREA_CODE_SUFFIXED,
  DEFAULT_COUNTRY,
  EXTRA_STATES,
  FAHRENHEIT_STATES,
  MILES_STATES,
  NO_FLAG,
  SPLIT_COUNTRY,
  TERRITORY_UNITS,
} from './countries/decisions'
import { flagFileName, hasFlagIcon, renderFlags } from './countries/flags'
import { SOURCE_PACKAGES, packageVersion } from './countries/sources'

export type CountryEntry = {
  countryName: string
  countryId: number
  countryCode: string
  countryFlag: string
  isdCode: string
  distanceUnit: 'Miles' | 'Km' | null
  tempUnit: 'C' | 'F' | null
  default_country: 'true' | 'false'
}

export type NationalityEntry = { nationalityId: number; nationalityName: string; nationalityCode: string }

type Draft = Omit<CountryEntry, 'countryId'> & { iso2: string }

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = {
  countries: path.join(root, 'src/data/countries.json'),
  nationalities: path.join(root, 'src/data/nationalities.json'),
  flags: path.join(root, 'public/flags'),
}
const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare
const world = new Map(worldCountries.map((c) => [c.cca2, c]))

function isState(iso2: string): boolean {
  return world.get(iso2)?.independent === true || (EXTRA_STATES as readonly string[]).includes(iso2)
}

/** "+44"; "+1-868" for the areas the spec shows with their NANP area code. */
function isdCodeOf(iso2: CountryCode): string {
  const prefix = `+${getCountryCallingCode(iso2)}`
  if (!(AREA_CODE_SUFFIXED as readonly string[]).includes(iso2)) return prefix
  const metadata = new Metadata()
  metadata.selectNumberingPlan(iso2)
  const areaCode = metadata.numberingPlan?.leadingDigits()
  if (!areaCode || !/^\d{3}$/.test(areaCode)) throw new Error(`no NANP area code for ${iso2}`)
  return `${prefix}-${areaCode}`
}

function unitsOf(iso2: string): Pick<CountryEntry, 'distanceUnit' | 'tempUnit'> {
  if (isState(iso2)) {
    return {
      distanceUnit: (MILES_STATES as readonly string[]).includes(iso2) ? 'Miles' : 'Km',
      tempUnit: (FAHRENHEIT_STATES as readonly string[]).includes(iso2) ? 'F' : 'C',
    }
  }
  return TERRITORY_UNITS[iso2] ?? { distanceUnit: null, tempUnit: null }
}

/** One draft per ISO 3166-1 code with a dialling prefix; the split country becomes its parts. */
function draftEntries(): { drafts: Draft[]; skipped: string[] } {
  const drafts: Draft[] = []
  const skipped: string[] = []
  for (const iso2 of Object.keys(isoCountries.getAlpha2Codes()).sort()) {
    const country = world.get(iso2)
    if (!country) throw new Error(`world-countries has no ${iso2}`)
    if (!isSupportedCountry(iso2)) {
      skipped.push(`${iso2} ${country.name.common}`) // no public numbering plan in libphonenumber
      continue
    }
    if (iso2 !== NO_FLAG && !hasFlagIcon(iso2)) throw new Error(`flag-icons has no flag for ${iso2}`)
    const common = {
      iso2,
      countryFlag: iso2 === NO_FLAG ? 'NULL' : flagFileName(iso2),
      isdCode: isdCodeOf(iso2),
      ...unitsOf(iso2),
      default_country: iso2 === DEFAULT_COUNTRY.code ? 'true' : 'false',
    } as const
    const parts = iso2 === SPLIT_COUNTRY.code ? SPLIT_COUNTRY.parts : [{ code: iso2, name: country.name.common }]
    for (const part of parts) drafts.push({ countryName: part.name, countryCode: part.code, ...common })
  }
  return { drafts, skipped }
}

/**
 * Ids follow the alphabetical order of the English name, starting at 1. The default country is
 * pinned to its docs/rules.md#constants id; names after it continue from that id + 1, so ids stay unique and
 * increase with the name. Ids the pin skips over stay unused.
 */
function assignIds(drafts: Draft[]): Map<Draft, number> {
  const ids = new Map<Draft, number>()
  let next = 1
  for (const draft of [...drafts].sort((a, b) => byName(a.countryName, b.countryName))) {
    if (draft.countryCode === DEFAULT_COUNTRY.code) {
      if (next > DEFAULT_COUNTRY.id) throw new Error(`${next - 1} names sort before the default country`)
      next = DEFAULT_COUNTRY.id
    }
    ids.set(draft, next++)
  }
  return ids
}

/** Numeric order of the calling code, then the NANP area code (none first), then the name. */
function byPrefix(a: CountryEntry, b: CountryEntry): number {
  const key = (isd: string) => isd.slice(1).split('-').map(Number)
  const [ca, aa = -1] = key(a.isdCode)
  const [cb, ab = -1] = key(b.isdCode)
  return ca! - cb! || aa - ab || byName(a.countryName, b.countryName)
}

export function buildCountries(): { countries: CountryEntry[]; skipped: string[] } {
  const { drafts, skipped } = draftEntries()
  const ids = assignIds(drafts)
  const countries = drafts.map(
    (d): CountryEntry => ({
      countryName: d.countryName,
      countryId: ids.get(d)!,
      countryCode: d.countryCode,
      countryFlag: d.countryFlag,
      isdCode: d.isdCode,
      distanceUnit: d.distanceUnit,
      tempUnit: d.tempUnit,
      default_country: d.default_country,
    }),
  )
  return { countries: countries.sort(byPrefix), skipped }
}

export function buildNationalities(countries: CountryEntry[]): NationalityEntry[] {
  const idOf = new Map(countries.map((c) => [c.countryCode, c.countryId]))
  return worldCountries
    .filter((c) => isState(c.cca2) && idOf.has(c.cca2))
    .map((c) => ({ nationalityId: idOf.get(c.cca2)!, nationalityName: c.demonyms.eng!.m, nationalityCode: c.cca2 }))
    .sort((a, b) => byName(a.nationalityName, b.nationalityName) || a.nationalityCode.localeCompare(b.nationalityCode))
}

/** Ids are meant to be stable: say so loudly when a package upgrade renumbers a published entry. */
function reportRenumbering(countries: CountryEntry[]): void {
  if (!existsSync(out.countries)) return
  const before = JSON.parse(readFileSync(out.countries, 'utf8')) as CountryEntry[]
  const previous = new Map(before.map((c) => [c.countryCode, c.countryId]))
  for (const c of countries) {
    const was = previous.get(c.countryCode)
    if (was !== undefined && was !== c.countryId) {
      console.warn(`warning: ${c.countryCode} ${c.countryName} id changes ${was} → ${c.countryId}`)
    }
  }
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
}

function main(): void {
  const { countries, skipped } = buildCountries()
  const nationalities = buildNationalities(countries)
  reportRenumbering(countries)
  writeJson(out.countries, countries)
  writeJson(out.nationalities, nationalities)
  const flagNames = [
    ...countries.filter((c) => c.countryFlag !== 'NULL').map((c) => c.countryFlag.replace(/_\d+\.png$/, '')),
    'eu', // the EUR currency's flag
  ]
  const bytes = renderFlags(flagNames, out.flags)
  console.log(SOURCE_PACKAGES.map((p) => `${p}@${packageVersion(p)}`).join(', '))
  console.log(`countries.json: ${countries.length} entries; nationalities.json: ${nationalities.length} entries`)
  console.log(`skipped (no dialling prefix in libphonenumber-js): ${skipped.join(', ')}`)
  console.log(`public/flags: ${new Set(flagNames).size} PNGs, ${bytes} bytes`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()

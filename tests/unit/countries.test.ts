/**
 * The bundled country reference list (docs/product.md#country-list), its flags and the nationalities list.
 * Expected sets below are the spec's statements plus the decisions written down in
 * src/data/PROVENANCE.md; facts (names, codes, prefixes, demonyms) are checked against the packages.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js'
import worldCountries from 'world-countries'
import { describe, expect, it } from 'vitest'
import countriesJson from '@/data/countries.json'
import nationalitiesJson from '@/data/nationalities.json'
import { buildCountries, buildNationalities } from '../../scripts/build-countries'

type Country = {
  countryName: string
  countryId: number
  countryCode: string
  countryFlag: string
  isdCode: string
  distanceUnit: string | null
  tempUnit: string | null
  default_country: string
}

const countries = countriesJson as Country[]
const nationalities = nationalitiesJson as { nationalityId: number; nationalityName: string; nationalityCode: string }[]
const flagsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/flags')
const world = new Map(worldCountries.map((c) => [c.cca2, c]))
const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare
const iso2Of = (c: Country) => c.countryCode.split('-')[0]
const codesWhere = (pick: (c: Country) => boolean) =>
  countries
    .filter(pick)
    .map((c) => c.countryCode)
    .sort()
const prefixKey = (isd: string) => isd.slice(1).split('-').map(Number)

/** Miles (docs/product.md#country-list): US, UK, Liberia, Myanmar, Samoa, plus the island territories in PROVENANCE.md. */
const MILES = ['US', 'GB', 'LR', 'MM', 'WS', 'AS', 'GU', 'MP', 'VI', 'VG', 'KY', 'FK', 'GG', 'IM', 'JE']
/** F (docs/product.md#country-list): US, Bahamas, Cayman Islands, Belize, Palau. */
const FAHRENHEIT = ['US', 'BS', 'KY', 'BZ', 'PW']

describe('bundled country list: shape', () => {
  it('has about 250 entries', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240)
    expect(countries.length).toBeLessThanOrEqual(260)
  })

  it('has exactly the spec fields, in order, with the spec types', () => {
    for (const c of countries) {
      expect(Object.keys(c)).toEqual([
        'countryName',
        'countryId',
        'countryCode',
        'countryFlag',
        'isdCode',
        'distanceUnit',
        'tempUnit',
        'default_country',
      ])
      expect(c.countryName).toMatch(/\S/)
      expect(Number.isInteger(c.countryId) && c.countryId > 0).toBe(true)
      expect(c.countryCode).toMatch(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/)
      expect(c.countryFlag === 'NULL' || /^[a-z]{2}_80\.png$/.test(c.countryFlag)).toBe(true)
      expect(c.isdCode).toMatch(/^\+[1-9]\d{0,2}(-\d{3})?$/)
      expect([null, 'Miles', 'Km']).toContain(c.distanceUnit)
      expect([null, 'C', 'F']).toContain(c.tempUnit)
      expect(['true', 'false']).toContain(c.default_country)
    }
  })

  it('is exactly what scripts/build-countries.ts generates from the installed packages', () => {
    const { countries: built } = buildCountries()
    expect(built).toEqual(countries)
    expect(buildNationalities(built)).toEqual(nationalities)
  })
})

describe('bundled country list: dialling prefixes', () => {
  it('is ordered by numeric calling code, then area code, then name', () => {
    for (let i = 1; i < countries.length; i++) {
      const [a, b] = [countries[i - 1], countries[i]]
      const [ca, aa = -1] = prefixKey(a!.isdCode)
      const [cb, ab = -1] = prefixKey(b!.isdCode)
      const order = ca! - cb! || aa - ab || byName(a!.countryName, b!.countryName)
      expect(order, `${a!.countryName} (${a!.isdCode}) before ${b!.countryName} (${b!.isdCode})`).toBeLessThan(0)
    }
  })

  it('takes every prefix from libphonenumber-js', () => {
    for (const c of countries) {
      const iso2 = iso2Of(c)
      expect(isSupportedCountry(iso2!), iso2).toBe(true)
      if (isSupportedCountry(iso2!)) expect(c.isdCode.split('-')[0]).toBe(`+${getCountryCallingCode(iso2)}`)
    }
  })

  it.each(['+1', '+44', '+47', '+61', '+262', '+590', '+599', '+7'])('shares %s among several countries', (prefix) => {
    expect(countries.filter((c) => c.isdCode === prefix).length).toBeGreaterThanOrEqual(2)
  })

  it('shows the NANP members as +1, and only Trinidad and Tobago with a dash (+1-868)', () => {
    expect(countries.filter((c) => c.isdCode.includes('-'))).toEqual([expect.objectContaining({ countryCode: 'TT', isdCode: '+1-868' })])
    const nanp = countries.filter((c) => c.isdCode.startsWith('+1'))
    expect(nanp.map((c) => c.countryCode)).toEqual(expect.arrayContaining(['US', 'CA', 'JM', 'PR', 'BS']))
    expect(nanp.filter((c) => c.isdCode !== '+1').map((c) => c.countryCode)).toEqual(['TT'])
  })

  it('groups the shared prefixes named in the brief', () => {
    const members = (prefix: string) => codesWhere((c) => c.isdCode === prefix)
    expect(members('+44')).toEqual(['GB', 'GG', 'IM', 'JE'])
    expect(members('+47')).toEqual(['NO', 'SJ'])
    expect(members('+61')).toEqual(['AU', 'CC', 'CX'])
    expect(members('+262')).toEqual(['RE', 'YT'])
    expect(members('+590')).toEqual(['BL', 'GP', 'MF'])
    expect(members('+599')).toEqual(['BQ-BO', 'BQ-SA', 'BQ-SE', 'CW'])
    expect(members('+7')).toEqual(['KZ', 'RU'])
  })
})

describe('bundled country list: names, codes and ids', () => {
  it('lists one country three times, each with a longer code variant', () => {
    const longer = countries.filter((c) => c.countryCode.length > 2)
    expect(longer).toHaveLength(3)
    expect(new Set(longer.map(iso2Of)).size).toBe(1)
    expect(new Set(longer.map((c) => c.countryCode)).size).toBe(3)
    expect(new Set(longer.map((c) => c.isdCode)).size).toBe(1)
    expect(countries.some((c) => c.countryCode === iso2Of(longer[0]!))).toBe(false)
  })

  it('uses world-countries names for every ISO code and no code twice', () => {
    expect(new Set(countries.map((c) => c.countryCode)).size).toBe(countries.length)
    for (const c of countries.filter((e) => e.countryCode.length === 2)) {
      expect(c.countryName).toBe(world.get(c.countryCode)?.name.common)
    }
  })

  it('has unique ids that follow the alphabetical order of names', () => {
    expect(new Set(countries.map((c) => c.countryId)).size).toBe(countries.length)
    const alphabetical = [...countries].sort((a, b) => byName(a.countryName, b.countryName))
    for (let i = 1; i < alphabetical.length; i++) {
      expect(alphabetical[i]!.countryId).toBeGreaterThan(alphabetical[i - 1]!.countryId)
    }
  })

  it('marks only the United States as default, with id 235, +1, Miles and F', () => {
    const defaults = countries.filter((c) => c.default_country === 'true')
    expect(defaults).toEqual([
      expect.objectContaining({
        countryName: 'United States',
        countryCode: 'US',
        countryId: 235,
        isdCode: '+1',
        distanceUnit: 'Miles',
        tempUnit: 'F',
      }),
    ])
  })
})

describe('bundled country list: units', () => {
  it('uses Miles exactly for the documented list', () => {
    expect(codesWhere((c) => c.distanceUnit === 'Miles')).toEqual([...MILES].sort())
  })

  it('uses F exactly for the United States, Bahamas, Cayman Islands, Belize and Palau', () => {
    expect(codesWhere((c) => c.tempUnit === 'F')).toEqual([...FAHRENHEIT].sort())
  })

  it('mostly uses Km and C where a unit is given', () => {
    const distances = countries.filter((c) => c.distanceUnit !== null)
    const temps = countries.filter((c) => c.tempUnit !== null)
    expect(distances.filter((c) => c.distanceUnit === 'Km').length / distances.length).toBeGreaterThan(0.8)
    expect(temps.filter((c) => c.tempUnit === 'C').length / temps.length).toBeGreaterThan(0.8)
  })

  it('gives every state its units and leaves many dependent territories null', () => {
    const isState = (c: Country) => world.get(iso2Of(c)!)?.independent === true
    for (const c of countries.filter(isState)) {
      expect(c.distanceUnit, c.countryName).not.toBeNull()
      expect(c.tempUnit, c.countryName).not.toBeNull()
    }
    const bothNull = countries.filter((c) => c.distanceUnit === null && c.tempUnit === null)
    expect(bothNull.length).toBeGreaterThanOrEqual(25)
    expect(bothNull.filter(isState)).toEqual([])
  })
})

describe('bundled country list: flags', () => {
  it('has exactly one NULL flag', () => {
    expect(countries.filter((c) => c.countryFlag === 'NULL')).toHaveLength(1)
  })

  it('names each flag after its country code', () => {
    for (const c of countries.filter((e) => e.countryFlag !== 'NULL')) {
      expect(c.countryFlag).toBe(`${iso2Of(c)!.toLowerCase()}_80.png`)
    }
  })

  it.each([...new Set([...countries.map((c) => c.countryFlag).filter((f) => f !== 'NULL'), 'eu_80.png'])])(
    'has public/flags/%s, an 80 px wide PNG',
    (file) => {
      const full = path.join(flagsDir, file)
      expect(existsSync(full)).toBe(true)
      const png = readFileSync(full)
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
      expect(png.readUInt32BE(16)).toBe(80)
    },
  )
})

describe('nationalities list', () => {
  const countryById = new Map(countries.map((c) => [c.countryId, c]))

  it('has unique ids and codes, each id being that country in countries.json', () => {
    expect(nationalities.length).toBeGreaterThan(190)
    expect(new Set(nationalities.map((n) => n.nationalityId)).size).toBe(nationalities.length)
    expect(new Set(nationalities.map((n) => n.nationalityCode)).size).toBe(nationalities.length)
    for (const n of nationalities) {
      expect(Object.keys(n)).toEqual(['nationalityId', 'nationalityName', 'nationalityCode'])
      expect(countryById.get(n.nationalityId)?.countryCode).toBe(n.nationalityCode)
    }
  })

  it('uses the world-countries English demonym and is sorted by it', () => {
    for (const n of nationalities) expect(n.nationalityName).toBe(world.get(n.nationalityCode)?.demonyms.eng!.m)
    for (let i = 1; i < nationalities.length; i++) {
      expect(byName(nationalities[i - 1]!.nationalityName, nationalities[i]!.nationalityName)).toBeLessThanOrEqual(0)
    }
  })

  it('has one entry per state, and US is "American" with id 235', () => {
    const states = worldCountries.filter((c) => c.independent === true).map((c) => c.cca2)
    expect(nationalities.map((n) => n.nationalityCode)).toEqual(expect.arrayContaining(states))
    expect(nationalities.find((n) => n.nationalityCode === 'US')).toEqual({
      nationalityId: 235,
      nationalityName: 'American',
      nationalityCode: 'US',
    })
  })
})

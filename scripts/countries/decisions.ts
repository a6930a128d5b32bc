/**
 * The deliberate decisions behind the bundled country list (docs/product.md#country-list).
 * Everything else (names, ISO codes, dialling prefixes, flags, demonyms) comes from the packages;
 * src/data/PROVENANCE.md explains each decision below in prose.
 */

/** docs/rules.md#constants: the default country is the United States, id 235. */
export const DEFAULT_COUNTRY = { code: 'US', id: 235 } as const

/**
 * Areas whose dialling prefix libphonenumber-js keeps a separate numbering plan for, but the list
 * shows with the NANP area code appended ("+1-868"). the brief (docs/product.md#country-list) names exactly one: Trinidad and
 * Tobago. Every other NANP member is shown as plain "+1". The area code itself is read from the
 * libphonenumber metadata (leading digits of the numbering plan), not typed here.
 */
export const AREA_CODE_SUFFIXED = ['TT'] as const

/**
 * docs/product.md#country-list: "one country appears three times with different codes", with a longer code variant.
 * We use the Caribbean Netherlands (ISO 3166-1 BQ), split into its three ISO 3166-2:BQ special
 * municipalities. Names and codes are the ISO 3166-2 ones; the dialling prefix (+599) and the flag
 * (flag-icons bq.svg) are those of BQ.
 */
export const SPLIT_COUNTRY = {
  code: 'BQ',
  parts: [
    { code: 'BQ-BO', name: 'Bonaire' },
    { code: 'BQ-SA', name: 'Saba' },
    { code: 'BQ-SE', name: 'Sint Eustatius' },
  ],
} as const

/**
 * docs/product.md#country-list: exactly one entry has the flag "NULL". flag-icons has a flag for every code in the list,
 * so we choose the one territory with no flag of its own: Western Sahara is a UN non-self-governing
 * territory without an official flag; flag-icons' eh.svg is the flag of the Sahrawi Arab Democratic
 * Republic, one party to the dispute, while most of the territory is administered by Morocco.
 * Showing no flag takes no side.
 */
export const NO_FLAG = 'EH'

/**
 * Who gets real units. world-countries marks 194 states `independent`; we add the three states of
 * limited recognition that issue their own passports (they also get a nationality entry).
 * Dependent territories get null units ("fall back to null where none is given"; docs/product.md#country-list) unless
 * listed in TERRITORY_UNITS.
 */
export const EXTRA_STATES = ['PS', 'TW', 'XK'] as const

/** docs/product.md#country-list: sovereign states measuring road distance in miles. All other states use Km. */
export const MILES_STATES = ['US', 'GB', 'LR', 'MM', 'WS'] as const

/**
 * docs/product.md#country-list: sovereign states using Fahrenheit. All other states use C. (In reality Liberia, the
 * Marshall Islands and Micronesia also use F at least partly; the spec restricts F to these.)
 */
export const FAHRENHEIT_STATES = ['US', 'BS', 'BZ', 'PW'] as const

type Units = { distanceUnit: 'Miles' | 'Km'; tempUnit: 'C' | 'F' | null }

/**
 * docs/product.md#country-list "a few island territories" with miles: the inhabited US insular areas, the British Crown
 * Dependencies and three UK overseas territories, all with road distances and speed limits in
 * miles. Temperature is given only where the spec allows the real unit: C for the Crown
 * Dependencies and the Falklands, F for the Cayman Islands (named in the spec). The US areas and
 * the British Virgin Islands use F in practice, which the brief (docs/product.md#country-list) does not allow, so it stays null
 * rather than a wrong C. Puerto Rico is left out on purpose: its road distances are signposted in
 * km. Other dependent territories stay null: null means "not given", not "metric".
 */
export const TERRITORY_UNITS: Record<string, Units> = {
  AS: { distanceUnit: 'Miles', tempUnit: null }, // American Samoa
  GU: { distanceUnit: 'Miles', tempUnit: null }, // Guam
  MP: { distanceUnit: 'Miles', tempUnit: null }, // Northern Mariana Islands
  VI: { distanceUnit: 'Miles', tempUnit: null }, // United States Virgin Islands
  VG: { distanceUnit: 'Miles', tempUnit: null }, // British Virgin Islands
  KY: { distanceUnit: 'Miles', tempUnit: 'F' }, // Cayman Islands
  FK: { distanceUnit: 'Miles', tempUnit: 'C' }, // Falkland Islands
  GG: { distanceUnit: 'Miles', tempUnit: 'C' }, // Guernsey
  IM: { distanceUnit: 'Miles', tempUnit: 'C' }, // Isle of Man
  JE: { distanceUnit: 'Miles', tempUnit: 'C' }, // Jersey
}

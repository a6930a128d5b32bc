import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { HouseRuleCode, StayAmenityCode, UnitType } from '@contract/schemas/stays'

/** The name of each kind of rental (contract/schemas/stays.ts unitTypes). */
export const unitTypeLabels = {
  condo: msg`Condo`,
  apartment: msg`Apartment`,
  villa: msg`Villa`,
  house: msg`Holiday home`,
} as const satisfies Record<UnitType, MessageDescriptor>

/** A rental's amenities (contract/schemas/stays.ts stayAmenityCodes). */
export const stayAmenityLabels = {
  wifi: msg`Free Wi-Fi`,
  kitchen: msg`Kitchen`,
  washer: msg`Washing machine`,
  'air-conditioning': msg`Air conditioning`,
  pool: msg`Shared pool`,
  'private-pool': msg`Private pool`,
  'hot-tub': msg`Hot tub`,
  parking: msg`Parking`,
  'sea-view': msg`Sea view`,
  garden: msg`Garden`,
  bbq: msg`Barbecue`,
  fireplace: msg`Fireplace`,
  workspace: msg`Workspace`,
  'pet-friendly': msg`Pets allowed`,
  accessible: msg`Step-free access`,
  crib: msg`Cot for a baby`,
} as const satisfies Record<StayAmenityCode, MessageDescriptor>

/** A rental's house rules (contract/schemas/stays.ts houseRuleCodes). */
export const houseRuleLabels = {
  'no-smoking': msg`No smoking inside`,
  'no-parties': msg`No parties or events`,
  'quiet-hours': msg`Quiet hours from 22:00 to 08:00`,
  'no-pets': msg`No pets`,
  'pets-allowed': msg`Pets are welcome`,
  'id-at-check-in': msg`Photo ID at check-in`,
  'sort-waste': msg`Please sort your waste for recycling`,
} as const satisfies Record<HouseRuleCode, MessageDescriptor>

const labelOf =
  <K extends string>(labels: Record<K, MessageDescriptor>) =>
  (i18n: I18n, code: string) =>
    code in labels ? i18n._(labels[code as K]) : code

/** The label of a unit type in `i18n`'s language; an unknown code as it is. */
export const unitTypeLabel = labelOf(unitTypeLabels)
/** The label of a rental's amenity; an unknown code (another supplier's) as it is. */
export const stayAmenityLabel = labelOf(stayAmenityLabels)
/** The words of a house rule; an unknown code as it is. */
export const houseRuleLabel = labelOf(houseRuleLabels)

/** A weekday's name in `locale` (0 Sunday … 6 Saturday), from Intl. */
export function weekdayName(day: number, locale: string): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + day)))
}

/** Weekday names joined as a list in `locale` ("Saturday or Sunday"). */
export function weekdayList(days: readonly number[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(days.map((day) => weekdayName(day, locale)))
}

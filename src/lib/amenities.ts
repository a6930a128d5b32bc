import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { isAmenityCode, type AmenityCode } from '@contract/amenities'

/** The label of every amenity code of the contract (contract/amenities.ts). */
export const amenityLabels = {
  // Property
  wifi: msg`Free Wi-Fi`,
  pool: msg`Swimming pool`,
  spa: msg`Spa`,
  gym: msg`Fitness centre`,
  restaurant: msg`Restaurant`,
  bar: msg`Bar`,
  parking: msg`Parking`,
  beach: msg`Beachfront`,
  'kids-club': msg`Kids' club`,
  'airport-shuttle': msg`Airport shuttle`,
  'pet-friendly': msg`Pets allowed`,
  'all-inclusive': msg`All-inclusive`,
  'room-service': msg`Room service`,
  accessible: msg`Accessible rooms`,
  breakfast: msg`Breakfast included`,
  // Room
  'air-conditioning': msg`Air conditioning`,
  balcony: msg`Balcony`,
  'sea-view': msg`Sea view`,
  'city-view': msg`City view`,
  kitchenette: msg`Kitchenette`,
  bathtub: msg`Bathtub`,
  minibar: msg`Minibar`,
  workspace: msg`Workspace`,
} as const satisfies Record<AmenityCode, MessageDescriptor>

/** The label of an amenity code in `i18n`'s language; an unknown code (another supplier's) as it is. */
export const amenityLabel = (i18n: I18n, code: string) => (isAmenityCode(code) ? i18n._(amenityLabels[code]) : code)

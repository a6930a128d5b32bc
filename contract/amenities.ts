/**
 * Every amenity code the supplier answers (properties and room types). The store supplier's seed
 * uses only these codes; the client labels them (src/lib/amenities.ts) and shows an unknown code
 * from another supplier as the code itself, never dropped.
 */
/** Property-level codes, in the order a search's filter lists them. */
export const propertyAmenityCodes = [
  'wifi',
  'pool',
  'spa',
  'gym',
  'restaurant',
  'bar',
  'parking',
  'beach',
  'kids-club',
  'airport-shuttle',
  'pet-friendly',
  'all-inclusive',
  'room-service',
  'accessible',
  'breakfast',
] as const

/** Room-level codes. */
export const roomAmenityCodes = [
  'air-conditioning',
  'balcony',
  'sea-view',
  'city-view',
  'kitchenette',
  'bathtub',
  'minibar',
  'workspace',
] as const

export const amenityCodes = [...propertyAmenityCodes, ...roomAmenityCodes] as const

export type AmenityCode = (typeof amenityCodes)[number]

const known: ReadonlySet<string> = new Set(amenityCodes)

export const isAmenityCode = (code: string): code is AmenityCode => known.has(code)

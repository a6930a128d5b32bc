import type { Kind } from '../supplier'

/*
 * What each of a property's generated pictures shows. The seed writes the alternative texts from
 * this list and the image route (server/routes/booking-images.ts) draws the same scene, so the
 * text a screen reader hears matches the picture.
 */

export type ImageTheme = 'exterior' | 'beach' | 'pool' | 'room' | 'restaurant' | 'spa' | 'lobby' | 'view'

/** At least four themes for every property: exterior, room, lobby and view always apply. */
export const MIN_IMAGES = 4

/** The scenes of a property's pictures, in order; `count` of them (at most the ones that apply). */
export function propertyImageThemes(property: { amenities: readonly string[] }, count: number): ImageTheme[] {
  const has = (code: string) => property.amenities.includes(code)
  const themes: ImageTheme[] = ['exterior']
  if (has('beach')) themes.push('beach')
  if (has('pool')) themes.push('pool')
  themes.push('room')
  if (has('restaurant')) themes.push('restaurant')
  if (has('spa')) themes.push('spa')
  themes.push('lobby', 'view')
  return themes.slice(0, count)
}

/** The alternative text of a picture of `theme` at the property called `name`. */
export function imageAlt(theme: ImageTheme, name: string, kind: Kind): string {
  switch (theme) {
    case 'exterior':
      return kind === 'resort' ? `${name} seen from its gardens` : `${name} from the street`
    case 'beach':
      return `The beach at ${name}`
    case 'pool':
      return `The pool at ${name}`
    case 'room':
      return `A guest room at ${name}`
    case 'restaurant':
      return `The restaurant at ${name}`
    case 'spa':
      return `The spa at ${name}`
    case 'lobby':
      return `The lobby of ${name}`
    case 'view':
      return `The view from ${name}`
  }
}

/** Where a property's picture is served: `file` as the seed stores it (`3.svg`, `rooms/<roomTypeId>.svg`). */
export const propertyImageUrl = (propertyId: string, file: string) => `/api/booking/images/${propertyId}/${file}`

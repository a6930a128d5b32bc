import type { UnitType } from '@contract/schemas/stays'
import { propertyImageSvg } from '../store/images-svg'

/*
 * What each of a rental's generated pictures shows. The seed writes the alternative texts from
 * this list and the image route (server/routes/stays.ts) draws the same scene with the hotel
 * inventory's shapes, so the text a screen reader hears matches the picture.
 */

export type StayImageTheme = 'outside' | 'living' | 'bedroom' | 'pool' | 'beach' | 'view'

/** The scenes of a unit's pictures, in order: outside, living room and bedroom always; a pool, the sea and the view where it has them. */
export function stayImageThemes(unit: { amenities: readonly string[] }): StayImageTheme[] {
  const has = (code: string) => unit.amenities.includes(code)
  const themes: StayImageTheme[] = ['outside', 'living', 'bedroom']
  if (has('pool') || has('private-pool')) themes.push('pool')
  if (has('sea-view')) themes.push('beach')
  themes.push('view')
  return themes
}

/** A house stands in a garden; a flat in a building on a street. */
const standsAlone = (type: UnitType) => type === 'villa' || type === 'house'

/** The alternative text of a picture of `theme` at the unit called `name`. */
export function stayImageAlt(theme: StayImageTheme, name: string, type: UnitType): string {
  switch (theme) {
    case 'outside':
      return standsAlone(type) ? `${name} seen from its garden` : `The building of ${name}`
    case 'living':
      return `The living room of ${name}`
    case 'bedroom':
      return `A bedroom of ${name}`
    case 'pool':
      return `The pool at ${name}`
    case 'beach':
      return `The beach near ${name}`
    case 'view':
      return `The view from ${name}`
  }
}

/** Where a unit's picture is served: `file` as the seed stores it (`2.svg`). */
export const stayImageUrl = (unitId: string, file: string) => `/api/stays/images/${unitId}/${file}`

/** A unit's picture of `theme`, titled `alt`: the hotel inventory's scenes, a house's in a garden, a flat's on a street. */
export function stayImageSvg(unitId: string, type: UnitType, theme: StayImageTheme, alt: string, index: number): string {
  const kind = standsAlone(type) ? 'resort' : 'hotel'
  const scene = { outside: 'exterior', living: 'lobby', bedroom: 'room', pool: 'pool', beach: 'beach', view: 'view' } as const
  return propertyImageSvg(unitId, kind, scene[theme], alt, index)
}

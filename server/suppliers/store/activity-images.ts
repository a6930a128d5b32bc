import type { ActivityCategory } from '@contract/schemas/activities'
import { createPrng, type Prng } from '../../seed/data/inventory-prng'
import { building, defs, hills, palette, type Palette, palm, pendant, rect, sea, sky, skyline, sun, table } from './svg-shapes'

/*
 * An activity's generated pictures (issue 16): its category's scene, a group with its guide, and
 * the view over its city. The seed writes the alternative texts from this list and the image route
 * draws the same scene, so what a screen reader hears matches the picture.
 */

export type ActivityImageTheme = ActivityCategory | 'group' | 'view'

/** The scenes of an activity's three pictures, in order. */
export const activityImageThemes = (category: ActivityCategory): ActivityImageTheme[] => [category, 'group', 'view']

export function activityImageAlt(theme: ActivityImageTheme, subject: string, city: string): string {
  switch (theme) {
    case 'museum':
      return `The galleries of ${subject}`
    case 'attraction':
      return `${subject} seen from below`
    case 'day-trip':
      return `The road to ${subject}`
    case 'tour':
      return `A street of ${subject}`
    case 'food-wine':
      return `A table laid with ${subject} dishes and wine`
    case 'water-sports':
      return `A sail on ${subject}`
    case 'show':
      return `The stage of ${subject}`
    case 'group':
      return `A small group listening to its guide in ${city}`
    case 'view':
      return `The view over ${city}`
  }
}

/** Where an activity's picture is served: `file` as the seed stores it (`1.svg`). */
export const activityImageUrl = (activityId: string, file: string) => `/api/activities/images/${activityId}/${file}`

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

const person = (x: number, y: number, colour: string) =>
  `<circle cx="${x}" cy="${y - 70}" r="16" fill="#e0b48a"/>${rect(x - 18, y - 52, 36, 52, colour, ' rx="10"')}`

function museum(prng: Prng, p: Palette): string {
  const frames = [120, 330, 540].map(
    (x) => rect(x, 110, 150, 110, '#8a6a3a') + rect(x + 10, 120, 130, 90, prng.pick([p.accent, p.green, p.sky, p.accentDark])),
  )
  return [
    rect(0, 0, 800, 500, p.wall),
    rect(0, 380, 800, 120, '#b9a58a'),
    ...frames,
    person(260, 420, p.accentDark),
    person(600, 430, p.accent),
  ].join('')
}

function attraction(prng: Prng, p: Palette): string {
  const x = prng.int(300, 420)
  const tower = `<path d="M${x} 430 L${x + 50} 60 L${x + 100} 430 Z" fill="${p.accentDark}"/>${rect(x + 20, 250, 60, 10, p.wall)}`
  return [sky(430), sun(prng.int(80, 220), 90, 40), skyline(430, prng, p.skyLight), tower, rect(0, 430, 800, 70, '#8d8d8d')].join('')
}

function dayTrip(prng: Prng, p: Palette): string {
  const road = `<path d="M330 500 L390 300 L410 300 L470 500 Z" fill="#6d6d6d"/>`
  const coach = rect(prng.int(420, 460), 400, 150, 60, p.accent, ' rx="10"') + rect(440, 410, 100, 20, p.skyLight)
  return [sky(300), sun(prng.int(500, 720), 80, 44), hills(300, p.green), rect(0, 300, 800, 200, p.green), road, coach].join('')
}

function tour(prng: Prng, p: Palette): string {
  return [
    sky(500),
    building(40, 120, 240, 320, 6, p),
    building(520, 150, 240, 290, 5, p, p.skyLight),
    rect(0, 440, 800, 60, '#a39e93'),
    person(360, 460, p.accent),
    person(420, 460, p.accentDark),
    person(prng.int(470, 500), 460, p.green),
  ].join('')
}

function foodWine(prng: Prng, p: Palette): string {
  const glasses = [300, 360, 480].map(
    (x) => `<path d="M${x} 300 h30 l-6 40 h-18 z" fill="#7b1e3a" opacity="0.85"/>${rect(x + 13, 340, 4, 30, '#cccccc')}`,
  )
  return [
    rect(0, 0, 800, 500, p.wall),
    rect(0, 360, 800, 140, '#9c7550'),
    pendant(400, 100),
    table(prng.int(380, 420), 380, p),
    ...glasses,
  ].join('')
}

function waterSports(prng: Prng, p: Palette): string {
  const x = prng.int(250, 450)
  const sail = `<path d="M${x} 330 L${x + 90} 330 L${x + 45} 160 Z" fill="#ffffff"/>${rect(x - 10, 330, 110, 22, p.accentDark, ' rx="8"')}`
  return [sky(260), sun(prng.int(520, 720), 90, 44), sea(260, 240, p), sail, palm(40, 300, 160, p)].join('')
}

function show(prng: Prng, p: Palette): string {
  const lights = [200, 400, 600].map((x) => `<path d="M${x} 0 L${x - 80} 380 L${x + 80} 380 Z" fill="#fff3b0" opacity="0.25"/>`)
  return [
    rect(0, 0, 800, 500, '#1d1b2e'),
    rect(0, 0, 140, 400, '#8b1e2d'),
    rect(660, 0, 140, 400, '#8b1e2d'),
    rect(0, 380, 800, 40, '#5a3b1c'),
    ...lights,
    person(prng.int(340, 460), 380, p.accent),
  ].join('')
}

function group(prng: Prng, p: Palette): string {
  const people = [0, 1, 2, 3, 4].map((i) => person(200 + i * 90, 460, prng.pick([p.accent, p.accentDark, p.green, p.sky])))
  return [sky(500), skyline(440, prng, p.skyLight), rect(0, 440, 800, 60, '#a39e93'), rect(120, 300, 12, 160, '#444444'), ...people].join(
    '',
  )
}

function view(prng: Prng, p: Palette): string {
  return [sky(500), sun(prng.int(80, 720), prng.int(80, 140), 50), skyline(400, prng, p.skyLight), skyline(500, prng, p.accentDark)].join(
    '',
  )
}

/** The picture of `theme` for the activity `activityId`, titled `alt`. */
export function activityImageSvg(activityId: string, theme: ActivityImageTheme, alt: string, index: number): string {
  const p = palette(createPrng(activityId))
  const prng = createPrng(`${activityId}:${index}`)
  const scenes: Record<ActivityImageTheme, () => string> = {
    museum: () => museum(prng, p),
    attraction: () => attraction(prng, p),
    'day-trip': () => dayTrip(prng, p),
    tour: () => tour(prng, p),
    'food-wine': () => foodWine(prng, p),
    'water-sports': () => waterSports(prng, p),
    show: () => show(prng, p),
    group: () => group(prng, p),
    view: () => view(prng, p),
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" aria-labelledby="title"><title id="title">${escapeXml(alt)}</title>${defs(p)}${scenes[theme]()}</svg>`
}

import { createPrng, type Prng } from '../../seed/data/inventory-prng'
import type { Kind } from '../supplier'
import type { ImageTheme } from './image-themes'
import {
  bed,
  building,
  defs,
  hills,
  lounger,
  palette,
  type Palette,
  palm,
  pendant,
  plant,
  pool,
  rect,
  roomWindow,
  sea,
  sky,
  skyline,
  sun,
  table,
  umbrella,
} from './svg-shapes'

/*
 * The supplier's pictures, drawn: a scene per theme with colours and placement drawn from the
 * property's (or room's) id, so the same URL always answers the same bytes. No script, no
 * external reference, a <title> with the alternative text.
 */

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

function svg(title: string, p: Palette, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" aria-labelledby="title"><title id="title">${escapeXml(title)}</title>${defs(p)}${body}</svg>`
}

function exterior(prng: Prng, p: Palette, kind: Kind): string {
  const parts = [sky(500), sun(prng.int(560, 720), prng.int(60, 110), 42)]
  if (kind === 'resort') {
    parts.push(rect(0, 380, 800, 120, p.green), building(150, 230, 500, 150, 3, p), palm(70, 420, 190, p), palm(690, 430, 170, p))
  } else {
    const w = prng.int(260, 360)
    parts.push(
      skyline(330, prng, p.skyLight),
      rect(0, 430, 800, 70, '#8d8d8d'),
      building(400 - w / 2, prng.int(90, 150), w, 340, prng.int(6, 9), p),
    )
    parts.push(rect(400 - 60, 370, 120, 60, p.accentDark), rect(400 - 90, 360, 180, 14, p.accent))
  }
  return parts.join('')
}

function beach(prng: Prng, p: Palette): string {
  return [
    sky(230),
    sun(prng.int(100, 700), 90, 46),
    sea(230, 110, p),
    rect(0, 340, 800, 160, '#f0dcaa'),
    palm(prng.int(40, 120), 470, 230, p),
    umbrella(prng.int(380, 460), 360, p),
    lounger(prng.int(480, 560), 450, p),
    lounger(prng.int(620, 680), 460, p),
  ].join('')
}

function poolScene(prng: Prng, p: Palette, kind: Kind): string {
  const backdrop = kind === 'resort' ? palm(680, 300, 200, p) + palm(60, 300, 170, p) : building(80, 90, 640, 210, 4, p)
  return [
    sky(300),
    backdrop,
    rect(0, 300, 800, 200, '#e8e2d4'),
    pool(prng.int(90, 160), 330, 480, 120),
    lounger(650, 470, p),
    lounger(40, 480, p),
  ].join('')
}

function roomScene(prng: Prng, p: Palette, seaView: boolean): string {
  const view = seaView ? sea(200, 90, p) : skyline(290, prng, p.wall)
  return [
    rect(0, 0, 800, 500, p.wall),
    rect(0, 400, 800, 100, '#b48a60'),
    roomWindow(470, 70, 260, 220, p, view),
    bed(prng.int(60, 110), 380, 330, p),
    pendant(prng.int(420, 450), 110),
  ].join('')
}

function restaurant(prng: Prng, p: Palette): string {
  return [
    rect(0, 0, 800, 500, p.wall),
    rect(0, 380, 800, 120, '#9c7550'),
    pendant(200, 120),
    pendant(420, 100),
    pendant(640, 130),
    table(200, 330, p),
    table(prng.int(420, 460), 350, p),
    table(640, 320, p),
    plant(60, 420, p),
  ].join('')
}

function spa(prng: Prng, p: Palette): string {
  const stones = [0, 1, 2].map(
    (i) => `<ellipse cx="${400}" cy="${360 - i * 34}" rx="${80 - i * 18}" ry="${18 - i * 2}" fill="#5f6b6d" opacity="${0.9 - i * 0.15}"/>`,
  )
  const candles = [250, 560].map(
    (x) => rect(x, 330, 26, 50, '#fff8e7', ' rx="4"') + `<ellipse cx="${x + 13}" cy="322" rx="6" ry="11" fill="#f2c14e"/>`,
  )
  return [
    rect(0, 0, 800, 500, p.skyLight),
    rect(0, 380, 800, 120, p.accentDark),
    ...stones,
    ...candles,
    plant(prng.int(80, 140), 420, p),
    plant(700, 420, p),
  ].join('')
}

function lobby(prng: Prng, p: Palette): string {
  return [
    rect(0, 0, 800, 500, p.wall),
    rect(0, 380, 800, 120, '#d8d2c4'),
    rect(260, 280, 280, 100, p.accentDark, ' rx="6"'),
    rect(250, 270, 300, 16, p.accent),
    rect(330, 60, 140, 180, p.skyLight, ' opacity="0.7"'),
    pendant(400, 120),
    plant(120, 400, p),
    plant(prng.int(660, 700), 400, p),
  ].join('')
}

function viewScene(prng: Prng, p: Palette, kind: Kind): string {
  const parts = [sky(500), sun(prng.int(80, 720), prng.int(80, 140), 50)]
  if (kind === 'resort') parts.push(hills(300, p.green), sea(300, 200, p))
  else parts.push(skyline(400, prng, p.skyLight), skyline(500, prng, p.accentDark))
  return parts.join('')
}

/** A property's picture of `theme`, titled `alt`. */
export function propertyImageSvg(propertyId: string, kind: Kind, theme: ImageTheme, alt: string, index: number): string {
  const p = palette(createPrng(propertyId))
  const prng = createPrng(`${propertyId}:${index}`)
  const scenes: Record<ImageTheme, () => string> = {
    exterior: () => exterior(prng, p, kind),
    beach: () => beach(prng, p),
    pool: () => poolScene(prng, p, kind),
    room: () => roomScene(prng, p, kind === 'resort'),
    restaurant: () => restaurant(prng, p),
    spa: () => spa(prng, p),
    lobby: () => lobby(prng, p),
    view: () => viewScene(prng, p, kind),
  }
  return svg(alt, p, scenes[theme]())
}

/** A room type's picture, titled `alt`; a sea view shows the sea through the window. */
export function roomImageSvg(roomTypeId: string, alt: string, seaView: boolean): string {
  const p = palette(createPrng(roomTypeId))
  return svg(alt, p, roomScene(createPrng(`${roomTypeId}:room`), p, seaView))
}

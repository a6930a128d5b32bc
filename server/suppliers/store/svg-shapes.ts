import type { Prng } from '../../seed/data/inventory-prng'

/*
 * Flat shapes the generated pictures are made of, each answering SVG markup. Coordinates are on
 * an 800 × 500 canvas; colours come from the caller's palette, so every property looks its own.
 */

export type Palette = { sky: string; skyLight: string; wall: string; accent: string; accentDark: string; green: string; sea: string }

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`

/** Colours from the picture's seed: a hue for the walls and a complementary accent. */
export function palette(prng: Prng): Palette {
  const hue = prng.int(0, 359)
  const skyHue = prng.int(190, 215)
  return {
    sky: hsl(skyHue, 70, 62),
    skyLight: hsl(skyHue, 80, 88),
    wall: hsl(hue, 35, 78),
    accent: hsl(hue + 180, 55, 52),
    accentDark: hsl(hue + 180, 45, 32),
    green: hsl(prng.int(95, 140), 45, 38),
    sea: hsl(prng.int(185, 200), 65, 45),
  }
}

export const defs = (p: Palette) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky}"/><stop offset="1" stop-color="${p.skyLight}"/></linearGradient></defs>`

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`

export const sky = (height: number) => rect(0, 0, 800, height, 'url(#sky)')
export const sun = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffd76a"/>`

export function sea(y: number, height: number, p: Palette): string {
  const waves = [0, 1, 2].map((i) => {
    const wy = y + 12 + i * (height / 3)
    return `<path d="M0 ${wy} q50 -8 100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`
  })
  return rect(0, y, 800, height, p.sea) + waves.join('')
}

/** A building with a grid of windows. */
export function building(x: number, y: number, w: number, h: number, floors: number, p: Palette, colour = p.wall): string {
  const cols = Math.max(2, Math.floor(w / 36))
  const gapX = w / cols
  const gapY = h / (floors + 1)
  const windows: string[] = []
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++)
      windows.push(
        rect(
          Math.round(x + c * gapX + gapX * 0.25),
          Math.round(y + 14 + f * gapY),
          Math.round(gapX * 0.5),
          Math.round(gapY * 0.55),
          p.skyLight,
          ' opacity="0.9"',
        ),
      )
  }
  return rect(x, y, w, h, colour) + rect(x - 6, y - 10, w + 12, 12, p.accentDark) + windows.join('')
}

export function palm(x: number, baseY: number, height: number, p: Palette): string {
  const topX = x + 24
  const topY = baseY - height
  const leaves = [-60, -25, 10, 45, 80, 120].map(
    (angle) => `<ellipse cx="${topX + 38}" cy="${topY}" rx="44" ry="11" fill="${p.green}" transform="rotate(${angle} ${topX} ${topY})"/>`,
  )
  return `<path d="M${x} ${baseY} Q${x + 4} ${baseY - height / 2} ${topX} ${topY}" stroke="#8a5a2b" stroke-width="11" fill="none" stroke-linecap="round"/>${leaves.join('')}`
}

export function pool(x: number, y: number, w: number, h: number): string {
  const ripples = [0.3, 0.6].map(
    (f) => `<path d="M${x + 20} ${y + h * f} q30 -6 60 0 t60 0 t60 0" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>`,
  )
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="#4fc3e8" stroke="#e8e2d4" stroke-width="10"/>${ripples.join('')}`
}

export const lounger = (x: number, y: number, p: Palette) =>
  `<path d="M${x} ${y} l70 0 l22 -22" stroke="${p.accent}" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M${x + 6} ${y} l0 14 M${x + 62} ${y} l0 14" stroke="#6b6b6b" stroke-width="4"/>`

export const umbrella = (x: number, y: number, p: Palette) =>
  `<path d="M${x} ${y} l0 90" stroke="#6b6b6b" stroke-width="5"/><path d="M${x - 55} ${y + 10} Q${x} ${y - 40} ${x + 55} ${y + 10} Z" fill="${p.accent}"/>`

export function bed(x: number, y: number, w: number, p: Palette): string {
  return [
    rect(x, y - 90, 26, 130, p.accentDark),
    rect(x + 26, y - 20, w, 60, '#f6f2ea', ' rx="8"'),
    rect(x + 40, y - 42, 70, 26, '#ffffff', ' rx="10"'),
    rect(x + 40, y + 2, 70, 26, '#ffffff', ' rx="10"'),
    rect(x + 130, y - 24, w - 104, 68, p.accent, ' rx="8" opacity="0.85"'),
    rect(x + 26, y + 40, w, 14, p.accentDark),
  ].join('')
}

/** A window showing `view` (drawn on the whole canvas, clipped to the pane). */
export const roomWindow = (x: number, y: number, w: number, h: number, p: Palette, view: string) =>
  `<clipPath id="pane"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath><g clip-path="url(#pane)">${rect(x, y, w, h, p.skyLight)}${view}</g>` +
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#ffffff" stroke-width="10"/><path d="M${x + w / 2} ${y} l0 ${h}" stroke="#ffffff" stroke-width="6"/>`

export const plant = (x: number, y: number, p: Palette) =>
  `${rect(x - 18, y - 36, 36, 36, p.accentDark, ' rx="4"')}<ellipse cx="${x}" cy="${y - 70}" rx="30" ry="42" fill="${p.green}"/>`

export const pendant = (x: number, y: number) =>
  `<path d="M${x} 0 l0 ${y}" stroke="#444" stroke-width="2"/><path d="M${x - 24} ${y + 22} Q${x} ${y - 12} ${x + 24} ${y + 22} Z" fill="#f2c14e"/>`

export const table = (x: number, y: number, p: Palette) =>
  `<ellipse cx="${x}" cy="${y}" rx="60" ry="16" fill="#ffffff"/>${rect(x - 4, y, 8, 60, '#6b6b6b')}${rect(x - 92, y - 10, 22, 70, p.accent, ' rx="6"')}${rect(x + 70, y - 10, 22, 70, p.accent, ' rx="6"')}`

export function skyline(y: number, prng: Prng, colour: string): string {
  const towers: string[] = []
  for (let x = 0; x < 800; x += prng.int(40, 80)) {
    const h = prng.int(40, 150)
    towers.push(rect(x, y - h, prng.int(30, 60), h, colour))
  }
  return towers.join('')
}

export const hills = (y: number, colour: string) =>
  `<path d="M0 ${y} Q140 ${y - 110} 300 ${y - 30} T620 ${y - 60} T800 ${y - 20} L800 ${y + 10} L0 ${y + 10} Z" fill="${colour}"/>`

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { flagIconsDir } from './sources'

/** Width of every bundled flag image; docs/product.md#country-list "flag image names carry a size suffix of 80". */
export const FLAG_WIDTH = 80

/** File name of a flag image for a flag-icons name ("us" → "us_80.png"). */
export function flagFileName(flagName: string): string {
  return `${flagName.toLowerCase()}_${FLAG_WIDTH}.png`
}

/** Whether flag-icons ships a 4x3 SVG for this name. */
export function hasFlagIcon(flagName: string): boolean {
  return existsSync(path.join(flagIconsDir(), `${flagName.toLowerCase()}.svg`))
}

/**
 * Renders flag-icons' 4x3 SVGs to 80 px wide PNGs in outDir, and removes stale `*_80.png` files
 * there, so the folder holds exactly the flags the data refers to. resvg writes no metadata chunks
 * and renders deterministically, so reruns give byte-identical files.
 */
export function renderFlags(flagNames: readonly string[], outDir: string): number {
  mkdirSync(outDir, { recursive: true })
  const wanted = new Set(flagNames.map(flagFileName))
  for (const file of readdirSync(outDir)) {
    if (file.endsWith(`_${FLAG_WIDTH}.png`) && !wanted.has(file)) rmSync(path.join(outDir, file))
  }
  let bytes = 0
  for (const name of [...new Set(flagNames)].sort()) {
    const svg = readFileSync(path.join(flagIconsDir(), `${name.toLowerCase()}.svg`))
    const png = new Resvg(svg, {
      fitTo: { mode: 'width', value: FLAG_WIDTH },
      font: { loadSystemFonts: false },
    })
      .render()
      .asPng()
    writeFileSync(path.join(outDir, flagFileName(name)), png)
    bytes += png.length
  }
  return bytes
}

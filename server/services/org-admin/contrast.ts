/**
 * WCAG 2.x contrast (success criteria 1.4.3 and 1.4.11) for an organisation's brand colours, so
 * `npm run org` refuses a brand the product cannot show readably. Pure: no store, no files.
 */

/** A colour as `#rrggbb`. */
export type HexColour = string

/** AA minimums: normal-size text, and non-text UI such as the focus indicator. */
export const minimumContrast = { text: 4.5, focus: 3 } as const

/**
 * The product's own theme colours the brand colours meet, as src/styles.css sets them on :root
 * (a server test reads that file, so the two cannot drift).
 */
export const themeColours = {
  surface: '#ffffff',
  muted: '#f3f4f6',
  onPrimary: '#ffffff',
} as const

function channels(hex: HexColour): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`)
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)]
}

/** WCAG 2.x relative luminance of an sRGB colour: 0 for black, 1 for white. */
export function relativeLuminance(hex: HexColour): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2.x contrast ratio of two colours, from 1 (the same) to 21 (black on white); symmetric. */
export function contrastRatio(a: HexColour, b: HexColour): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/** A ratio as people read it: one decimal, rounded down so a failing ratio never prints as the minimum. */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 10) / 10}:1`
}

type Pair = { foreground: HexColour; background: HexColour; need: keyof typeof minimumContrast; where: string }

/**
 * Where the primary colour meets the theme (src/styles.css, ui/button.tsx): as text and links on
 * the page and on grey panels; under white text on buttons, banners and the chosen calendar day
 * (a hovered button darkens, --brand-primary-hover, so it contrasts at least as much); as the
 * focus outline on the page and on grey panels. The accent colour only draws a decorative border
 * beside text that carries the meaning, so it has no minimum.
 */
function primaryPairs(primary: HexColour): Pair[] {
  const { surface, muted, onPrimary } = themeColours
  return [
    { foreground: primary, background: surface, need: 'text', where: 'links and brand text' },
    { foreground: primary, background: muted, need: 'text', where: 'brand text on grey panels' },
    { foreground: onPrimary, background: primary, need: 'text', where: 'button and banner text' },
    { foreground: primary, background: surface, need: 'focus', where: 'focus ring' },
    { foreground: primary, background: muted, need: 'focus', where: 'focus ring on grey panels' },
  ]
}

/**
 * The brand colour pairs below WCAG AA, each as one sentence naming the pair and its ratio:
 * `#facc15 on #ffffff gives 1.5:1 (links and brand text), text needs 4.5:1`. Empty when the brand passes.
 */
export function brandContrastProblems(branding: { primaryColor: HexColour }): string[] {
  const problems: string[] = []
  for (const { foreground, background, need, where } of primaryPairs(branding.primaryColor)) {
    const ratio = contrastRatio(foreground, background)
    const minimum = minimumContrast[need]
    if (ratio >= minimum) continue
    const what = need === 'text' ? 'text' : 'the focus indicator'
    problems.push(`${foreground} on ${background} gives ${formatRatio(ratio)} (${where}), ${what} needs ${minimum}:1`)
  }
  return problems
}

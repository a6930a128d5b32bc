import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { brandContrastProblems, contrastRatio, formatRatio, relativeLuminance, themeColours } from '@server/services/org-admin/contrast'
import { atlasOrganisationSeed } from '@server/seed/data/atlas-organisation'
import { demoOrganisationSeed } from '@server/seed/data/demo-organisation'

describe('the WCAG 2.x contrast formula', () => {
  it('gives luminance 0 to black and 1 to white, and 21:1 between them either way round', () => {
    expect(relativeLuminance('#000000')).toBe(0)
    expect(relativeLuminance('#FFFFFF')).toBe(1)
    expect(contrastRatio('#000000', '#ffffff')).toBe(21)
    expect(contrastRatio('#ffffff', '#000000')).toBe(21)
    expect(contrastRatio('#0b5cab', '#0b5cab')).toBe(1)
  })

  it('uses the linear segment below 0.04045 (sRGB 10/255) and the power curve above', () => {
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(10 / 255 / 12.92, 10)
    expect(relativeLuminance('#0b0b0b')).toBeCloseTo(((11 / 255 + 0.055) / 1.055) ** 2.4, 10)
    // Green weighs most, blue least.
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 10)
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 10)
  })

  it('puts #767676 just over 4.5:1 on white and #777777 just under', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio('#767676', '#ffffff')).toBeLessThan(4.55)
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5)
    expect(contrastRatio('#777777', '#ffffff')).toBeGreaterThan(4.45)
  })

  it('puts #949494 just over 3:1 on white and #959595 just under', () => {
    expect(contrastRatio('#949494', '#ffffff')).toBeGreaterThanOrEqual(3)
    expect(contrastRatio('#949494', '#ffffff')).toBeLessThan(3.05)
    expect(contrastRatio('#959595', '#ffffff')).toBeLessThan(3)
  })

  it('prints a ratio rounded down, so a failing one never reads as the minimum', () => {
    expect(formatRatio(4.4998)).toBe('4.4:1')
    expect(formatRatio(2.9953)).toBe('2.9:1')
    expect(formatRatio(1.531)).toBe('1.5:1')
    expect(formatRatio(21)).toBe('21:1')
  })
})

describe('brandContrastProblems', () => {
  it('names every pair a yellow primary fails, with its ratio and the minimum', () => {
    expect(brandContrastProblems({ primaryColor: '#facc15' })).toEqual([
      '#facc15 on #ffffff gives 1.5:1 (links and brand text), text needs 4.5:1',
      '#facc15 on #f3f4f6 gives 1.3:1 (brand text on grey panels), text needs 4.5:1',
      '#ffffff on #facc15 gives 1.5:1 (button and banner text), text needs 4.5:1',
      '#facc15 on #ffffff gives 1.5:1 (focus ring), the focus indicator needs 3:1',
      '#facc15 on #f3f4f6 gives 1.3:1 (focus ring on grey panels), the focus indicator needs 3:1',
    ])
  })

  it('passes a primary just over 4.5:1 on the grey panels and refuses one just under', () => {
    expect(contrastRatio('#6f6f6f', themeColours.muted)).toBeGreaterThanOrEqual(4.5)
    expect(brandContrastProblems({ primaryColor: '#6f6f6f' })).toEqual([])
    expect(brandContrastProblems({ primaryColor: '#707070' })).toEqual([
      '#707070 on #f3f4f6 gives 4.4:1 (brand text on grey panels), text needs 4.5:1',
    ])
  })

  it('refuses the focus ring just under 3:1 on the grey panels, and not just over', () => {
    const focus = (colour: string) => brandContrastProblems({ primaryColor: colour }).filter((p) => p.includes('focus indicator'))
    expect(focus('#8d8d8d')).toEqual([])
    expect(focus('#8e8e8e')).toEqual(['#8e8e8e on #f3f4f6 gives 2.9:1 (focus ring on grey panels), the focus indicator needs 3:1'])
  })

  it('passes the seeded organisations and the example organisation file', () => {
    const example = JSON.parse(readFileSync('docs/examples/organisation/coastline.json', 'utf8')) as { branding: { primaryColor: string } }
    for (const primaryColor of [
      demoOrganisationSeed.organisation.primaryColor,
      atlasOrganisationSeed.organisation.primaryColor,
      example.branding.primaryColor,
    ]) {
      expect(brandContrastProblems({ primaryColor }), primaryColor).toEqual([])
    }
  })

  it('checks against the theme colours src/styles.css really sets', () => {
    const css = readFileSync('src/styles.css', 'utf8')
    const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? ''
    const variable = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(root)?.[1]?.toLowerCase()
    expect({ surface: variable('surface'), muted: variable('muted'), onPrimary: variable('brand-on-primary') }).toEqual(themeColours)
  })
})

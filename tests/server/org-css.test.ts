import { describe, expect, it } from 'vitest'
import { checkOrgCss, MAX_CSS_BYTES } from '@server/services/org-css'
import { atlasOrganisationSeed } from '@server/seed/data/atlas-organisation'

describe('organisation CSS check', () => {
  it("accepts plain rules and the organisation's own assets", () => {
    expect(checkOrgCss('header { color: #123; background: url(/api/brand/atlas/wave.svg) }', 'atlas')).toEqual([])
    expect(checkOrgCss('@import url("/api/brand/atlas/extra.css"); a { color: red }', 'atlas')).toEqual([])
    expect(checkOrgCss('h1 { background: image-set("/api/brand/atlas/a.png" 1x) }', 'atlas')).toEqual([])
  })

  it('accepts the seeded sheets', () => {
    const { cssPreLogin, cssPostLogin } = atlasOrganisationSeed.organisation
    expect(checkOrgCss(cssPreLogin!, 'atlas')).toEqual([])
    expect(checkOrgCss(cssPostLogin!, 'atlas')).toEqual([])
  })

  it.each([
    ['@import url(https://evil.example/x.css);', 'loads "https://evil.example/x.css"'],
    ["@import 'https://evil.example/x.css';", 'loads "https://evil.example/x.css"'],
    ['@import //evil.example/x.css;', '@import whose target cannot be checked'],
    ['a { background: url(https://tracker.example/pixel.gif) }', 'loads "https://tracker.example/pixel.gif"'],
    ['a { background: url(/api/brand/demo/logo.svg) }', 'loads "/api/brand/demo/logo.svg"'],
    ['a { background: url(/api/brand/atlas/../../demo/x.svg) }', 'loads "/api/brand/atlas/../../demo/x.svg"'],
    ['a { background: url(data:image/svg+xml;base64,AAAA) }', 'loads "data:image/svg+xml;base64,AAAA"'],
    ['a { background: \\75 rl(https://evil.example/a.png) }', 'loads "https://evil.example/a.png"'],
    ['a { background: u\\rl(https://evil.example/a.png) }', 'loads "https://evil.example/a.png"'],
    ['a { background: image-set("https://evil.example/a.png" 1x) }', 'loads "https://evil.example/a.png"'],
    ['</style><script>alert(1)</script>', 'contains markup'],
    ['a { color: red } </STYLE >', 'contains markup'],
    ['a { width: expression(alert(1)) }', 'uses expression()'],
    ['a { -moz-binding: url(/api/brand/atlas/x.xml) }', 'uses -moz-binding'],
  ])('refuses %s', (css, problem) => {
    expect(checkOrgCss(css, 'atlas').join('; ')).toContain(problem)
  })

  it('refuses a sheet over the size limit', () => {
    expect(checkOrgCss(`a{color:red}${' '.repeat(MAX_CSS_BYTES)}`, 'atlas')).toContain(`is larger than ${MAX_CSS_BYTES / 1024} KB`)
  })
})

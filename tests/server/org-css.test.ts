import { describe, expect, it } from 'vitest'
import { checkOrgCss, MAX_CSS_BYTES, readOrgCss } from '@server/services/org-css'
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
    // The browser reads an escaped url( as url(; css-tree does not, and a sheet it cannot read is refused.
    ['a { background: \\75 rl(https://evil.example/a.png) }', 'cannot be read exactly as a browser would'],
    ['a { background: u\\rl(https://evil.example/a.png) }', 'cannot be read exactly as a browser would'],
    ['a { background: image-set("https://evil.example/a.png" 1x) }', 'loads "https://evil.example/a.png"'],
    ['</style><script>alert(1)</script>', 'contains markup'],
    ['a { color: red } </STYLE >', 'contains markup'],
    ['a { width: expression(alert(1)) }', 'uses expression()'],
    ['a { -moz-binding: url(/api/brand/atlas/x.xml) }', 'uses -moz-binding'],
  ])('refuses %s', (css, problem) => {
    expect(checkOrgCss(css, 'atlas').join('; ')).toContain(problem)
  })

  // Issue 14, finding 9: the check could be walked out of with encoded dots.
  it('refuses encoded dots that walk out of the folder (issue 14, finding 9)', () => {
    expect(checkOrgCss('a { background: url(/api/brand/atlas/%2e%2e/demo/logo.svg) }', 'atlas')).toEqual([
      `loads "/api/brand/atlas/%2e%2e/demo/logo.svg" (the browser reads it as /api/brand/demo/logo.svg), which is not one of the organisation's own assets (/api/brand/atlas/…)`,
    ])
    expect(checkOrgCss('a { background: url(%2E%2E/%2E%2E/session) }', 'atlas').join('; ')).toContain(
      'the browser reads it as /api/session',
    )
  })

  /** Where the browser would fetch from: resolved by the URL standard as the sheet is served. */
  const own = (address: string) => readOrgCss(`a { background: url("${address}") }`, 'atlas')

  // At the folder's edge: a file directly in /api/brand/atlas/ loads, anything one step out does not.
  it.each([
    ['/api/brand/atlas/logo.svg', 'logo.svg'],
    ['/api/brand/atlas/./logo.svg', 'logo.svg'],
    ['/api/brand/atlas/x/../logo.svg', 'logo.svg'],
    ['/api/brand/atlas/%2e/logo.svg', 'logo.svg'],
    ['../../brand/atlas/logo.svg', 'logo.svg'],
    ['/api/brand/atlas/wave.v2_final-1.png', 'wave.v2_final-1.png'],
  ])('accepts %s: the file %s of the folder', (address, file) => {
    expect(own(address)).toEqual({ problems: [], ownFiles: [file] })
  })

  it.each([
    ['/api/brand/atlas/', 'the folder itself'],
    ['/api/brand/atlas', 'the folder without its slash'],
    ['/api/brand/atlas/..', 'its parent'],
    ['/api/brand/atlas/../', 'its parent'],
    ['/api/brand/atlas/%2e%2e/atlas-2/logo.svg', 'a sibling folder, by encoded dots'],
    ['/api/brand/atlas/.%2e/demo/logo.svg', 'one dot encoded'],
    ['/api/brand/atlas/%2E./demo/logo.svg', 'the other dot encoded, upper case'],
    ['/api/brand/atlas/..\\demo\\logo.svg', 'backslashes'],
    ['/api/brand/atlas\\..\\demo/logo.svg', 'backslashes before the dots'],
    ['/api/brand/atlas/.\\9 ./demo/logo.svg', 'a tab between the dots (the URL parser drops it)'],
    ['/api/brand/atlas//logo.svg', 'a double slash'],
    ['/api/brand/atlas/sub/logo.svg', 'a subfolder'],
    ['/api/brand/atlas-2/logo.svg', 'a folder whose name starts with the code'],
    ['/api/brand/atlas/logo.svg?v=1', 'a query'],
    ['/api/brand/atlas/icons.svg#star', 'a fragment'],
    ['/api/brand/atlas/a%2fb.svg', 'an encoded slash'],
    ['/api/brand/atlas/%252e%252e/demo/logo.svg', 'double-encoded dots'],
    ['//evil.example/api/brand/atlas/logo.svg', 'another host, scheme-relative'],
    ['\\\\evil.example/api/brand/atlas/logo.svg', 'another host, by backslashes'],
    ['https://organisation.invalid/api/brand/atlas/logo.svg', 'a full URL, even of the placeholder origin'],
    ['http://localhost/api/brand/atlas/logo.svg', 'a full URL of our own host'],
    ['data:image/svg+xml,<svg/>', 'data:'],
    ['javascript:alert(1)', 'javascript:'],
    ['logo.svg', 'a relative address (the browser resolves it against the sheet, /api/general/getCss/)'],
    ['', 'an empty address'],
  ])('refuses %s: %s', (address) => {
    const reading = own(address)
    expect(reading.ownFiles).toEqual([])
    expect(reading.problems.join('; ')).toContain("which is not one of the organisation's own assets (/api/brand/atlas/…)")
  })

  it.each([
    ['@import "/api/brand/atlas/%2e%2e/demo/x.css";', 'an @import string'],
    ['@font-face { font-family: F; src: url(/api/brand/atlas/%2e%2e/demo/x.woff2) format("woff2") }', 'a font'],
    ['a { background: src("/api/brand/atlas/%2e%2e/demo/x.png") }', 'src()'],
    ['a { background: image("/api/brand/atlas/%2e%2e/demo/x.png") }', 'image()'],
    ['a { background: -webkit-image-set("/api/brand/atlas/%2e%2e/demo/x.png" 1x) }', 'a prefixed image-set()'],
    ['a { background: \\69mage-set("/api/brand/atlas/%2e%2e/demo/x.png" 1x) }', 'an escaped function name'],
    ['@\\69mport "/api/brand/atlas/%2e%2e/demo/x.css";', 'an escaped @import'],
    ['a { --x: url(/api/brand/atlas/%2e%2e/demo/x.png) } b { background: var(--x) }', 'a custom property'],
    ['a { cursor: url("/api/brand/atlas/\\2e\\2e/demo/x.png"), auto }', 'CSS-escaped dots'],
  ])('finds the address in %s (%s)', (css) => {
    expect(checkOrgCss(css, 'atlas').join('; ')).toContain('(the browser reads it as /api/brand/demo/x.')
  })

  it('accepts strings that are not fetched, and refuses an address only the browser knows', () => {
    expect(
      checkOrgCss(
        'a::before { content: "../../x"; font-family: "../y" } b { background: image-set("/api/brand/atlas/a.png" type("image/png")) }',
        'atlas',
      ),
    ).toEqual([])
    expect(checkOrgCss('a { --x: "https://evil.example/a.png" } b { background: image(var(--x)) }', 'atlas').join('; ')).toContain(
      'uses var() inside image(), whose address cannot be checked',
    )
  })

  it('refuses a sheet over the size limit', () => {
    expect(checkOrgCss(`a{color:red}${' '.repeat(MAX_CSS_BYTES)}`, 'atlas')).toContain(`is larger than ${MAX_CSS_BYTES / 1024} KB`)
  })
})

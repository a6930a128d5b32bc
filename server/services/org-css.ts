/*
 * An organisation's CSS is data from outside: it is checked when it is saved (the org command)
 * and seeded, and the pages' Content-Security-Policy (routes/client.ts) stops what would slip
 * through. The rules: no closing </style> or markup, no @import and no url() or image-set()
 * target other than the organisation's own assets (/api/brand/<code>/...), no script-like
 * features old browsers ran from CSS. Checked after CSS escapes and comments are undone, so
 * `\75 rl(` or `u/**\/rl(` cannot hide a url(.
 */

export const MAX_CSS_BYTES = 64 * 1024

/** Where an organisation's own files are served; the only targets its CSS may load. */
export const ownAssetPrefix = (orgCode: string) => `/api/brand/${orgCode}/`

/** CSS escapes (`\75`, `\u`, `\"`) undone, so the checks see what the browser will see. */
function unescapeCss(css: string): string {
  return css.replace(/\\([0-9a-fA-F]{1,6})\s?|\\([^\n0-9a-fA-F])/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd) : char!,
  )
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ')

/** Every resource a sheet asks the browser to fetch: url(...), @import "...", image-set("..."). */
function loadedTargets(css: string): string[] {
  const targets: string[] = []
  for (const m of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi)) targets.push(m[1] ?? m[2] ?? m[3] ?? '')
  for (const m of css.matchAll(/@import\s+(?:"([^"]*)"|'([^']*)')/gi)) targets.push(m[1] ?? m[2] ?? '')
  for (const m of css.matchAll(/image-set\(([^)]*)\)/gi)) {
    for (const s of m[1]!.matchAll(/"([^"]*)"|'([^']*)'/g)) targets.push(s[1] ?? s[2] ?? '')
  }
  return targets
}

/** The ways a sheet breaks the rules, as sentences for the person saving it; empty when it is fine. */
export function checkOrgCss(css: string, orgCode: string): string[] {
  const problems: string[] = []
  if (Buffer.byteLength(css, 'utf8') > MAX_CSS_BYTES) problems.push(`is larger than ${MAX_CSS_BYTES / 1024} KB`)
  const plain = withoutComments(unescapeCss(css))
  if (/<\/?\s*style|<\s*script|<!--/i.test(plain) || /<\/?\s*style/i.test(css))
    problems.push('contains markup (</style>, <script> or <!--)')
  const own = ownAssetPrefix(orgCode)
  for (const target of loadedTargets(plain)) {
    const path = target.trim()
    const isOwn = path.startsWith(own) && !path.includes('..') && !/[\\?#]/.test(path.slice(own.length))
    if (!isOwn) problems.push(`loads "${path}", which is not one of the organisation's own assets (${own}…)`)
  }
  if (/@import/i.test(plain) && !/@import\s+(url\(|"|')/i.test(plain)) problems.push('has an @import whose target cannot be checked')
  for (const [pattern, what] of [
    [/expression\s*\(/i, 'expression()'],
    [/javascript\s*:/i, 'a javascript: address'],
    [/-moz-binding/i, '-moz-binding'],
    [/behavior\s*:/i, 'behavior:'],
  ] as const) {
    if (pattern.test(plain)) problems.push(`uses ${what}`)
  }
  return problems
}

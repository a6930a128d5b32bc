import { createRequire } from 'node:module'
import type * as CssTree from 'css-tree'

/**
 * css-tree (~150 modules) is loaded by the first sheet read (the admin API, `npm run org`), not
 * with the server (issue 19, start time and memory): its CommonJS build, so reading stays synchronous.
 */
let cssTree: typeof CssTree | undefined
const csstree = (): typeof CssTree => (cssTree ??= createRequire(import.meta.url)('css-tree') as typeof CssTree)

/*
 * An organisation's CSS is data from outside: it is checked when it is saved (the org command)
 * and seeded, and the pages' Content-Security-Policy (server/http/page-policy.ts) stops what would slip
 * through. The rules: no closing </style> or markup; nothing fetched (url(), src(), image(),
 * image-set(), @import) from anywhere but the organisation's own folder (/api/brand/<code>/);
 * no script-like features old browsers ran from CSS.
 *
 * The sheet is read with css-tree, which tokenises as the CSS Syntax standard says (escapes
 * undone, comments dropped), and every address it fetches is resolved with the URL standard
 * (`new URL`), the way the browser will: `%2e%2e`, backslashes, tabs and `//` are worked out
 * before the result is compared with the folder. A sheet css-tree cannot read without error is
 * refused: where the parser has to guess, the browser may guess otherwise.
 */

export const MAX_CSS_BYTES = 64 * 1024

/** Where an organisation's own files are served; the only folder its CSS may load from. */
export const ownAssetPrefix = (orgCode: string) => `/api/brand/${orgCode}/`

/**
 * Where the browser loads the sheets from (routes/branding.ts, GET /api/general/getCss/:name): the
 * base it resolves a relative address against. The origin stands for whichever host the member
 * uses; an address naming any origin itself is refused before it is resolved.
 */
const SHEET_URL = 'https://organisation.invalid/api/general/getCss/pre-login.css'

/** A file directly in the folder: the names org_assets can hold (its check constraint). */
const OWN_FILE_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/

/** Functions whose string arguments are addresses the browser fetches (besides url(), which always is). */
const FETCHING_FUNCTIONS = new Set(['image', 'image-set', 'src'])

/** Functions whose value is only known in the browser: inside a fetching function they could name any address. */
const LATE_FUNCTIONS = new Set(['var', 'env', 'attr'])

/** CSS escapes (`\75`, `\u`, `\"`) undone, so the text checks see what the browser will see. */
function unescapeCss(css: string): string {
  return css.replace(/\\([0-9a-fA-F]{1,6})\s?|\\([^\n0-9a-fA-F])/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd) : char!,
  )
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ')

/** A function's or at-rule's name as the browser compares it: escapes undone, lower case, no vendor prefix. */
const plainName = (name: string) => csstree().keyword(csstree().ident.decode(name).toLowerCase()).basename

/**
 * The file of the organisation's folder that `value` loads, or where it lands when that is not
 * one: resolved against the folder itself and against the sheet's own address (what the browser
 * does), both must land on one file directly in the folder.
 */
export function resolveOwnAsset(value: string, orgCode: string): { file: string } | { landsOn: string } {
  // An absolute address (https:, data:, javascript:) names its own place, whatever the base.
  if (URL.canParse(value)) return { landsOn: value }
  const folder = new URL(ownAssetPrefix(orgCode), SHEET_URL)
  let file: string | null = null
  for (const base of [folder.href, SHEET_URL]) {
    const url = new URL(value, base)
    const landsOn = `${url.pathname}${url.search}${url.hash}`
    const name = url.pathname.startsWith(folder.pathname) ? url.pathname.slice(folder.pathname.length) : ''
    // Another origin (`//host`, `\\host`), a query or fragment, the folder itself, a subfolder or a parent: refused.
    if (url.origin !== folder.origin || url.search || url.hash || !OWN_FILE_NAME.test(name) || (file !== null && file !== name))
      return { landsOn }
    file = name
  }
  return { file: file! }
}

/** What a sheet is, read: the ways it breaks the rules, and the organisation's own files it loads. */
export type SheetReading = { problems: string[]; ownFiles: string[] }

/** Reads a sheet: every problem as a sentence for the person saving it (empty when it is fine), and the own files it loads. */
export function readOrgCss(css: string, orgCode: string): SheetReading {
  const problems: string[] = []
  const ownFiles = new Set<string>()
  if (Buffer.byteLength(css, 'utf8') > MAX_CSS_BYTES) problems.push(`is larger than ${MAX_CSS_BYTES / 1024} KB`)
  const plain = withoutComments(unescapeCss(css))
  if (/<\/?\s*style|<\s*script|<!--/i.test(plain) || /<\/?\s*style/i.test(css))
    problems.push('contains markup (</style>, <script> or <!--)')

  const unreadable: string[] = []
  const ast = csstree().parse(css, {
    positions: true,
    parseCustomProperty: true,
    onParseError: (error) => unreadable.push(`line ${error.line}, column ${error.column}: ${error.message}`),
  })
  if (unreadable.length > 0) problems.push(`cannot be read exactly as a browser would (${unreadable.slice(0, 3).join('; ')})`)

  const own = ownAssetPrefix(orgCode)
  const checkTarget = (value: string) => {
    const target = resolveOwnAsset(value, orgCode)
    if ('file' in target) ownFiles.add(target.file)
    else {
      const where = target.landsOn === value ? '' : ` (the browser reads it as ${target.landsOn})`
      problems.push(`loads "${value}"${where}, which is not one of the organisation's own assets (${own}…)`)
    }
  }
  csstree().walk(ast, function (node) {
    const inside = this.function?.type === 'Function' ? plainName(this.function.name) : null
    const inImport = this.atrule !== null && plainName(this.atrule.name) === 'import' && this.atrulePrelude !== null
    switch (node.type) {
      case 'Url':
        checkTarget(node.value)
        break
      case 'String':
        // image("a.png"), image-set("a.png" 1x), src("a.png"), @import "a.css": a string that is fetched.
        if ((inside !== null && FETCHING_FUNCTIONS.has(inside)) || (inImport && inside === null)) checkTarget(node.value)
        break
      case 'Function':
        if (inside !== null && FETCHING_FUNCTIONS.has(inside) && LATE_FUNCTIONS.has(plainName(node.name)))
          problems.push(`uses ${plainName(node.name)}() inside ${inside}(), whose address cannot be checked`)
        break
      case 'Atrule':
        if (plainName(node.name) === 'import') {
          const first = node.prelude?.type === 'AtrulePrelude' ? node.prelude.children.first : null
          if (first?.type !== 'Url' && first?.type !== 'String') problems.push('has an @import whose target cannot be checked')
        }
        break
      case 'Raw':
        if (mayFetch(node.value)) problems.push(`has "${node.value.trim().slice(0, 60)}", which cannot be checked`)
        break
    }
  })

  for (const [pattern, what] of [
    [/expression\s*\(/i, 'expression()'],
    [/javascript\s*:/i, 'a javascript: address'],
    [/-moz-binding/i, '-moz-binding'],
    [/behavior\s*:/i, 'behavior:'],
  ] as const) {
    if (pattern.test(plain)) problems.push(`uses ${what}`)
  }
  return { problems, ownFiles: [...ownFiles] }
}

/** Whether text css-tree kept unparsed holds anything that could name an address: a url, string, function or at-rule. */
function mayFetch(raw: string): boolean {
  const { Url, BadUrl, String: Str, BadString, Function: Fn, AtKeyword } = csstree().tokenTypes
  let found = false
  csstree().tokenize(raw, (type) => {
    if (type === Url || type === BadUrl || type === Str || type === BadString || type === Fn || type === AtKeyword) found = true
  })
  return found
}

/** The ways a sheet breaks the rules, as sentences for the person saving it; empty when it is fine. */
export const checkOrgCss = (css: string, orgCode: string): string[] => readOrgCss(css, orgCode).problems

import { readFileSync, statSync } from 'node:fs'
import { z } from 'zod'
import { basename, extname, isAbsolute, resolve } from 'node:path'
import { MAX_CSS_BYTES } from '../org-css'
import { sha256Hex } from '../digest'

/** The largest logo, favicon or other file an organisation may store. */
export const MAX_ASSET_BYTES = 512 * 1024

/** What a logo or favicon may be, by extension. */
export const imageTypes: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
}

/** What a further file (one the CSS uses) may be: images, and web fonts (the pages allow font-src 'self'). */
export const assetTypes: Readonly<Record<string, string>> = {
  ...imageTypes,
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
}

/** An organisation's file, read and ready for org_assets. `path` is as the JSON file wrote it. */
export type LoadedAsset = { path: string; fullPath: string; name: string; contentType: string; body: Buffer; sha256: string }
export type LoadedCss = { path: string; fileName: string; text: string }

/** The served names org_assets accepts (its check constraint). */
const SERVABLE_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/

/** Where `show` puts files: handed back unchanged, they are not paths to files. */
const SERVED_URL = /^\/api\/(brand|general\/getCss)\//

/** Why `path` (as written in the JSON file) cannot name a local file, or null when it can. */
export function pathProblem(path: string, types: Readonly<Record<string, string>>): string | null {
  if (SERVED_URL.test(path)) return 'is a served URL (as `show` prints it): give the path of a local file, relative to the JSON file'
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return 'must be a path to a local file, not a URL'
  if (isAbsolute(path)) return 'must be a path relative to the JSON file'
  const extensions = [...new Set(Object.keys(types))]
  if (!extensions.includes(extname(path).toLowerCase())) {
    return `must be a ${extensions.slice(0, -1).join(', ')} or ${extensions.at(-1)} file`
  }
  return null
}

const startsWith = (body: Buffer, ...bytes: number[]) => bytes.every((byte, i) => body[i] === byte)

/** Whether the bytes are what the extension says; a renamed file is refused rather than mis-served. */
function looksLike(contentType: string, body: Buffer): boolean {
  switch (contentType) {
    case 'image/svg+xml':
      return /<svg[\s>]/i.test(body.toString('utf8'))
    case 'image/png':
      return startsWith(body, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
    case 'image/jpeg':
      return startsWith(body, 0xff, 0xd8, 0xff)
    case 'image/webp':
      return body.toString('latin1', 0, 4) === 'RIFF' && body.toString('latin1', 8, 12) === 'WEBP'
    case 'image/gif':
      return /^GIF8[79]a$/.test(body.toString('latin1', 0, 6))
    case 'font/woff2':
      return body.toString('latin1', 0, 4) === 'wOF2'
    default:
      return false
  }
}

const typeLabel = (contentType: string) =>
  ({
    'image/svg+xml': 'an SVG image',
    'image/png': 'a PNG image',
    'image/jpeg': 'a JPEG image',
    'image/webp': 'a WebP image',
    'image/gif': 'a GIF image',
    'font/woff2': 'a WOFF2 font',
  })[contentType] ?? contentType

/**
 * Where the files an organisation file names come from: `path` as the JSON file wrote it, read
 * whole unless larger than `maxBytes`. `fullPath` tells two files apart (two files served under
 * one name are refused, the same file twice is one asset).
 */
export type FileReader = (path: string, maxBytes: number) => { fullPath: string; body: Buffer } | { problem: string }

/** Files on disk, named relative to the JSON file's folder: the direct path of `npm run org`. */
export const diskFiles =
  (baseDir: string): FileReader =>
  (path, maxBytes) =>
    readLocal(baseDir, path, maxBytes)

/** The problem of a file larger than its kind allows, worded the same whoever read it. */
export const tooLarge = (path: string, maxBytes: number) => `${path} is larger than ${maxBytes / 1024} KB`

function readLocal(baseDir: string, path: string, maxBytes: number): { fullPath: string; body: Buffer } | { problem: string } {
  const fullPath = resolve(baseDir, path)
  let size: number
  try {
    const stat = statSync(fullPath)
    if (!stat.isFile()) return { problem: `${path} is not a file` }
    size = stat.size
  } catch {
    return { problem: `cannot read ${path}: no such file next to the JSON file (${fullPath})` }
  }
  if (size > maxBytes) return { problem: tooLarge(path, maxBytes) }
  try {
    return { fullPath, body: readFileSync(fullPath) }
  } catch (error) {
    return { problem: `cannot read ${path}: ${(error as Error).message}` }
  }
}

/**
 * Reads a logo, favicon or further file (named relative to the JSON file's folder). Its served
 * name is its base name, lower-cased; the content type comes from the extension, checked
 * against the bytes.
 */
export function loadAsset(files: FileReader, path: string, types: Readonly<Record<string, string>>): LoadedAsset | { problem: string } {
  const read = files(path, MAX_ASSET_BYTES)
  if ('problem' in read) return read
  const name = basename(path).toLowerCase()
  if (!SERVABLE_NAME.test(name)) {
    return { problem: `the file name "${name}" cannot be served: use letters, digits, dots, hyphens and underscores (at most 64)` }
  }
  const contentType = types[extname(path).toLowerCase()]
  if (!looksLike(contentType!, read.body)) return { problem: `${path} is not ${typeLabel(contentType!)}` }
  return { path, fullPath: read.fullPath, name, contentType: contentType!, body: read.body, sha256: sha256Hex(read.body) }
}

/** Reads a style sheet (named relative to the JSON file's folder; checked later, with the organisation's code). */
export function loadCss(files: FileReader, path: string): LoadedCss | { problem: string } {
  const read = files(path, MAX_CSS_BYTES)
  if ('problem' in read) return read
  const text = read.body.toString('utf8').replace(/^\uFEFF/, '')
  if (text.includes('\uFFFD')) return { problem: `${path} is not UTF-8 text` }
  return { path, fileName: basename(path), text }
}

/** A path (relative to the JSON file) to a file of one of `types`, read into an asset (a zod field of the organisation file). */
export const assetFile = (files: FileReader, types: Readonly<Record<string, string>>) =>
  z.string().transform((path, ctx): LoadedAsset => {
    const problem = pathProblem(path, types)
    const loaded = problem ? { problem } : loadAsset(files, path, types)
    if ('problem' in loaded) ctx.addIssue({ code: 'custom', message: loaded.problem })
    return loaded as LoadedAsset
  })

import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { z } from 'zod'
import { text } from '@contract/schemas/fields'
import { MAX_CSS_BYTES } from '../org-css'
import { organisationFileSchema } from './file-schema'
import { diskFiles, MAX_ASSET_BYTES, tooLarge, type FileReader } from './files'
import { fileErrorMap } from './issues'

/**
 * The admin API of a running server (server/routes/admin.ts), shared with `npm run org`
 * (scripts/org.ts), which hands its work to the server when the embedded store is the server's.
 * Paths are under /api; every call is a POST with `Authorization: Bearer <token of admin.json>`.
 */
export const adminPaths = {
  add: '/api/admin/organisations/add',
  update: '/api/admin/organisations/update',
  list: '/api/admin/organisations/list',
  show: '/api/admin/organisations/show',
} as const

/** Logo, favicon, two style sheets, at most 50 further files (file-schema.ts) and 20 promotion images (club-schema.ts). */
const MAX_SENT_FILES = 74
const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3)
const MAX_FILE_BASE64 = base64Length(Math.max(MAX_ASSET_BYTES, MAX_CSS_BYTES))

/**
 * The largest admin request: every file at its largest, base64-encoded, plus room for the JSON.
 * The app's 100 KB limit does not apply to /api/admin/ (app.ts); this one does, after the token.
 */
export const MAX_ADMIN_BODY_BYTES = 72 * base64Length(MAX_ASSET_BYTES) + 2 * base64Length(MAX_CSS_BYTES) + 4 * 1024 * 1024

/**
 * A file the organisation file names, as the command read it next to the JSON file: its bytes
 * (base64) and the full path it was read from, or why it could not be read (the problem as the
 * direct path words it, e.g. `cannot read logo.svg: no such file next to the JSON file (…)`).
 */
const sentFile = z
  .strictObject({
    path: text().min(1).max(4096),
    fullPath: text().min(1).max(4096).optional(),
    base64: text().pipe(z.base64().max(MAX_FILE_BASE64)).optional(),
    problem: text().min(1).max(2000).optional(),
  })
  .refine(
    (f) => (f.problem === undefined) === (f.base64 !== undefined && f.fullPath !== undefined),
    'must give base64 and fullPath, or problem',
  )

export type SentFile = z.infer<typeof sentFile>

/**
 * POST /api/admin/organisations/add and /update: an organisation file as the command read it.
 * `json` is the file's content as parsed, unchecked: the server checks it with the same schema
 * and store checks as the direct path (file-schema.ts, save.ts), so the problems are the same.
 */
export const organisationDocument = z.strictObject({
  /** The JSON file as the operator named it, for messages (`coastline.json has 2 problems; …`). */
  file: text().min(1).max(4096),
  json: z.json(),
  files: z.array(sentFile).max(MAX_SENT_FILES),
})

export type OrganisationDocument = z.infer<typeof organisationDocument>

/** POST /api/admin/organisations/show. */
export const showRequest = z.strictObject({ code: text().min(1).max(64) })

const names = z.array(z.string())

/** The answer of add and update: what was saved (save.ts SaveResult). */
export const saveAnswer = z.object({
  status: z.literal(true),
  saved: z.object({
    orgId: z.number(),
    code: z.string(),
    name: z.string(),
    hosts: names,
    products: z.number(),
    languages: z.number(),
    currencies: z.number(),
    assets: names,
    accessCodes: z.object({ added: names, changed: names, notInFile: names }),
  }),
})

/** The answer of list (show.ts OrganisationLine). */
export const listAnswer = z.object({
  status: z.literal(true),
  organisations: z.array(
    z.object({ code: z.string(), name: z.string(), hosts: names, defaultLanguage: z.string(), defaultCurrency: z.string() }),
  ),
})

/** The answer of show: the organisation in its file's shape (show.ts); an unknown code is a 404 with `code: UNKNOWN_ORGANISATION`. */
export const showAnswer = z.object({ status: z.literal(true), organisation: z.record(z.string(), z.unknown()) })

/**
 * A refusal: 400 for a bad request or a file with problems, 409 when the file is fine but the
 * store refuses it (the code exists already or not at all, a host is another organisation's),
 * 401 / 403 for a wrong token or a caller not on this machine. `message` is what the command prints.
 */
export const adminRefusal = z.object({
  status: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  problems: names.optional(),
})

/**
 * Command side: reads an organisation file and every file it names, the way the direct path
 * does (the same schema asks for the same files, with the same size limits), without checking
 * it: the server does, against its store. Throws when the JSON cannot be read or parsed.
 */
export function readOrganisationDocument(file: string): OrganisationDocument {
  const json = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, '')) as z.core.util.JSONType
  const disk = diskFiles(dirname(resolve(file)))
  const sent = new Map<string, SentFile>()
  const recording: FileReader = (path, maxBytes) => {
    const read = disk(path, maxBytes)
    if (!sent.has(path)) {
      sent.set(
        path,
        'problem' in read ? { path, problem: read.problem } : { path, fullPath: read.fullPath, base64: read.body.toString('base64') },
      )
    }
    return read
  }
  // Only for the files it reads: the languages and currencies are the server's to check.
  organisationFileSchema({ languages: new Set(), currencies: new Set(), files: recording }).safeParse(json, { error: fileErrorMap })
  return { file, json, files: [...sent.values()] }
}

/** Server side: the files a command sent, read like files on disk (the same limits and problems). */
export function sentFiles(files: readonly SentFile[]): FileReader {
  const byPath = new Map(files.map((f) => [f.path, f]))
  return (path, maxBytes) => {
    const file = byPath.get(path)
    if (!file) return { problem: `cannot read ${path}: the command did not send it` }
    if (file.problem !== undefined) return { problem: file.problem }
    const body = Buffer.from(file.base64!, 'base64')
    if (body.length > maxBytes) return { problem: tooLarge(path, maxBytes) }
    return { fullPath: file.fullPath!, body }
  }
}

import { count, eq } from 'drizzle-orm'
import { CLIENTS_MAX, IMPORT_MAX_ROWS, clientInput, type ImportRefusal } from '@contract/schemas/agent'
import { DomainError } from '../../errors'
import { uniqueViolation } from '../../store/errors'
import { agentClients, countries, nationalities } from '../../store/schema'
import type { Db } from '../../store/store'
import type { User } from '../auth/sessions'
import { lockOwner } from '../account/owner-lock'
import { assertAgent } from './access'
import { CLIENT_EXISTS } from './clients'

/*
 * POST /api/agent/clients/import (docs/api.md "Agents"): clients from a CSV file, all or none.
 * The first row names the columns, in any order and case ("first name", "first_name" and
 * "FirstName" are one column): title, first name, last name, email, phone country (an ISO code
 * such as GB), phone number, and optionally nationality (its name or code) and notes. Every row
 * is checked as the client form checks it; any refused row refuses the whole file, and each is
 * named with its number in the file (the header is row 1) and why, so the file can be mended
 * and sent again. Nothing is half imported.
 */

export type ImportOutcome = { imported: number } | { refused: ImportRefusal[] }

const REQUIRED = ['title', 'firstname', 'lastname', 'email', 'phonecountry', 'phonenumber'] as const
const OPTIONAL = ['nationality', 'notes'] as const
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number]
const ALIASES: Record<string, Column> = { phone: 'phonenumber', mobile: 'phonenumber', country: 'phonecountry', note: 'notes' }

const columnOf = (header: string): Column | null => {
  const name = header.toLowerCase().replace(/[\s_-]+/g, '')
  if ((REQUIRED as readonly string[]).includes(name) || (OPTIONAL as readonly string[]).includes(name)) return name as Column
  return ALIASES[name] ?? null
}

const refusal = (row: number, field: string | null, code: ImportRefusal['code'], reason: string): ImportRefusal => ({
  row,
  field,
  code,
  reason,
})

/** The field names of the client form, as a refusal names them. */
const FIELD_OF: Record<string, string> = {
  title: 'title',
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  'phone.countryCode': 'phone country',
  'phone.number': 'phone number',
  nationalityId: 'nationality',
  notes: 'notes',
}

export async function importClients(db: Db, agent: User, csv: string, now: Date): Promise<ImportOutcome> {
  assertAgent(agent)
  // Loaded by the first import, not with the server (issue 19: start time and memory).
  const { parse } = await import('csv-parse/sync')
  let records: string[][]
  /** The line of the file each record starts on, as a spreadsheet or an editor numbers it. */
  let lines: number[]
  try {
    // One line ending: csv-parse miscounts lines after a blank CRLF line.
    const parsed = parse(csv.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      raw: true,
    }) as unknown as { record: string[]; info: { lines: number }; raw: string }[]
    records = parsed.map((p) => p.record)
    // `lines` is where a record ends; a quoted cell may span lines, and skipped blank lines lead its raw text.
    lines = parsed.map((p) => p.info.lines - (p.raw.replace(/^\n+/, '').replace(/\n$/, '').match(/\n/g)?.length ?? 0))
  } catch {
    return { refused: [refusal(1, null, 'UNREADABLE', 'The file is not CSV that can be read (check its quotes).')] }
  }
  const [header, ...rows] = records
  if (!header || rows.length === 0) return { refused: [refusal(1, null, 'EMPTY', 'The file has no clients after its header row.')] }
  const columns = header.map(columnOf)
  const missing = REQUIRED.filter((c) => !columns.includes(c))
  if (missing.length) return { refused: [refusal(1, null, 'MISSING_COLUMNS', `Columns missing: ${missing.join(', ')}.`)] }
  if (rows.length > IMPORT_MAX_ROWS) {
    return { refused: [refusal(1, null, 'TOO_MANY_ROWS', `At most ${IMPORT_MAX_ROWS} clients per file; this one has ${rows.length}.`)] }
  }

  const nationalityRows = await db.select().from(nationalities)
  const countryRows = await db.select({ code: countries.countryCode, name: countries.countryName, isd: countries.isdCode }).from(countries)
  /** A nationality by its name ("British"), its code ("GB") or its country's name ("United Kingdom"). */
  const nationalityOf = (text: string) => {
    const folded = text.trim().toLowerCase()
    const code = countryRows.find((c) => c.name.toLowerCase() === folded)?.code.toLowerCase() ?? folded
    return nationalityRows.find((n) => n.name.toLowerCase() === folded || n.code.toLowerCase() === code)?.id ?? null
  }
  const known = new Set(countryRows.map((c) => c.code))
  const isdOf = new Map(countryRows.map((c) => [c.code, c.isd]))
  const existing = new Set(
    (await db.select({ email: agentClients.email }).from(agentClients).where(eq(agentClients.agentId, agent.id))).map((r) => r.email),
  )

  const refused: ImportRefusal[] = []
  const accepted: (typeof agentClients.$inferInsert)[] = []
  const seen = new Map<string, number>()
  rows.forEach((cells, index) => {
    const row = lines[index + 1]!
    const cell = (column: Column) => cells[columns.indexOf(column)] ?? ''
    const nationalityText = cell('nationality')
    const nationalityId = nationalityText ? nationalityOf(nationalityText) : null
    if (nationalityText && nationalityId === null) {
      refused.push(refusal(row, 'nationality', 'UNKNOWN_NATIONALITY', `Nationality "${nationalityText.slice(0, 60)}" is not in the list.`))
      return
    }
    const parsed = clientInput.safeParse({
      title: cell('title'),
      firstName: cell('firstname'),
      lastName: cell('lastname'),
      email: cell('email'),
      phone: { countryCode: cell('phonecountry').toUpperCase(), number: cell('phonenumber').replace(/[\s().-]/g, '') },
      nationalityId,
      notes: cell('notes'),
    })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      const field = FIELD_OF[issue.path.join('.')] ?? issue.path.join('.')
      refused.push(refusal(row, field, 'INVALID', `${field}: ${issue.message}`))
      return
    }
    const client = parsed.data
    if (!known.has(client.phone.countryCode)) {
      refused.push(
        refusal(row, 'phone country', 'UNKNOWN_COUNTRY', `Phone country "${client.phone.countryCode}" is not a country code of the list.`),
      )
      return
    }
    if (existing.has(client.email)) {
      refused.push(refusal(row, 'email', 'CLIENT_EXISTS', `You already have a client with the email ${client.email}.`))
      return
    }
    const earlier = seen.get(client.email)
    if (earlier !== undefined) {
      refused.push(refusal(row, 'email', 'DUPLICATE', `The email ${client.email} is also on row ${earlier}.`))
      return
    }
    seen.set(client.email, row)
    accepted.push({
      agentId: agent.id,
      title: client.title,
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
      phoneCountry: client.phone.countryCode,
      phoneIsdCode: isdOf.get(client.phone.countryCode)!,
      phoneNumber: client.phone.number,
      nationalityId: client.nationalityId,
      notes: client.notes,
      createdAt: now,
    })
  })
  if (refused.length) return { refused }
  const tooMany = (total: number): ImportOutcome => ({
    refused: [refusal(1, null, 'TOO_MANY_ROWS', `You can keep up to ${CLIENTS_MAX} clients; this file would make ${total}.`)],
  })
  if (existing.size + accepted.length > CLIENTS_MAX) return tooMany(existing.size + accepted.length)
  try {
    // Counted again under the agent's lock: a client saved meanwhile cannot take the list past the ceiling.
    const over = await db.transaction(async (tx) => {
      await lockOwner(tx, agent.id)
      const [{ n }] = (await tx.select({ n: count() }).from(agentClients).where(eq(agentClients.agentId, agent.id))) as [{ n: number }]
      if (n + accepted.length > CLIENTS_MAX) return n + accepted.length
      for (let i = 0; i < accepted.length; i += 100) await tx.insert(agentClients).values(accepted.slice(i, i + 100))
      return null
    })
    if (over !== null) return tooMany(over)
  } catch (error) {
    // A client added by hand meanwhile with one of the file's emails: nothing of the file was kept.
    if (uniqueViolation(error) === 'agent_clients_agent_email') throw new DomainError('CLIENT_EXISTS', CLIENT_EXISTS)
    throw error
  }
  return { imported: accepted.length }
}

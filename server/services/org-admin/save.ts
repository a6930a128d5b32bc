import { and, eq, inArray, ne } from 'drizzle-orm'
import {
  accessCodes,
  orgAssets,
  orgCurrencies,
  orgHosts,
  orgLanguages,
  orgProducts,
  orgProgrammes,
  organisations,
} from '../../store/schema'
import type { Db } from '../../store/store'
import { forgetHosts } from '../host-cache'
import { sentFiles, type OrganisationDocument } from './admin-api'
import { OrgFileError } from './issues'
import {
  checkOrganisationJson,
  readOrganisationFile,
  storeRefs,
  type FileReading,
  type OrganisationPlan,
  type StoreRefs,
} from './read-file'

export type SaveMode = 'add' | 'update'

/** What a save did, for the command's report. */
export type SaveResult = {
  orgId: number
  code: string
  name: string
  hosts: string[]
  products: number
  languages: number
  currencies: number
  assets: string[]
  /** Codes new in the file, codes whose limits changed, and stored codes the file does not list (left as they are). */
  accessCodes: { added: string[]; changed: string[]; notInFile: string[] }
}

/**
 * An organisation file: its path (the command on the store directly), or the document the
 * command sent a running server (routes/admin.ts), checked the same way.
 */
export type OrganisationSource = string | OrganisationDocument

/** `npm run org -- add <file>`: creates the organisation the file describes. Throws OrgFileError. */
export const addOrganisation = (db: Db, file: OrganisationSource) => saveOrganisation(db, file, 'add')

/**
 * `npm run org -- update <file>`: replaces everything of the organisation with the file's code:
 * its settings, hosts, products, languages, currencies and files. Access codes are added or have
 * their limits changed, never removed (their use counts stay); users are never touched.
 */
export const updateOrganisation = (db: Db, file: OrganisationSource) => saveOrganisation(db, file, 'update')

/**
 * Checks the file (itself, its files, the store's languages and currencies, the code and the
 * hosts) and writes it in one transaction; with any problem it throws an {@link OrgFileError}
 * listing all of them and writes nothing.
 */
async function saveOrganisation(db: Db, source: OrganisationSource, mode: SaveMode): Promise<SaveResult> {
  const { file, reading } = readingOf(source, await storeRefs(db))
  const { code, hosts } = planOrRaw(reading.plan, reading.raw)
  const existing = code ? await orgIdOf(db, code) : null
  const conflicts: string[] = []
  if (code && mode === 'add' && existing !== null)
    conflicts.push(`code: an organisation with the code "${code}" exists already (use update to change it)`)
  if (code && mode === 'update' && existing === null) conflicts.push(`code: no organisation has the code "${code}" (use add to create it)`)
  conflicts.push(...(await takenHosts(db, hosts, existing)))
  const problems = [...reading.problems, ...conflicts]
  if (problems.length > 0 || !reading.plan) throw new OrgFileError(file, problems, reading.problems.length === 0)

  const plan = reading.plan
  const result = await db.transaction(async (tx) => {
    let orgId = existing!
    if (mode === 'add') {
      const [created] = await tx.insert(organisations).values(plan.row).returning({ id: organisations.id })
      orgId = created!.id
    } else {
      await tx.update(organisations).set(plan.row).where(eq(organisations.id, orgId))
    }
    return { orgId, accessCodes: await writeLists(tx, orgId, plan) }
  })
  // This process's host cache (the server's, when it saves for the command through routes/admin.ts);
  // other processes see the change within its TTL.
  forgetHosts(db)
  return {
    ...result,
    code: plan.code,
    name: plan.row.name,
    hosts: plan.hosts,
    products: plan.products.length,
    languages: plan.languageIds.length,
    currencies: plan.currencyIds.length,
    assets: plan.assets.map((a) => a.name),
  }
}

function readingOf(source: OrganisationSource, refs: StoreRefs): { file: string; reading: FileReading } {
  if (typeof source === 'string') return { file: source, reading: readOrganisationFile(source, refs) }
  return { file: source.file, reading: checkOrganisationJson(source.json, refs, sentFiles(source.files)) }
}

/** The code and hosts to check against the store: the plan's, or what the raw JSON says when it has problems. */
function planOrRaw(plan: OrganisationPlan | null, raw: unknown): { code: string | null; hosts: [string, number][] } {
  if (plan) return { code: plan.code, hosts: plan.hosts.map((host, index) => [host, index]) }
  const file = (typeof raw === 'object' && raw !== null ? raw : {}) as { code?: unknown; hosts?: unknown }
  const hosts = Array.isArray(file.hosts) ? file.hosts : []
  return {
    code: typeof file.code === 'string' ? file.code : null,
    hosts: hosts.flatMap((host, index): [string, number][] => (typeof host === 'string' ? [[host, index]] : [])),
  }
}

async function orgIdOf(db: Db, code: string): Promise<number | null> {
  const [org] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, code))
  return org?.id ?? null
}

/** A problem for each host another organisation is served under. */
async function takenHosts(db: Db, hosts: [string, number][], ownId: number | null): Promise<string[]> {
  if (hosts.length === 0) return []
  const taken = await db
    .select({ host: orgHosts.host, code: organisations.code })
    .from(orgHosts)
    .innerJoin(organisations, eq(organisations.id, orgHosts.orgId))
    .where(
      and(
        inArray(
          orgHosts.host,
          hosts.map(([host]) => host),
        ),
        ownId === null ? undefined : ne(orgHosts.orgId, ownId),
      ),
    )
  const owner = new Map(taken.map((t) => [t.host, t.code]))
  return hosts.flatMap(([host, index]) =>
    owner.has(host) ? [`hosts[${index}]: "${host}" is a host of the organisation "${owner.get(host)}" already`] : [],
  )
}

/** Replaces the organisation's lists with the plan's; access codes are merged (see updateOrganisation). */
async function writeLists(tx: Db, orgId: number, plan: OrganisationPlan): Promise<SaveResult['accessCodes']> {
  await tx.delete(orgHosts).where(eq(orgHosts.orgId, orgId))
  await tx.insert(orgHosts).values(plan.hosts.map((host) => ({ host, orgId })))

  await tx.delete(orgProducts).where(eq(orgProducts.orgId, orgId))
  await tx.insert(orgProducts).values(plan.products.map((productId, i) => ({ orgId, productId, sort: i + 1 })))
  await tx.delete(orgLanguages).where(eq(orgLanguages.orgId, orgId))
  await tx.insert(orgLanguages).values(plan.languageIds.map((languageId, i) => ({ orgId, languageId, sort: i + 1 })))
  await tx.delete(orgCurrencies).where(eq(orgCurrencies.orgId, orgId))
  await tx.insert(orgCurrencies).values(
    plan.currencyIds.map((currencyId, i) => ({
      orgId,
      currencyId,
      sort: i + 1,
      decimals: plan.currencyDecimals.get(currencyId) ?? null,
    })),
  )

  await tx.delete(orgAssets).where(eq(orgAssets.orgId, orgId))
  if (plan.assets.length > 0) {
    const updatedAt = new Date()
    await tx
      .insert(orgAssets)
      .values(plan.assets.map((a) => ({ orgId, name: a.name, contentType: a.contentType, body: a.body, sha256: a.sha256, updatedAt })))
  }

  await tx
    .insert(orgProgrammes)
    .values({ orgId, ...plan.programmes })
    .onConflictDoUpdate({ target: orgProgrammes.orgId, set: plan.programmes })

  const stored = await tx
    .select({ code: accessCodes.code, maxUses: accessCodes.maxUses, expiresAt: accessCodes.expiresAt })
    .from(accessCodes)
    .where(eq(accessCodes.orgId, orgId))
  const before = new Map(stored.map((c) => [c.code, c]))
  const report: SaveResult['accessCodes'] = { added: [], changed: [], notInFile: [] }
  for (const code of plan.accessCodes) {
    const old = before.get(code.code)
    if (!old) {
      await tx.insert(accessCodes).values({ orgId, ...code })
      report.added.push(code.code)
    } else if (old.maxUses !== code.maxUses || old.expiresAt?.getTime() !== code.expiresAt?.getTime()) {
      // Only the limits: `uses` counts sign-ups that happened and stays.
      await tx
        .update(accessCodes)
        .set({ maxUses: code.maxUses, expiresAt: code.expiresAt })
        .where(and(eq(accessCodes.orgId, orgId), eq(accessCodes.code, code.code)))
      report.changed.push(code.code)
    }
    before.delete(code.code)
  }
  report.notInFile = [...before.keys()]
  return report
}

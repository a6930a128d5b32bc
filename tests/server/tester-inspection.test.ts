import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orgConfigAnswer } from '@contract/schemas/organisation'
import { SEED_FINGERPRINT_KEY, seedStore } from '@server/seed/seed'
import { addOrganisation, showOrganisation, updateOrganisation } from '@server/services/org-admin'
import { organisations, storeMeta } from '@server/store/schema'
import { postOn } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let scratch: string
beforeAll(async () => {
  t = await startTestApp()
  scratch = mkdtempSync(join(tmpdir(), 'tester-inspection-'))
})
afterAll(async () => {
  await t.close()
  rmSync(scratch, { recursive: true, force: true })
})

/** The documented example organisation, with `testerInspection` set as given (absent when undefined). */
function exampleFile(testerInspection: boolean | undefined): string {
  const dir = join(scratch, String(testerInspection))
  cpSync('docs/examples/organisation', dir, { recursive: true })
  const file = JSON.parse(readFileSync(join(dir, 'coastline.json'), 'utf8'))
  if (testerInspection !== undefined) file.testerInspection = testerInspection
  writeFileSync(join(dir, 'coastline.json'), JSON.stringify(file))
  return join(dir, 'coastline.json')
}

const configOn = async (host: string) => orgConfigAnswer.parse(await (await postOn(t, host, '/api/general/getOrgConfig')).json()).data
const inspectionOf = async (code: string) =>
  (await t.store.db.select({ on: organisations.testerInspection }).from(organisations).where(eq(organisations.code, code)))[0]!.on

describe('tester inspection (the flow inspector switch in production)', () => {
  it('is on for demo and off for atlas in the organisation config', async () => {
    expect((await configOn('localhost')).testerInspection).toBe(true)
    expect((await configOn('atlas.localhost')).testerInspection).toBe(false)
  })

  it('is applied once to a store seeded before it, and an operator’s later change stays', async () => {
    // As migration 0007 leaves a store seeded before it: off everywhere, no marker.
    await t.store.db.update(organisations).set({ testerInspection: false })
    await t.store.db.delete(storeMeta).where(eq(storeMeta.key, 'seed:tester-inspection'))
    // A store seeded by an older version of the seed, whose fingerprint differs.
    await t.store.db.delete(storeMeta).where(eq(storeMeta.key, SEED_FINGERPRINT_KEY))
    await seedStore(t.store.db, 'demo')
    expect(await inspectionOf('demo')).toBe(true)
    expect(await inspectionOf('atlas')).toBe(false)

    await t.store.db.update(organisations).set({ testerInspection: false }).where(eq(organisations.code, 'demo'))
    await seedStore(t.store.db, 'demo')
    expect(await inspectionOf('demo')).toBe(false)
  })

  it("is the organisation file's optional testerInspection: off when absent, shown only when on", async () => {
    await addOrganisation(t.store.db, exampleFile(undefined))
    expect(await inspectionOf('coastline')).toBe(false)
    expect(await showOrganisation(t.store.db, 'coastline')).not.toHaveProperty('testerInspection')

    await updateOrganisation(t.store.db, exampleFile(true))
    expect((await configOn('coastline.localhost')).testerInspection).toBe(true)
    expect(await showOrganisation(t.store.db, 'coastline')).toMatchObject({ testerInspection: true })
  })
})

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaignListAnswer } from '@contract/schemas/referrals'
import { promotionsAnswer } from '@contract/schemas/promotions'
import { addOrganisation, OrgFileError, showOrganisation, updateOrganisation, type OrganisationFileJson } from '@server/services/org-admin'
import { postOn } from './helpers/hosts'
import { startTestApp, type TestApp } from './helpers/test-app'

/*
 * The club's part of the organisation file (issue 18; README "Organisations"): time zone,
 * referral campaigns, promotions (with their images among the organisation's files), rewards and
 * plans, checked with every problem named, saved with `npm run org`, served at once.
 */

const EXAMPLE_DIR = 'docs/examples/organisation'
let t: TestApp
let scratch: string
beforeAll(async () => {
  t = await startTestApp()
  scratch = mkdtempSync(join(tmpdir(), 'travel-club-org-'))
})
afterAll(async () => {
  await t.close()
  rmSync(scratch, { recursive: true, force: true })
})

let folders = 0
/** The example, under `code` (its own host), edited; answers the JSON file's path. */
function orgFile(code: string, edit: (file: OrganisationFileJson) => void, files: Record<string, string> = {}): string {
  const dir = join(scratch, `org-${++folders}`)
  cpSync(EXAMPLE_DIR, dir, { recursive: true })
  const css = readFileSync(join(dir, 'coastline.css'), 'utf8').replaceAll('/api/brand/coastline/', `/api/brand/${code}/`)
  writeFileSync(join(dir, 'coastline.css'), css)
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content)
  const file = JSON.parse(readFileSync(join(dir, 'coastline.json'), 'utf8')) as OrganisationFileJson
  file.code = code
  file.hosts = [`${code}.localhost`]
  edit(file)
  const path = join(dir, 'organisation.json')
  writeFileSync(path, JSON.stringify(file, null, 2))
  return path
}

async function problemsOf(save: Promise<unknown>): Promise<string[]> {
  const error = await save.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(OrgFileError)
  return (error as OrgFileError).problems
}

const picture = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 2"><rect width="4" height="2" fill="#0af"/></svg>'

describe("the club's part of the organisation file", () => {
  it('saves the example’s programmes and serves them on its host at once', async () => {
    await addOrganisation(
      t.store.db,
      orgFile('seaside', () => {}),
    )
    const campaigns = campaignListAnswer.parse(
      await (
        await t.app.request('http://seaside.localhost/api/referral/getCampaignList', { headers: { host: 'seaside.localhost' } })
      ).json(),
    )
    expect(campaigns.data.campaigns.map((c) => [c.code, c.title])).toEqual([['bring-a-friend', 'Bring a friend to the coast']])
    const fr = await postOn(t, 'seaside.localhost', '/api/promotions/getPromotions', { lang: 'fr-FR' })
    expect(promotionsAnswer.parse(await fr.json()).data.promotions.map((p) => [p.title, p.text])).toEqual([
      ['L’automne sur la côte', 'Quiet beaches, warm inns: two nights by the sea for less.'],
    ])
    expect(await showOrganisation(t.store.db, 'seaside')).toMatchObject({ timeZone: 'Europe/London', plans: [{ code: 'harbour' }] })
  })

  it("stores a promotion's image with the organisation's files, served under its brand", async () => {
    await addOrganisation(
      t.store.db,
      orgFile(
        'pictured',
        (file) => {
          file.promotions![0]!.image = 'promo.svg'
          file.promotions![0]!.imageAlt = 'A blue sky'
        },
        { 'promo.svg': picture },
      ),
    )
    const { promotions } = promotionsAnswer.parse(
      await (await postOn(t, 'pictured.localhost', '/api/promotions/getPromotions', {})).json(),
    ).data
    expect(promotions[0]!.image).toEqual({ url: expect.stringMatching(/^\/api\/brand\/pictured\/promo\.svg\?v=/), alt: 'A blue sky' })
    expect(await (await t.app.request(promotions[0]!.image!.url)).text()).toBe(picture)
    // `show` prints it as the URL it is served at, like the logo.
    expect((await showOrganisation(t.store.db, 'pictured'))!.promotions![0]!.image).toBe('/api/brand/pictured/promo.svg')
  })

  it('names every problem of the club’s fields at once and writes nothing', async () => {
    const problems = await problemsOf(
      addOrganisation(
        t.store.db,
        orgFile('broken', (file) => {
          file.timeZone = 'Mars/Olympus'
          file.walletOptions = ['Cash Card']
          file.referralCampaigns![0]!.title = { 'xx-XX': 'Nope' }
          file.referralCampaigns![0]!.validUntil = '2026-01-01T00:00:00Z'
          file.promotions![0]!.destinations = ['atlantis-xx']
          file.rewards!.tiers = [{ code: 'pearl', name: 'Pearl', threshold: 4000, benefits: [] }]
          file.rewards!.earn = { boat: 5 } as never
          file.plans = [
            {
              ...file.plans![0]!,
              vacations: [{ code: 'week', title: 'A week', product: 'RST', value: { amountMinor: 1, currency: 'GBP' }, perYear: 1 }],
            },
            { ...file.plans![0]! },
          ]
        }),
      ),
    )
    expect(problems).toEqual([
      'timeZone: must be a time zone like Europe/Madrid',
      'referralCampaigns[0].title.xx-XX: "xx-XX" is not a known language',
      'promotions[0].destinations[0]: "atlantis-xx" is not a destination of the inventory',
      'rewards.earn.boat: unknown key',
      'plans[1].code: "harbour" is listed twice',
      'referralCampaigns: pays its rewards as discount cards: walletOptions must include "Discount Cards"',
      'plans[0].vacations: are booked with certificates: walletOptions must include "Certificates"',
      'referralCampaigns[0].validUntil: must be after validFrom',
      'rewards.tiers: must start with a tier at 0 points',
    ])
    expect(await showOrganisation(t.store.db, 'broken')).toBeNull()
  })

  it('replaces the programmes with `update`, and clears them when the file leaves them out', async () => {
    await updateOrganisation(
      t.store.db,
      orgFile('seaside', (file) => {
        delete file.referralCampaigns
        delete file.rewards
        delete file.timeZone
      }),
    )
    const shown = await showOrganisation(t.store.db, 'seaside')
    expect(shown).not.toHaveProperty('referralCampaigns')
    expect(shown).not.toHaveProperty('rewards')
    expect(shown).not.toHaveProperty('timeZone')
    expect(shown!.promotions).toHaveLength(1)
  })
})

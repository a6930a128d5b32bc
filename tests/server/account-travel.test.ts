import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { travelProfileAnswer, travellerAnswer, travellersAnswer } from '@contract/schemas/travel'
import { resealDocuments } from '@server/services/account/resealing'
import { createSealer, UnreadableSealError } from '@server/services/account/sealing'
import { travelProfiles, travellers } from '@server/store/schema'
import { NOW } from './helpers/booking-api'
import { callAs, newPerson, ok, refusal, signInAs } from './helpers/account'
import { startTestApp, TEST_DATA_KEY, type TestApp } from './helpers/test-app'

/*
 * The travel profile and saved travellers (issue 17; docs/api.md "Travel profile and
 * travellers"): personal documents sealed at rest and answered masked, each member's own only.
 */

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' }, undefined, { now: () => NOW })
})
afterAll(() => t.close())

const profile = {
  homeAirport: ' lhr ',
  bedType: 'king',
  roomPreferences: ['high-floor', 'quiet'],
  dietary: ['vegetarian'],
  dietaryNotes: 'No mushrooms,\nplease.',
  accessibility: ['step-free'],
  accessibilityNotes: '',
  frequentFlyer: [{ programme: 'Skyline Miles', number: 'SK 123456' }],
  hotelLoyalty: [],
  dateOfBirth: '1990-02-28',
  passport: { number: 'p 1234 5678', country: 'GB', expiresOn: '2031-12-31' },
}

describe('the travel profile', () => {
  it('is empty at first, saves every preference, and answers the passport masked', async () => {
    const cookie = await signInAs(t, (await newPerson(t, 'travel@example.com')).email)
    expect(travelProfileAnswer.parse(await ok(callAs(t, cookie, '/api/profile/travelProfile'))).data).toMatchObject({
      homeAirport: null,
      bedType: 'any',
      passport: null,
    })
    const saved = travelProfileAnswer.parse(await ok(callAs(t, cookie, '/api/profile/updateTravelProfile', profile))).data
    expect(saved).toEqual({
      ...profile,
      homeAirport: 'LHR',
      passport: { numberMasked: '•••• 5678', country: 'GB', expiresOn: '2031-12-31' },
    })
    expect(travelProfileAnswer.parse(await ok(callAs(t, cookie, '/api/profile/travelProfile'))).data).toEqual(saved)
  })

  it('keeps the passport number encrypted: the stored bytes hold neither the number nor its digits in a row', async () => {
    const person = await newPerson(t, 'sealed@example.com')
    const cookie = await signInAs(t, person.email)
    await ok(
      callAs(t, cookie, '/api/profile/updateTravelProfile', {
        ...profile,
        passport: { number: '987654321', country: 'FR', expiresOn: '2030-06-30' },
      }),
    )
    const [row] = await t.store.db.select().from(travelProfiles).where(eq(travelProfiles.userId, person.id))
    const stored = JSON.stringify(row)
    expect(stored).not.toContain('987654321')
    expect(stored).not.toContain('4321')
    expect(row!.passportNumberSealed).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/)
    // A number sealed for this member does not open for another one.
    const sealer = createSealer(TEST_DATA_KEY)
    expect(sealer.open(row!.passportNumberSealed!, `passport:user:${person.id}`)).toBe('987654321')
    expect(() => sealer.open(row!.passportNumberSealed!, `passport:user:${person.id + 1}`)).toThrow(UnreadableSealError)
  })

  it('keeps the stored number when the form sends the passport without it; a new passport needs its number', async () => {
    const cookie = await signInAs(t, (await newPerson(t, 'keep-passport@example.com')).email)
    const { number: _, ...withoutNumber } = profile.passport
    await refusal(callAs(t, cookie, '/api/profile/updateTravelProfile', { ...profile, passport: withoutNumber }), 400)
    await ok(callAs(t, cookie, '/api/profile/updateTravelProfile', profile))
    const kept = travelProfileAnswer.parse(
      await ok(
        callAs(t, cookie, '/api/profile/updateTravelProfile', { ...profile, passport: { ...withoutNumber, expiresOn: '2032-01-01' } }),
      ),
    ).data
    expect(kept.passport).toEqual({ numberMasked: '•••• 5678', country: 'GB', expiresOn: '2032-01-01' })
    const removed = travelProfileAnswer.parse(
      await ok(callAs(t, cookie, '/api/profile/updateTravelProfile', { ...profile, passport: null })),
    ).data
    expect(removed.passport).toBeNull()
  })

  it('refuses what does not fit, naming the field', async () => {
    const cookie = await signInAs(t, (await newPerson(t, 'travel-bad@example.com')).email)
    for (const [change, field] of [
      [{ homeAirport: 'LOND' }, 'homeAirport'],
      [{ bedType: 'waterbed' }, 'bedType'],
      [{ roomPreferences: ['quiet', 'quiet'] }, 'roomPreferences'],
      [{ dietaryNotes: 'x'.repeat(501) }, 'dietaryNotes'],
      [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth'],
      [{ dateOfBirth: '2026-06-02' }, 'dateOfBirth'],
      [{ passport: { number: '1234', country: 'GB', expiresOn: '2030-01-01' } }, 'passport.number'],
      [{ passport: { number: '12345678', country: 'ZZ', expiresOn: '2030-01-01' } }, 'passport.country'],
      [{ frequentFlyer: Array.from({ length: 6 }, () => ({ programme: 'A', number: '123' })) }, 'frequentFlyer'],
    ] as const) {
      const body = await refusal(callAs(t, cookie, '/api/profile/updateTravelProfile', { ...profile, ...change }), 400)
      expect(body.message, JSON.stringify(change)).toContain(field)
    }
    // The date of birth may be today, not tomorrow.
    await ok(callAs(t, cookie, '/api/profile/updateTravelProfile', { ...profile, dateOfBirth: '2026-06-01' }))
  })
})

describe('saved travellers', () => {
  const traveller = {
    title: 'Ms',
    firstName: 'Tara',
    lastName: 'Traveller',
    dateOfBirth: '1988-07-14',
    relation: 'partner',
    passport: { number: 'AB1234567', country: 'ES', expiresOn: '2029-09-09' },
  }

  it('adds, lists, edits and removes the member’s own; the passport masked', async () => {
    const cookie = await signInAs(t, (await newPerson(t, 'travellers@example.com')).email)
    expect(travellersAnswer.parse(await ok(callAs(t, cookie, '/api/travellers/list'))).data).toEqual([])
    const added = travellerAnswer.parse(await ok(callAs(t, cookie, '/api/travellers/save', traveller))).data
    expect(added).toEqual({
      ...traveller,
      id: expect.any(Number),
      passport: { numberMasked: '•••• 4567', country: 'ES', expiresOn: '2029-09-09' },
    })
    const second = travellerAnswer.parse(
      await ok(callAs(t, cookie, '/api/travellers/save', { ...traveller, firstName: 'Tim', relation: 'child', passport: null })),
    ).data
    const edited = travellerAnswer.parse(
      await ok(
        callAs(t, cookie, '/api/travellers/save', {
          ...traveller,
          id: added.id,
          lastName: 'Renamed',
          passport: { country: 'ES', expiresOn: '2030-01-01' },
        }),
      ),
    ).data
    expect(edited).toMatchObject({ id: added.id, lastName: 'Renamed', passport: { numberMasked: '•••• 4567', expiresOn: '2030-01-01' } })
    expect(travellersAnswer.parse(await ok(callAs(t, cookie, '/api/travellers/list'))).data.map((x) => x.id)).toEqual([added.id, second.id])
    const left = travellersAnswer.parse(await ok(callAs(t, cookie, '/api/travellers/remove', { id: added.id }))).data
    expect(left.map((x) => x.firstName)).toEqual(['Tim'])
    await refusal(callAs(t, cookie, '/api/travellers/remove', { id: added.id }), 404, 'NOT_FOUND')
  })

  it("never shows, changes or removes another member's traveller", async () => {
    const mine = await signInAs(t, (await newPerson(t, 'travellers-a@example.com')).email)
    const theirs = await signInAs(t, (await newPerson(t, 'travellers-b@example.com')).email)
    const theirTraveller = travellerAnswer.parse(await ok(callAs(t, theirs, '/api/travellers/save', traveller))).data
    expect(travellersAnswer.parse(await ok(callAs(t, mine, '/api/travellers/list'))).data).toEqual([])
    await refusal(callAs(t, mine, '/api/travellers/save', { ...traveller, id: theirTraveller.id, firstName: 'Taken' }), 404, 'NOT_FOUND')
    await refusal(callAs(t, mine, '/api/travellers/remove', { id: theirTraveller.id }), 404, 'NOT_FOUND')
    expect(travellersAnswer.parse(await ok(callAs(t, theirs, '/api/travellers/list'))).data).toEqual([theirTraveller])
  })

  it('keeps at most 20 per member, and refuses names and relations the form would refuse', async () => {
    const person = await newPerson(t, 'travellers-full@example.com')
    const cookie = await signInAs(t, person.email)
    await t.store.db.insert(travellers).values(
      Array.from({ length: 19 }, (_, i) => ({
        userId: person.id,
        title: 'Mr',
        firstName: `Name`,
        lastName: `Number ${String.fromCharCode(65 + i)}`,
        relation: 'friend',
        createdAt: NOW,
      })),
    )
    // Eight saves racing for the 20th place: one is kept, the others refused (on PostgreSQL they truly race).
    const raced = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        callAs(t, cookie, '/api/travellers/save', { ...traveller, lastName: `Racer ${String.fromCharCode(65 + i)}`, passport: null }),
      ),
    )
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
    expect(await t.store.db.select().from(travellers).where(eq(travellers.userId, person.id))).toHaveLength(20)
    await refusal(callAs(t, cookie, '/api/travellers/save', { ...traveller, passport: null }), 409, 'LIMIT_REACHED')
    expect((await refusal(callAs(t, cookie, '/api/travellers/save', { ...traveller, firstName: 'T4ra' }), 400)).message).toContain(
      'firstName',
    )
    expect((await refusal(callAs(t, cookie, '/api/travellers/save', { ...traveller, relation: 'pet' }), 400)).message).toContain('relation')
    expect((await refusal(callAs(t, cookie, '/api/travellers/save', { ...traveller, title: 'Miss' }), 400)).message).toContain('title')
  })
})

describe('key rotation', () => {
  const older = Buffer.alloc(32, 1).toString('base64')
  const current = Buffer.alloc(32, 2).toString('base64')

  it('opens a value sealed with an older key, tells it is stale, and refuses an altered one', () => {
    const before = createSealer(older)
    const after = createSealer(current, [older])
    const sealed = before.seal('X1234567', 'passport:user:1')
    expect(after.isStale(sealed)).toBe(true)
    expect(after.open(sealed, 'passport:user:1')).toBe('X1234567')
    expect(() => createSealer(current).open(sealed, 'passport:user:1')).toThrow(UnreadableSealError)
    const parts = sealed.split('.')
    // The sealed text's first character (its last may carry only padding bits, which decode to the same bytes).
    const altered = [...parts.slice(0, 4), `${parts[4]!.startsWith('A') ? 'B' : 'A'}${parts[4]!.slice(1)}`].join('.')
    expect(() => after.open(altered, 'passport:user:1')).toThrow(UnreadableSealError)
    expect(after.isStale(after.seal('X1234567', 'passport:user:1'))).toBe(false)
  })

  it('seals every stored document again with the current key, once', async () => {
    const person = await newPerson(t, 'rotation@example.com')
    const before = createSealer(older)
    await t.store.db.insert(travelProfiles).values({
      userId: person.id,
      passportNumberSealed: before.seal('R0TATE123', `passport:user:${person.id}`),
      passportCountry: 'GB',
      passportExpiresOn: '2030-01-01',
      updatedAt: NOW,
    })
    await t.store.db.insert(travellers).values({
      userId: person.id,
      title: 'Mr',
      firstName: 'Rolf',
      lastName: 'Rotation',
      relation: 'friend',
      passportNumberSealed: before.seal('TRAV9999', `passport:user:${person.id}`),
      passportCountry: 'DE',
      passportExpiresOn: '2030-01-01',
      createdAt: NOW,
    })
    const after = createSealer(current, [older])
    const first = await resealDocuments(t.store.db, after)
    expect(first.resealed).toBeGreaterThanOrEqual(2)
    expect(await resealDocuments(t.store.db, after)).toEqual({ resealed: 0, unreadable: first.unreadable })
    const [row] = await t.store.db.select().from(travelProfiles).where(eq(travelProfiles.userId, person.id))
    expect(after.isStale(row!.passportNumberSealed!)).toBe(false)
    expect(createSealer(current).open(row!.passportNumberSealed!, `passport:user:${person.id}`)).toBe('R0TATE123')
  })
})

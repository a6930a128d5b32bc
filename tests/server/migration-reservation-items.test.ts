import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reservationAnswer } from '@contract/schemas/reservations'
import { projectPaths } from '@server/paths'
import { seedReferenceData } from '@server/seed/reference'
import { toReservations } from '@server/services/reservations/view'
import { organisations, reservationCards, reservationItems, reservations, users, walletCards } from '@server/store/schema'
import type { Db } from '@server/store/store'
import { openTestStore, type TestStore } from './helpers/test-store'

/*
 * The migration to items (issue 15) carries every reservation booked before it into a
 * reservation of one item: a store at the migration before it, with old-shape reservations,
 * is migrated and then read through the API's own view.
 */

const FIRST_ITEMS_MIGRATION = /_reservation_items$/
let store: TestStore
let scratch: string

/** The migrations folder as it was before items: the journal cut before the first items migration. */
function migrationsBeforeItems(): string {
  scratch = mkdtempSync(join(tmpdir(), 'migrations-before-items-'))
  const journal = JSON.parse(readFileSync(join(projectPaths.migrations, 'meta/_journal.json'), 'utf8'))
  const cut = journal.entries.findIndex((entry: { tag: string }) => FIRST_ITEMS_MIGRATION.test(entry.tag))
  expect(cut).toBeGreaterThan(0)
  mkdirSync(join(scratch, 'meta'))
  for (const entry of journal.entries.slice(0, cut))
    cpSync(join(projectPaths.migrations, `${entry.tag}.sql`), join(scratch, `${entry.tag}.sql`))
  writeFileSync(join(scratch, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }))
  return scratch
}

/** What drizzle's migrators do (pglite and node-postgres alike): the folder's migrations not applied yet. */
async function migrateFrom(db: Db, migrationsFolder: string) {
  const dialect = (db as unknown as { dialect: { migrate: (m: unknown, s: unknown, c: unknown) => Promise<void> } }).dialect
  await dialect.migrate(readMigrationFiles({ migrationsFolder }), (db as unknown as { session: unknown }).session, { migrationsFolder })
}

const property = (kind: string, name: string) => ({
  id: `${kind}-old`,
  kind,
  name,
  stars: 4,
  destinationName: 'Cancún',
  countryCode: 'MX',
  address: '1 Beach Road',
  image: { url: '/img/old.svg', alt: name },
})

beforeAll(async () => {
  store = await openTestStore({ migrated: false })
  await migrateFrom(store.db, migrationsBeforeItems())
  // What the old reservations point at (an organisation, its member and a certificate), written
  // with the columns of that time: today's seed writes columns of later migrations.
  await store.db.transaction(async (tx) => {
    await seedReferenceData(tx)
    const id = async (statement: ReturnType<typeof sql>) =>
      ((await tx.execute(statement)) as unknown as { rows: { id: number }[] }).rows[0]!.id
    const org =
      await id(sql`insert into organisations (code, name, site_url, country_code, primary_color, accent_color, default_language_id, default_currency_id)
      values ('demo', 'Demo Travel Club', 'https://demo-travel-club.example', 'US', '#0b5cab', '#f59e0b', 1, 9) returning id`)
    const member = await id(
      sql`insert into users (org_id, email, first_name, last_name) values (${org}, 'member@example.com', 'Maria', 'Member') returning id`,
    )
    const programme = await id(
      sql`insert into card_programmes (org_id, kind, pro_code, name) values (${org}, 'certificate', 'HLT', 'Hotel night certificate') returning id`,
    )
    await tx.execute(sql`insert into wallet_cards (org_id, user_id, programme_id, card_code, amount_minor, currency, issued_at)
      values (${org}, ${member}, ${programme}, 'CERT-HLT-0001', 12000, 'USD', '2026-01-01T00:00:00Z')`)
  })
})
afterAll(async () => {
  await store.close()
  rmSync(scratch, { recursive: true, force: true })
})

describe('the migration to reservation items', () => {
  it('turns each old reservation into one item with its stay, amounts, status and wallet cards', async () => {
    // Read with the columns of that time, as the rows were written.
    const [org] = await store.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, 'demo'))
    const [member] = await store.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.orgId, org!.id), eq(users.email, 'member@example.com')))
    const [card] = await store.db
      .select({ id: walletCards.id })
      .from(walletCards)
      .where(and(eq(walletCards.orgId, org!.id), eq(walletCards.cardCode, 'CERT-HLT-0001')))
    const guest = {
      title: 'Ms',
      firstName: 'Maria',
      lastName: 'Member',
      email: 'member@example.com',
      phone: { isdCode: '+1', number: '5550100' },
    }
    const old = (n: number, kind: string, status: string, free: string | null) => sql`
      insert into reservations (org_id, confirmation_number, idempotency_key, request_hash, user_id, status, supplier,
        supplier_reference, product, property_id, property, room_type_id, room_name, check_in, check_out, rooms, adults,
        children, guest, special_requests, currency, room_minor, taxes_minor, fees_minor, total_minor, amount_due_minor,
        free_cancellation_until, language, created_at, cancelled_at)
      values (${org!.id}, ${`TC-OLD0000${n}`}, ${`old-key-0000000000${n}`}, 'hash', ${member!.id}, ${status}, 'store',
        ${`SB-OLD${n}`}, ${kind === 'resort' ? 'RST' : 'HLT'}, ${`${kind}-old`}, ${JSON.stringify(property(kind, `Old ${kind}`))}::jsonb,
        ${`${kind}-old-room`}, ${`Old ${kind} room`}, '2026-07-01', ${kind === 'resort' ? '2026-07-08' : '2026-07-04'}, 2, 3, 1,
        ${JSON.stringify(guest)}::jsonb, 'A cot', 'USD', 60000, 6000, 2000, 68000, ${n === 1 ? 63000 : 68000},
        ${free}, 'en-US', '2026-05-01T10:00:00Z', ${status === 'CANCELLED' ? '2026-05-02T10:00:00Z' : null})
`
    await store.db.execute(old(1, 'hotel', 'CONFIRMED', '2026-06-28'))
    await store.db.execute(old(2, 'resort', 'CANCELLED', null))
    await store.db.execute(
      sql`insert into reservation_cards (reservation_id, card_id, kind, amount_minor) values ((select id from reservations where confirmation_number = 'TC-OLD00001'), ${card!.id}, 'certificate', 5000)`,
    )

    await store.migrate()

    const rows = await store.db.select().from(reservations).orderBy(reservations.id)
    const [booked, cancelled] = await toReservations(store.db, rows, '2026-06-01')
    expect(reservationAnswer.parse({ status: true, data: booked }).data).toEqual(booked)
    expect(booked).toMatchObject({
      confirmationNumber: 'TC-OLD00001',
      status: 'CONFIRMED',
      currency: 'USD',
      specialRequests: 'A cot',
      totalMinor: 68000,
      amountDueMinor: 63000,
      startsOn: '2026-07-01',
      endsOn: '2026-07-04',
      cancellable: true,
    })
    expect(booked!.items).toHaveLength(1)
    expect(booked!.items[0]).toMatchObject({
      line: 'hotel',
      product: 'HLT',
      status: 'CONFIRMED',
      cancelledAt: null,
      supplier: 'store',
      supplierReference: 'SB-OLD1',
      title: 'Old hotel',
      subtitle: 'Old hotel room',
      image: { url: '/img/old.svg', alt: 'Old hotel' },
      startsOn: '2026-07-01',
      endsOn: '2026-07-04',
      travellers: { adults: 3, children: 1 },
      price: { currency: 'USD', baseMinor: 60000, taxesMinor: 6000, feesMinor: 2000, totalMinor: 68000 },
      amountDueMinor: 63000,
      freeCancellationUntil: '2026-06-28',
      deductions: [{ cardCode: 'CERT-HLT-0001', kind: 'certificate', amountMinor: 5000 }],
    })
    const { kind: _kind, ...asBooked } = property('hotel', 'Old hotel')
    expect(booked!.items[0]!.details).toEqual({
      line: 'hotel',
      property: asBooked,
      roomTypeId: 'hotel-old-room',
      roomName: 'Old hotel room',
      checkIn: '2026-07-01',
      checkOut: '2026-07-04',
      nights: 3,
      rooms: 2,
    })
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancelledAt: '2026-05-02T10:00:00.000Z',
      totalMinor: 68000,
      endsOn: '2026-07-08',
    })
    expect(cancelled!.items[0]).toMatchObject({
      line: 'resort',
      product: 'RST',
      status: 'CANCELLED',
      cancelledAt: '2026-05-02T10:00:00.000Z',
    })
    expect(cancelled!.items[0]!.details).toMatchObject({ line: 'resort', nights: 7 })
    expect(await store.db.select().from(reservationItems)).toHaveLength(2)
    expect(await store.db.select().from(reservationCards)).toHaveLength(1)
  })
})

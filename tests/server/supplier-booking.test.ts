import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DomainError } from '@server/errors'
import { errorAnswer } from '@server/http/errors'
import { supplierBookings } from '@server/store/schema'
import type { Stay } from '@server/suppliers/supplier'
import { SoldOutError } from '@server/suppliers/store/errors'
import { searchAll, useInventoryStore } from './helpers/inventory-store'

const inventory = useInventoryStore()

const now = new Date('2026-05-01T10:00:00Z')
const stay = (checkIn: string, checkOut: string, rooms = 1): Stay => ({ checkIn, checkOut, rooms, adults: 1, children: 0 })
const book = (roomTypeId: string, s: Stay) =>
  inventory.store.db.transaction((tx) => inventory.supplier.book(tx, { roomTypeId, stay: s, now }))
const cancel = (reference: string) => inventory.store.db.transaction((tx) => inventory.supplier.cancel(tx, { reference, now }))

async function roomsLeft(propertyId: string, roomTypeId: string, s: Stay) {
  return (await inventory.supplier.rates(propertyId, s)).find((r) => r.roomTypeId === roomTypeId)!.roomsLeft
}

describe('store supplier bookings', () => {
  it('holds rooms for the nights booked, and gives them back on cancellation (twice is harmless)', async () => {
    const [property] = await searchAll(inventory.store.db, inventory.supplier, {
      kind: 'hotel',
      where: { destinationId: 'lisboa-pt' },
      stay: stay('2026-06-10', '2026-06-13'),
    })
    const [room] = await inventory.supplier.rates(property!.property.id, stay('2026-06-10', '2026-06-13'))
    const total = room!.roomsLeft

    const { reference } = await book(room!.roomTypeId, stay('2026-06-10', '2026-06-13', 2))
    expect(reference).toMatch(/^SB-[A-Z0-9]{10}$/)
    expect(await roomsLeft(property!.property.id, room!.roomTypeId, stay('2026-06-10', '2026-06-13'))).toBe(total - 2)
    // A stay sharing one night with the booking sees it; the stays before and after do not.
    expect(await roomsLeft(property!.property.id, room!.roomTypeId, stay('2026-06-12', '2026-06-20'))).toBe(total - 2)
    expect(await roomsLeft(property!.property.id, room!.roomTypeId, stay('2026-06-13', '2026-06-15'))).toBe(total)
    expect(await roomsLeft(property!.property.id, room!.roomTypeId, stay('2026-06-05', '2026-06-10'))).toBe(total)

    await cancel(reference)
    expect(await roomsLeft(property!.property.id, room!.roomTypeId, stay('2026-06-10', '2026-06-13'))).toBe(total)
    await cancel(reference)
    const [row] = await inventory.store.db.select().from(supplierBookings).where(eq(supplierBookings.reference, reference))
    expect(row).toMatchObject({ status: 'CANCELLED', rooms: 2, checkIn: '2026-06-10', checkOut: '2026-06-13' })
    const unknown = await cancel('SB-UNKNOWN000').catch((e: unknown) => e)
    expect(unknown).toMatchObject({ code: 'BOOKING_NOT_FOUND' })
    expect(errorAnswer(unknown)?.status).toBe(404)
  })

  it('refuses rooms that are gone with SOLD_OUT, holding nothing, and the search then answers the property sold out', async () => {
    const s = stay('2026-09-01', '2026-09-04')
    const [match] = await searchAll(inventory.store.db, inventory.supplier, {
      kind: 'hotel',
      where: { destinationId: 'sevilla-es' },
      stay: s,
    })
    const rates = await inventory.supplier.rates(match!.property.id, s)
    for (const rate of rates) await book(rate.roomTypeId, { ...s, rooms: rate.roomsLeft })

    const error = await book(rates[0]!.roomTypeId, s).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SoldOutError)
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toMatchObject({ code: 'SOLD_OUT' })
    expect(errorAnswer(error)?.status).toBe(409)
    expect((await inventory.supplier.rates(match!.property.id, s)).every((r) => r.roomsLeft === 0)).toBe(true)
    const again = await searchAll(inventory.store.db, inventory.supplier, {
      kind: 'hotel',
      where: { destinationId: 'sevilla-es' },
      stay: s,
    })
    expect(again.find((m) => m.property.id === match!.property.id)?.cheapest).toBeNull()
    // Only one night of the new stay is full, and that is enough to refuse it.
    await expect(book(rates[0]!.roomTypeId, stay('2026-09-03', '2026-09-08'))).rejects.toBeInstanceOf(SoldOutError)
    await expect(book(rates[0]!.roomTypeId, stay('2026-09-04', '2026-09-08'))).resolves.toHaveProperty('reference')
  })

  it('gives the last room to exactly one of two bookings made at the same time', async () => {
    const s = stay('2026-10-05', '2026-10-07')
    const [match] = await searchAll(inventory.store.db, inventory.supplier, {
      kind: 'hotel',
      where: { destinationId: 'london-gb' },
      stay: s,
    })
    const [rate] = await inventory.supplier.rates(match!.property.id, s)
    await book(rate!.roomTypeId, { ...s, rooms: rate!.roomsLeft - 1 })
    expect(await roomsLeft(match!.property.id, rate!.roomTypeId, s)).toBe(1)

    const results = await Promise.allSettled([book(rate!.roomTypeId, s), book(rate!.roomTypeId, s)])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const [refused] = results.filter((r) => r.status === 'rejected')
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(SoldOutError)
    expect(await roomsLeft(match!.property.id, rate!.roomTypeId, s)).toBe(0)
  })

  it('holds nothing when the caller’s transaction fails after booking, and refuses to book outside a transaction', async () => {
    const s = stay('2026-11-02', '2026-11-04')
    const [match] = await searchAll(inventory.store.db, inventory.supplier, { kind: 'hotel', where: { destinationId: 'rome-it' }, stay: s })
    const [rate] = await inventory.supplier.rates(match!.property.id, s)
    await expect(
      inventory.store.db.transaction(async (tx) => {
        await inventory.supplier.book(tx, { roomTypeId: rate!.roomTypeId, stay: s, now })
        throw new Error('payment failed')
      }),
    ).rejects.toThrow('payment failed')
    expect(await roomsLeft(match!.property.id, rate!.roomTypeId, s)).toBe(rate!.roomsLeft)
    await expect(inventory.supplier.book(inventory.store.db as never, { roomTypeId: rate!.roomTypeId, stay: s, now })).rejects.toThrow(
      TypeError,
    )
    const noRoom = await book('no-such-room', s).catch((e: unknown) => e)
    expect(noRoom).toMatchObject({ code: 'ROOM_NOT_FOUND' })
    expect(errorAnswer(noRoom)?.status).toBe(404)
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { dayOfWeek } from '@contract/calendar'
import { properties, roomTypes } from '@server/store/schema'
import type { Stay } from '@server/suppliers/supplier'
import { useInventoryStore } from './helpers/inventory-store'

const inventory = useInventoryStore()

const oneNight = (checkIn: string, checkOut: string, rooms = 1): Stay => ({ checkIn, checkOut, rooms, adults: 1, children: 0 })
/** a × b × c / d, rounded half up, on BigInt: the test's own reading of the rule. */
const halfUp = (n: bigint, d: bigint) => Number((2n * n + d) / (2n * d))

async function firstProperty(destinationId: string, where: (p: typeof properties.$inferSelect) => boolean = () => true) {
  const rows = await inventory.store.db.select().from(properties).where(eq(properties.destinationId, destinationId))
  const property = rows.find(where)!
  const rooms = await inventory.store.db.select().from(roomTypes).where(eq(roomTypes.propertyId, property.id))
  return { property, rooms }
}

describe('store supplier rates', () => {
  it('charges the season of the night: high season above low season, the holidays above the low season they fall in', async () => {
    const { property, rooms } = await firstProperty('cancun-mx')
    // Both Tuesdays: only the season differs.
    expect([dayOfWeek('2027-02-09'), dayOfWeek('2026-10-13')]).toEqual([2, 2])
    const [high] = await inventory.supplier.rates(property.id, oneNight('2027-02-09', '2027-02-10'))
    const [low] = await inventory.supplier.rates(property.id, oneNight('2026-10-13', '2026-10-14'))
    expect(high!.nights[0]!.amountMinor).toBe(halfUp(BigInt(rooms[0]!.baseRateMinor) * 13000n, 10000n))
    expect(low!.nights[0]!.amountMinor).toBe(halfUp(BigInt(rooms[0]!.baseRateMinor) * 8000n, 10000n))
    expect(high!.totalMinor).toBeGreaterThan(low!.totalMinor)

    // Rome, 22 December (a Tuesday): "Holidays" (priority 10, 135 %) wins over "Low season" (85 %).
    const rome = await firstProperty('rome-it')
    const [holiday] = await inventory.supplier.rates(rome.property.id, oneNight('2026-12-22', '2026-12-23'))
    expect(holiday!.nights[0]!.amountMinor).toBe(halfUp(BigInt(rome.rooms[0]!.baseRateMinor) * 13500n, 10000n))
  })

  it('charges Friday and Saturday nights the weekend uplift', async () => {
    const { property, rooms } = await firstProperty('cancun-mx', (p) => p.weekendUpliftBp > 0)
    // 12 May 2026 is a Tuesday, 16 May a Saturday; mid-May is outside every Cancún season.
    const [week] = await inventory.supplier.rates(property.id, { ...oneNight('2026-05-12', '2026-05-17') })
    const byDate = Object.fromEntries(week!.nights.map((n) => [n.date, n.amountMinor]))
    const base = BigInt(rooms[0]!.baseRateMinor)
    expect(byDate['2026-05-12']).toBe(rooms[0]!.baseRateMinor)
    expect(byDate['2026-05-15']).toBe(halfUp(base * BigInt(10000 + property.weekendUpliftBp), 10000n))
    expect(byDate['2026-05-16']).toBeGreaterThan(byDate['2026-05-12']!)
    expect(byDate['2026-05-14']).toBe(byDate['2026-05-12'])
  })

  it('rounds each night once and adds taxes and fees as integers of the property currency (JPY has no minor unit)', async () => {
    const { property, rooms } = await firstProperty('tokyo-jp')
    expect(property.currency).toBe('JPY')
    const stay: Stay = { checkIn: '2026-03-30', checkOut: '2026-04-05', rooms: 3, adults: 2, children: 1 }
    const rates = await inventory.supplier.rates(property.id, stay)
    expect(rates.map((r) => r.roomTypeId)).toEqual(rooms.sort((a, b) => a.sort - b.sort).map((r) => r.id))
    for (const [i, rate] of rates.entries()) {
      expect(rate.currency).toBe('JPY')
      expect(rate.nights.map((n) => n.date)).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04'])
      for (const night of rate.nights) {
        // Cherry blossom (140 %) covers these nights; Friday 3 and Saturday 4 April add the uplift.
        const weekend = [5, 6].includes(dayOfWeek(night.date)) ? BigInt(10000 + property.weekendUpliftBp) : 10000n
        expect(night.amountMinor).toBe(halfUp(BigInt(rooms[i]!.baseRateMinor) * 14000n * weekend, 100_000_000n))
      }
      const oneRoom = rate.nights.reduce((sum, n) => sum + n.amountMinor, 0)
      expect(rate.roomMinor).toBe(oneRoom * 3)
      expect(rate.taxesMinor).toBe(halfUp(BigInt(rate.roomMinor) * BigInt(property.taxRateBp), 10000n))
      expect(rate.feesMinor).toBe(property.feePerNightMinor * 6 * 3)
      expect(rate.totalMinor).toBe(rate.roomMinor + rate.taxesMinor + rate.feesMinor)
      expect([rate.roomMinor, rate.taxesMinor, rate.feesMinor, rate.totalMinor].every(Number.isSafeInteger)).toBe(true)
    }
  })

  it('prices every room type of a property, non-refundable ones marked, and nothing for an unknown property', async () => {
    const [nonRefundable] = await inventory.store.db.select().from(roomTypes).where(eq(roomTypes.refundable, false)).limit(1)
    const rates = await inventory.supplier.rates(nonRefundable!.propertyId, oneNight('2026-06-01', '2026-06-03'))
    expect(rates.find((r) => r.roomTypeId === nonRefundable!.id)?.refundable).toBe(false)
    expect(rates.every((r) => r.roomsLeft > 0 && r.nights.length === 2)).toBe(true)
    expect(await inventory.supplier.rates('no-such-hotel', oneNight('2026-06-01', '2026-06-03'))).toEqual([])
    await expect(inventory.supplier.rates(nonRefundable!.propertyId, oneNight('2026-06-03', '2026-06-03'))).rejects.toThrow(RangeError)
  })
})

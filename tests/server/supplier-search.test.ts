import { describe, expect, it } from 'vitest'
import type { Stay } from '@server/suppliers/supplier'
import { haversineKm } from '@server/services/booking/geo'
import { searchAll, useInventoryStore } from './helpers/inventory-store'

const inventory = useInventoryStore()

const stay: Stay = { checkIn: '2026-07-06', checkOut: '2026-07-09', rooms: 1, adults: 2, children: 0 }
const names = async (query: string, kind?: 'hotel' | 'resort', limit = 8) =>
  (await inventory.supplier.destinations(query, kind, limit)).map((d) => d.name)

describe('store supplier destinations', () => {
  it('finds a destination by the start of any word of its name, whatever the case and accents', async () => {
    expect(await names('canc')).toEqual(['Cancún'])
    expect(await names('CANCUN')).toEqual(['Cancún'])
    expect(await names('cancún')).toEqual(['Cancún'])
    expect(await names('town')).toEqual(['Cape Town'])
    expect(await names('punta c')).toEqual(['Punta Cana'])
    expect(await names('ancun')).toEqual([])
  })

  it('finds destinations by their country, after the ones whose name matches', async () => {
    expect(new Set(await names('spa'))).toEqual(new Set(['Barcelona', 'Mallorca', 'Sevilla', 'Tenerife']))
    expect(await names('united', undefined, 8)).toEqual(expect.arrayContaining(['New York', 'Orlando', 'Miami', 'London']))
    // "M" starts Mallorca, Marrakech and Miami, and Mexico (Cancún) and Morocco: names first.
    const m = await names('m')
    expect(new Set(m.slice(0, 3))).toEqual(new Set(['Mallorca', 'Marrakech', 'Miami']))
    expect(m.slice(3)).toEqual(['Cancún'])
  })

  it('counts hotels and resorts, lists only places with the kind asked for, and keeps to the limit', async () => {
    const [cancun] = await inventory.supplier.destinations('cancun', undefined, 8)
    expect(cancun).toMatchObject({ id: 'cancun-mx', countryCode: 'MX' })
    expect(cancun!.hotelCount).toBeGreaterThan(0)
    expect(cancun!.resortCount).toBeGreaterThan(0)
    expect(await names('paris', 'resort')).toEqual([])
    expect(await names('paris', 'hotel')).toEqual(['Paris'])
    expect(await names('', undefined, 3)).toHaveLength(3)
    expect(await inventory.supplier.destination('tokyo-jp')).toMatchObject({ name: 'Tokyo', countryCode: 'JP', resortCount: 0 })
    expect(await inventory.supplier.destination('atlantis-xx')).toBeNull()
  })
})

describe('store supplier search', () => {
  it('answers a destination’s properties of the kind asked, in the recommended order, each with its cheapest bookable room', async () => {
    const hotels = await searchAll(inventory.store.db, inventory.supplier, { kind: 'hotel', where: { destinationId: 'cancun-mx' }, stay })
    const resorts = await searchAll(inventory.store.db, inventory.supplier, { kind: 'resort', where: { destinationId: 'cancun-mx' }, stay })
    expect(hotels.length).toBeGreaterThan(0)
    expect(resorts.length).toBeGreaterThan(0)
    expect(hotels.every((m) => m.property.kind === 'hotel' && m.property.destinationId === 'cancun-mx')).toBe(true)
    expect(resorts.every((m) => m.property.kind === 'resort')).toBe(true)
    const ranks = hotels.map((m) => m.property.rank)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    for (const match of hotels) {
      const rates = await inventory.supplier.rates(match.property.id, stay)
      const cheapest = Math.min(...rates.map((r) => r.totalMinor))
      expect(match.cheapest?.totalMinor).toBe(cheapest)
      expect(match.property.images[0]!.url).toBe(`/api/booking/images/${match.property.id}/1.svg`)
    }
  })

  it('skips rooms too small for the party', async () => {
    const party: Stay = { ...stay, adults: 4, children: 1 }
    const matches = await searchAll(inventory.store.db, inventory.supplier, {
      kind: 'resort',
      where: { destinationId: 'punta-cana-do' },
      stay: party,
    })
    for (const match of matches) {
      const rates = await inventory.supplier.rates(match.property.id, party)
      const fitting = rates.filter((r) => r.maxOccupancy >= 5)
      if (fitting.length === 0) expect(match.cheapest).toBeNull()
      else expect(match.cheapest?.totalMinor).toBe(Math.min(...fitting.map((r) => r.totalMinor)))
    }
    // Two rooms of two sleep four: the occupancy counts every room.
    const twoRooms = await searchAll(inventory.store.db, inventory.supplier, {
      kind: 'hotel',
      where: { destinationId: 'paris-fr' },
      stay: { ...stay, rooms: 2, adults: 4 },
    })
    expect(twoRooms.every((m) => m.cheapest === null || m.cheapest.maxOccupancy * 2 >= 4)).toBe(true)
    expect(twoRooms.some((m) => m.cheapest !== null)).toBe(true)
  })

  it('finds properties around a point within the radius, across destinations', async () => {
    const centre = { latitude: 48.8566, longitude: 2.3522 }
    const near = await searchAll(inventory.store.db, inventory.supplier, { kind: 'hotel', where: { ...centre, radiusKm: 2 }, stay })
    const wide = await searchAll(inventory.store.db, inventory.supplier, { kind: 'hotel', where: { ...centre, radiusKm: 50 }, stay })
    expect(near.length).toBeGreaterThan(0)
    expect(near.length).toBeLessThan(wide.length)
    expect(near.every((m) => haversineKm(centre, m.property) <= 2)).toBe(true)
    expect(wide.every((m) => m.property.destinationId === 'paris-fr')).toBe(true)
    // Barcelona to Mallorca is about 200 km: a 250 km circle around Palma takes in both.
    const islands = await searchAll(inventory.store.db, inventory.supplier, {
      kind: 'hotel',
      where: { latitude: 39.5696, longitude: 2.6502, radiusKm: 250 },
      stay,
    })
    expect(new Set(islands.map((m) => m.property.destinationId))).toEqual(new Set(['mallorca-es', 'barcelona-es']))
    expect(
      await searchAll(inventory.store.db, inventory.supplier, {
        kind: 'hotel',
        where: { latitude: 0, longitude: -30, radiusKm: 100 },
        stay,
      }),
    ).toEqual([])
  })

  it('answers a property by id with its details, and null for an unknown id', async () => {
    const [first] = await searchAll(inventory.store.db, inventory.supplier, { kind: 'resort', where: { destinationId: 'bali-id' }, stay })
    const property = await inventory.supplier.property(first!.property.id)
    expect(property).toMatchObject({ id: first!.property.id, kind: 'resort', destinationName: 'Bali', countryCode: 'ID', currency: 'USD' })
    expect(property!.description.length).toBeGreaterThanOrEqual(2)
    expect(property!.rating).toBeGreaterThan(5)
    expect(await inventory.supplier.property('no-such-hotel')).toBeNull()
  })
})

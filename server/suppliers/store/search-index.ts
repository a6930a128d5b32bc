import { propertyAmenityCodes } from '@contract/amenities'
import { eq, sql } from 'drizzle-orm'
import { countries, destinations, storeMeta } from '../../store/schema'
import type { Db } from '../../store/store'
import { foldText } from './text-match'

/**
 * The amenity bits property_search_page counts (migration 0014 counts 16): a code's bit is its
 * place in contract/amenities.ts propertyAmenityCodes.
 */
export const COUNTED_AMENITY_BITS = 16

/** Written beside the search rows: change it when this file builds them differently, and every store rebuilds them once. */
const INDEX_VERSION = '1'
const INDEX_KEY = 'search-index'

/** Rebuilds the search rows unless the store's were built by this version of the code. */
export async function ensureSearchIndex(db: Db): Promise<void> {
  const [built] = await db.select({ value: storeMeta.value }).from(storeMeta).where(eq(storeMeta.key, INDEX_KEY))
  if (built?.value !== INDEX_VERSION) await refreshSearchIndex(db)
}

/** The search rows' haversine, as property_search_page computes distances. */
const haversineSql = (from: { lat: string; lon: string }, to: { lat: string; lon: string }) =>
  sql.raw(`6371.0088 * 2 * asin(least(1, sqrt(power(sin(radians(${to.lat} - ${from.lat}) / 2), 2)
    + cos(radians(${from.lat})) * cos(radians(${to.lat})) * power(sin(radians(${to.lon} - ${from.lon}) / 2), 2))))`)

/**
 * Rebuilds the search rows (property_search, destination_search) from the inventory tables, in
 * one transaction, and refreshes the planner's statistics of them. The seed calls it after it
 * writes inventory; nothing else writes the store supplier's inventory.
 */
export async function refreshSearchIndex(db: Db): Promise<void> {
  if (propertyAmenityCodes.length > COUNTED_AMENITY_BITS) {
    throw new Error(`property_search_page counts ${COUNTED_AMENITY_BITS} amenities, the contract has ${propertyAmenityCodes.length}`)
  }
  const named = await db
    .select({ id: destinations.id, name: destinations.name, country: countries.countryName })
    .from(destinations)
    .innerJoin(countries, eq(countries.countryCode, destinations.countryCode))
  const folded = JSON.stringify(named.map((d) => ({ id: d.id, folded_name: foldText(d.name), folded_country: foldText(d.country) })))
  const codes = `{${propertyAmenityCodes.join(',')}}`
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from property_search`)
    await tx.execute(sql`
      insert into property_search (property_id, destination_id, kind, rank, stars, rating_tenths, review_count, latitude, longitude,
        currency, weekend_uplift_bp, amenity_bits, cheapest_base, cheapest_count)
      select p.id, p.destination_id, p.kind, p.rank, p.stars, p.rating_tenths, p.review_count, p.latitude, p.longitude,
        p.currency, p.weekend_uplift_bp,
        coalesce((select bit_or(1 << (array_position(${codes}::text[], a) - 1)) from unnest(p.amenities) a
                  where array_position(${codes}::text[], a) is not null), 0),
        coalesce(cheapest.bases, '{}'), coalesce(cheapest.counts, '{}')
      from properties p
      left join (
        select property_id, array_agg(base order by occupancy) as bases, array_agg(count order by occupancy) as counts
        from (
          -- For each occupancy o: the lowest rate of the room types sleeping at least o, and the most rooms of a type at that rate.
          select r.property_id, occupancy, min(r.base_rate_minor) as base,
            (array_agg(r.room_count order by r.base_rate_minor, r.room_count desc))[1] as count
          from room_types r cross join generate_series(1, r.max_occupancy) occupancy
          group by r.property_id, occupancy
        ) by_occupancy
        group by property_id
      ) cheapest on cheapest.property_id = p.id`)
    await tx.execute(sql`delete from destination_search`)
    await tx.execute(sql`
      insert into destination_search (destination_id, folded_name, folded_country, hotel_count, resort_count, currencies, reach_km)
      select d.id, f.folded_name, f.folded_country,
        count(p.id) filter (where p.kind = 'hotel'), count(p.id) filter (where p.kind = 'resort'),
        coalesce(array_agg(distinct p.currency) filter (where p.currency is not null), '{}'),
        coalesce(max(${haversineSql({ lat: 'd.latitude', lon: 'd.longitude' }, { lat: 'p.latitude', lon: 'p.longitude' })}), 0)
      from destinations d
      join jsonb_to_recordset(${folded}::jsonb) as f(id text, folded_name text, folded_country text) on f.id = d.id
      left join properties p on p.destination_id = d.id
      group by d.id, f.folded_name, f.folded_country`)
  })
  await db
    .insert(storeMeta)
    .values({ key: INDEX_KEY, value: INDEX_VERSION })
    .onConflictDoUpdate({ target: storeMeta.key, set: { value: INDEX_VERSION, updatedAt: new Date() } })
  await db.execute(sql`analyze property_search`)
  await db.execute(sql`analyze destination_search`)
}

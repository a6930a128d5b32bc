-- Custom SQL migration file, put your code below! --
--> statement-breakpoint
-- hand-written
-- The car search's statement (server/suppliers/cars/car-search.ts calls it; docs/api.md "Cars"),
-- moved from a Drizzle statement into a function so that it is planned once per session, not on
-- every call (the store's session setting plan_cache_mode = force_generic_plan, server/store/open.ts,
-- as stay_search_page, migration 0017): planning the statement cost about a third of running it.
-- One static statement; the optional filters are null (or an empty array) when not asked.
--
-- One station's cars a driver of p_driver_age may rent with a car of the fleet free over
-- [p_from, p_to) (the fleet less the HELD holds overlapping it: a hold ending exactly at p_from or
-- starting exactly at p_to does not count); each with `cheapest`, the cheaper rate's total in the
-- station's currency: p_days × the cheaper day rate, plus the one-way fee when p_one_way, plus
-- p_days × the young-driver fee when p_young. Then the page of those the filters keep (categories,
-- suppliers: any of; transmission; p_price_max: `cheapest` at most this, in the station's
-- currency), ordered by p_sort (`price`: cheapest, rank; `category` or `supplier`: that, cheapest;
-- ties by id), their count, and the facets of every available car before the filters.
CREATE FUNCTION car_search_page(
  p_station text, p_driver_age integer, p_from timestamptz, p_to timestamptz, p_days integer,
  p_one_way boolean, p_young boolean,
  p_categories text[], p_suppliers text[], p_transmission text, p_price_max bigint,
  p_sort text, p_offset integer, p_limit integer
) RETURNS json LANGUAGE plpgsql STABLE
-- Planned once per session and never JIT-compiled through the store's connection settings
-- (server/store/open.ts), as stay_search_page (migration 0017).
AS $$
DECLARE
  v_result json;
BEGIN
  WITH avail AS MATERIALIZED (
    SELECT o.id, o.supplier_name AS "supplierName", o.category, o.acriss, o.model, o.seats, o.doors, o.bags,
      o.transmission, o.fuel, o.mileage_km_per_day AS "mileageKmPerDay", o.included, o.online_day_minor AS "onlineDayMinor",
      o.counter_day_minor AS "counterDayMinor", o.one_way_fee_minor AS "oneWayFeeMinor", o.young_driver_day_minor AS "youngDriverDayMinor",
      o.additional_driver_day_minor AS "additionalDriverDayMinor", o.child_seat_day_minor AS "childSeatDayMinor",
      o.full_cover_day_minor AS "fullCoverDayMinor", o.rank,
      p_days::bigint * least(coalesce(o.online_day_minor, 2147483647), coalesce(o.counter_day_minor, 2147483647))
        + CASE WHEN p_one_way THEN o.one_way_fee_minor ELSE 0 END
        + CASE WHEN p_young THEN p_days::bigint * o.young_driver_day_minor ELSE 0 END AS cheapest
    FROM car_offers o
    -- By car_offers_station_price; the holds by car_holds_offer_time.
    WHERE o.station_id = p_station AND o.min_age <= p_driver_age AND o.fleet > (
      SELECT count(*) FROM car_holds h WHERE h.offer_id = o.id AND h.status = 'HELD'
        AND h.pick_up_at < p_to AND h.drop_off_at > p_from)
  ), matched AS (
    SELECT a.* FROM avail a
    WHERE (coalesce(cardinality(p_categories), 0) = 0 OR a.category = ANY (p_categories))
      AND (coalesce(cardinality(p_suppliers), 0) = 0 OR a."supplierName" = ANY (p_suppliers))
      AND (p_transmission IS NULL OR a.transmission = p_transmission)
      AND (p_price_max IS NULL OR a.cheapest <= p_price_max)
  ), ranked AS (
    SELECT m.*, row_number() OVER (ORDER BY
      CASE WHEN p_sort = 'category' THEN m.category WHEN p_sort = 'supplier' THEN m."supplierName" END,
      m.cheapest,
      CASE WHEN p_sort = 'price' THEN m.rank END,
      m.id) AS n
    FROM matched m
  )
  SELECT json_build_object(
    'total', (SELECT count(*) FROM matched),
    'offers', (SELECT coalesce(json_agg(p ORDER BY p.n), '[]'::json)
               FROM (SELECT r.* FROM ranked r WHERE r.n > p_offset AND r.n <= p_offset + p_limit) p),
    'facets', (SELECT coalesce(json_agg(f), '[]'::json) FROM (
        SELECT 'categories' AS facet, category AS value, count(*)::int AS count FROM avail GROUP BY category
        UNION ALL SELECT 'suppliers', "supplierName", count(*)::int FROM avail GROUP BY "supplierName"
        UNION ALL SELECT 'transmissions', transmission, count(*)::int FROM avail GROUP BY transmission
        ORDER BY 1, 2) f)
  ) INTO v_result;
  RETURN v_result;
END
$$;
--> statement-breakpoint
-- The transfer offers priced for a ride (server/suppliers/transfers/offer.ts pricedRides calls it,
-- for the search and for a quote or booking alike; docs/api.md "Transfers"), moved from a Drizzle
-- statement into a function for the same reason: planned once per session.
--
-- The offers at p_airport whose vehicle takes the party (p_passengers and p_bags within its
-- limits), all of them or only p_offer; each with the ride's duration at the offer's speed
-- (p_km × 60 / speed, rounded up), the unit price (base plus p_km × the price per km, rounded up
-- to the offer's step), the total (a unit per passenger on a per-person shuttle, else one), the
-- ride's end (its start p_starts plus the duration, plus the waiting time of an arrival), and
-- whether the capacity less the HELD holds overlapping [p_starts, end) takes the party's units.
-- p_available_only keeps those it does (the search's). Ordered by p_sort: `duration` (duration,
-- total, rank), `price` (total, rank), anything else by rank; ties by id.
CREATE FUNCTION transfer_rides(
  p_airport text, p_km integer, p_starts timestamptz, p_arrival boolean, p_passengers integer, p_bags integer,
  p_offer text, p_available_only boolean, p_sort text
) RETURNS json LANGUAGE plpgsql STABLE
AS $$
DECLARE
  v_result json;
BEGIN
  WITH priced AS (
    SELECT o.*,
      ceil(p_km::numeric * 60 / o.speed_kmh)::int AS duration,
      (ceil((o.base_minor + o.per_km_minor * p_km)::numeric / o.step_minor) * o.step_minor)::int AS unit,
      CASE WHEN o.pricing = 'per-person' THEN p_passengers ELSE 1 END AS units
    FROM transfer_offers o
    -- By transfer_offers_airport; the holds by transfer_holds_offer_time.
    WHERE o.airport_iata = p_airport AND o.max_passengers >= p_passengers AND o.max_bags >= p_bags
      AND (p_offer IS NULL OR o.id = p_offer)
  ), timed AS (
    SELECT p.*, p_starts + make_interval(mins => p.duration + CASE WHEN p_arrival THEN p.waiting_minutes ELSE 0 END) AS ends
    FROM priced p
  ), rides AS (
    SELECT t.*, t.capacity - (SELECT coalesce(sum(h.units), 0)::int FROM transfer_holds h
        WHERE h.offer_id = t.id AND h.status = 'HELD' AND h.starts_at < t.ends AND h.ends_at > p_starts) >= t.units AS available
    FROM timed t
  )
  SELECT coalesce(json_agg(json_build_object(
      'id', r.id, 'airportIata', r.airport_iata, 'company', r.company, 'vehicle', r.vehicle, 'model', r.model,
      'maxPassengers', r.max_passengers, 'maxBags', r.max_bags, 'pricing', r.pricing, 'baseMinor', r.base_minor,
      'perKmMinor', r.per_km_minor, 'stepMinor', r.step_minor, 'speedKmh', r.speed_kmh, 'waitingMinutes', r.waiting_minutes,
      'pay', r.pay, 'capacity', r.capacity, 'rank', r.rank,
      'durationMinutes', r.duration, 'unitMinor', r.unit, 'totalMinor', r.unit * r.units, 'available', r.available,
      'endsAt', r.ends)
    ORDER BY
      CASE WHEN p_sort = 'duration' THEN r.duration END,
      CASE WHEN p_sort IN ('duration', 'price') THEN r.unit * r.units END,
      r.rank, r.id), '[]'::json)
  INTO v_result
  FROM rides r
  WHERE NOT p_available_only OR r.available;
  RETURN v_result;
END
$$;

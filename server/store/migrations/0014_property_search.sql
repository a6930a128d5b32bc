CREATE TABLE "destination_search" (
	"destination_id" text PRIMARY KEY NOT NULL,
	"folded_name" text NOT NULL,
	"folded_country" text NOT NULL,
	"hotel_count" integer NOT NULL,
	"resort_count" integer NOT NULL,
	"currencies" text[] NOT NULL,
	"reach_km" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_search" (
	"property_id" text PRIMARY KEY NOT NULL,
	"destination_id" text NOT NULL,
	"kind" text NOT NULL,
	"rank" integer NOT NULL,
	"stars" integer NOT NULL,
	"rating_tenths" integer NOT NULL,
	"review_count" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"currency" text NOT NULL,
	"weekend_uplift_bp" integer NOT NULL,
	"amenity_bits" integer NOT NULL,
	"cheapest_base" integer[] NOT NULL,
	"cheapest_count" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "destination_search" ADD CONSTRAINT "destination_search_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_search" ADD CONSTRAINT "property_search_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_search_kind_destination" ON "property_search" USING btree ("kind","destination_id");--> statement-breakpoint
CREATE INDEX "supplier_bookings_held_until" ON "supplier_bookings" USING btree ("check_out") WHERE "supplier_bookings"."status" = 'HELD';--> statement-breakpoint
-- The store supplier's search (server/suppliers/store/property-search.ts calls it; docs/decisions.md
-- "Search in the store"): the properties of one kind in the given destinations (and, for a point
-- search, within the radius of the centre), each priced for the stay as its cheapest room that fits
-- (server/suppliers/store/pricing.ts: per night base × season × weekend uplift rounded half up, summed
-- over the nights, then converted exactly into the asked currency and divided by the nights), filtered,
-- counted into facets, sorted and paged, with what the page's rows need to be priced to the minor unit.
--
-- The nights of the stay come as classes per destination: p_destinations[d] has the classes
-- 8(d-1)+1 … 8d of p_class_season (the season's multiplier, basis points), p_class_weekend (1 for a
-- Friday or Saturday night) and p_class_count (how many nights; 0 for an unused class). Currencies:
-- p_currency_factors[i] is p_currencies[i]'s units per USD scaled by 10^16 and by 10^(its minor
-- digits), p_target_factor the same for the asked currency, and p_currency_ratios[i] the target's
-- factor over p_currencies[i]'s as a double (a first estimate), so a nightly price is
-- round(one room for the stay × target / (source × nights)), half up, exactly.
--
-- The two statements below differ only in where a candidate's classes come from: plpgsql
-- variables for one destination (the common case: a join costs a third of the search), a join on
-- the classes for a point search over several. Keep them alike.
CREATE FUNCTION property_search_page(
  p_kind text, p_destinations text[], p_centre_latitude double precision, p_centre_longitude double precision,
  p_radius_km double precision, p_check_in date, p_check_out date, p_rooms integer, p_guests integer,
  p_class_season integer[], p_class_weekend integer[], p_class_count integer[],
  p_currencies text[], p_currency_factors numeric[], p_target_factor numeric, p_currency_ratios double precision[],
  p_price_min bigint, p_price_max bigint, p_stars integer[], p_amenity_mask integer,
  p_sort text, p_offset integer, p_limit integer
) RETURNS json LANGUAGE plpgsql STABLE
-- Planned once per session, not per call, and never JIT-compiled: the store's connections are
-- opened with plan_cache_mode = force_generic_plan and jit = off (server/store/open.ts), which
-- costs less per call than SET clauses here.
AS $$
DECLARE
  v_need integer := (p_guests + p_rooms - 1) / p_rooms;
  v_nights integer := p_check_out - p_check_in;
  v_result json;
  v_s1 integer := p_class_season[1]; v_w1 integer := p_class_weekend[1]; v_c1 integer := p_class_count[1];
  v_s2 integer := p_class_season[2]; v_w2 integer := p_class_weekend[2]; v_c2 integer := p_class_count[2];
  v_s3 integer := p_class_season[3]; v_w3 integer := p_class_weekend[3]; v_c3 integer := p_class_count[3];
  v_s4 integer := p_class_season[4]; v_w4 integer := p_class_weekend[4]; v_c4 integer := p_class_count[4];
  v_s5 integer := p_class_season[5]; v_w5 integer := p_class_weekend[5]; v_c5 integer := p_class_count[5];
  v_s6 integer := p_class_season[6]; v_w6 integer := p_class_weekend[6]; v_c6 integer := p_class_count[6];
  v_s7 integer := p_class_season[7]; v_w7 integer := p_class_weekend[7]; v_c7 integer := p_class_count[7];
  v_s8 integer := p_class_season[8]; v_w8 integer := p_class_weekend[8]; v_c8 integer := p_class_count[8];
BEGIN
  IF cardinality(p_destinations) = 1 THEN
  WITH held AS (
    -- The most rooms of each type that bookings hold on one night of the stay.
    SELECT room_type_id, max(rooms) AS most FROM (
      SELECT b.room_type_id, night, sum(b.rooms) AS rooms
      FROM supplier_bookings b
      CROSS JOIN generate_series(greatest(b.check_in, p_check_in), least(b.check_out, p_check_out) - 1, interval '1 day') night
      WHERE b.status = 'HELD' AND b.check_out > p_check_in AND b.check_in < p_check_out
      GROUP BY 1, 2) per_night
    GROUP BY 1
  ), held_properties AS (
    SELECT DISTINCT r.property_id FROM held h JOIN room_types r ON r.id = h.room_type_id
  ), candidates AS (
    SELECT s.property_id, s.destination_id, s.rank, s.stars, s.amenity_bits, s.rating_tenths, s.review_count,
      s.weekend_uplift_bp, s.currency, s.latitude, s.longitude,
      -- Distances only where they decide something; the page's rows get theirs below.
      CASE WHEN p_radius_km IS NOT NULL OR p_sort = 'distance' THEN
        6371.0088 * 2 * asin(least(1, sqrt(power(sin(radians(s.latitude - p_centre_latitude) / 2), 2)
          + cos(radians(p_centre_latitude)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - p_centre_longitude) / 2), 2))))
      END AS distance_km,
      -- The cheapest room that fits: from the row when no booking holds the property's rooms, else from its room types.
      CASE
        WHEN s.cheapest_base[v_need] IS NULL THEN NULL
        WHEN s.cheapest_count[v_need] >= p_rooms AND s.property_id NOT IN (SELECT property_id FROM held_properties) THEN s.cheapest_base[v_need]
        ELSE (SELECT min(r.base_rate_minor) FROM room_types r LEFT JOIN held h ON h.room_type_id = r.id
              WHERE r.property_id = s.property_id AND r.max_occupancy >= v_need AND r.room_count - coalesce(h.most, 0) >= p_rooms)
      END AS base
    FROM property_search s
    WHERE s.kind = p_kind AND s.destination_id = ANY (p_destinations)
    OFFSET 0
  ), priced AS (
    SELECT c.property_id, c.destination_id, c.rank, c.stars, c.amenity_bits, c.rating_tenths, c.review_count, c.currency,
      c.latitude, c.longitude, c.distance_km,
      v_c1::bigint * ((2::bigint * c.base * v_s1 * (10000 + v_w1 * c.weekend_uplift_bp) + 100000000) / 200000000)
      + CASE WHEN v_c2 = 0 THEN 0 ELSE v_c2::bigint * ((2::bigint * c.base * v_s2 * (10000 + v_w2 * c.weekend_uplift_bp) + 100000000) / 200000000) END
      + CASE WHEN v_c3 = 0 THEN 0 ELSE v_c3::bigint * ((2::bigint * c.base * v_s3 * (10000 + v_w3 * c.weekend_uplift_bp) + 100000000) / 200000000) END
      + CASE WHEN v_c4 = 0 THEN 0 ELSE v_c4::bigint * ((2::bigint * c.base * v_s4 * (10000 + v_w4 * c.weekend_uplift_bp) + 100000000) / 200000000) END
      + CASE WHEN v_c5 = 0 THEN 0 ELSE v_c5::bigint * ((2::bigint * c.base * v_s5 * (10000 + v_w5 * c.weekend_uplift_bp) + 100000000) / 200000000) END
      + CASE WHEN v_c6 = 0 THEN 0 ELSE v_c6::bigint * ((2::bigint * c.base * v_s6 * (10000 + v_w6 * c.weekend_uplift_bp) + 100000000) / 200000000) END
      + CASE WHEN v_c7 = 0 THEN 0 ELSE v_c7::bigint * ((2::bigint * c.base * v_s7 * (10000 + v_w7 * c.weekend_uplift_bp) + 100000000) / 200000000) END
      + CASE WHEN v_c8 = 0 THEN 0 ELSE v_c8::bigint * ((2::bigint * c.base * v_s8 * (10000 + v_w8 * c.weekend_uplift_bp) + 100000000) / 200000000) END
      AS one_room
    FROM candidates c
    WHERE p_radius_km IS NULL OR c.distance_km <= p_radius_km
    OFFSET 0
  ), kept AS MATERIALIZED (
    SELECT r.property_id AS id, r.destination_id, r.rank, r.stars, r.amenity_bits AS bits, r.rating_tenths, r.review_count,
      r.latitude, r.longitude, r.distance_km, floor(r.distance_km * 10 + 0.5) / 10 AS shown_km, r.nightly,
      ((p_price_min IS NULL AND p_price_max IS NULL) OR (r.nightly >= coalesce(p_price_min, 0) AND r.nightly <= coalesce(p_price_max, r.nightly))) IS TRUE AS price_ok,
      r.amenity_bits & p_amenity_mask = p_amenity_mask AS amenities_ok,
      p_stars IS NULL OR r.stars = ANY (p_stars) AS stars_ok
    FROM (
      -- one room × target / (source × nights), rounded half up: in floating point where that is
      -- certainly right (the error bound is far below the distance to the next half), else on numerics.
      SELECT p.*, CASE
          WHEN abs(p.approx - floor(p.approx) - 0.5) > 1e-12 * (1 + p.approx) THEN floor(p.approx + 0.5)::bigint
          ELSE div(2 * p.one_room * p_target_factor + p_currency_factors[array_position(p_currencies, p.currency)] * v_nights,
                   2 * p_currency_factors[array_position(p_currencies, p.currency)] * v_nights)::bigint
        END AS nightly
      FROM (
        SELECT pr.*, pr.one_room * (CASE WHEN pr.currency = p_currencies[1] THEN p_currency_ratios[1]
          ELSE p_currency_ratios[array_position(p_currencies, pr.currency)] END) / v_nights AS approx
        FROM priced pr) p
    ) r
  ), grouped AS (
    -- The facets count a few hundred groups rather than every property.
    SELECT stars, bits, price_ok, amenities_ok, stars_ok, price_ok AND amenities_ok AND stars_ok AS all_ok,
      count(*) AS n, min(nightly) AS low, max(nightly) AS high
    FROM kept GROUP BY 1, 2, 3, 4, 5
  ), facets AS (
    SELECT coalesce(sum(n) FILTER (WHERE all_ok), 0) AS total,
      min(low) AS price_min, max(high) AS price_max, coalesce(bit_or(bits), 0) AS present,
      json_build_array(
        coalesce(sum(n) FILTER (WHERE price_ok AND amenities_ok AND stars = 5), 0), coalesce(sum(n) FILTER (WHERE price_ok AND amenities_ok AND stars = 4), 0),
        coalesce(sum(n) FILTER (WHERE price_ok AND amenities_ok AND stars = 3), 0), coalesce(sum(n) FILTER (WHERE price_ok AND amenities_ok AND stars = 2), 0),
        coalesce(sum(n) FILTER (WHERE price_ok AND amenities_ok AND stars = 1), 0)) AS stars,
      json_build_array(
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 1 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 2 <> 0), 0),
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 4 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 8 <> 0), 0),
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 16 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 32 <> 0), 0),
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 64 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 128 <> 0), 0),
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 256 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 512 <> 0), 0),
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 1024 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 2048 <> 0), 0),
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 4096 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 8192 <> 0), 0),
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 16384 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 32768 <> 0), 0)) AS amenities
    FROM grouped
  ), page AS (
    SELECT id, nightly, coalesce(shown_km, floor(6371.0088 * 2 * asin(least(1, sqrt(power(sin(radians(latitude - p_centre_latitude) / 2), 2)
          + cos(radians(p_centre_latitude)) * cos(radians(latitude)) * power(sin(radians(longitude - p_centre_longitude) / 2), 2)))) * 10 + 0.5) / 10) AS shown_km,
      row_number() OVER () AS position
    FROM (
      SELECT id, nightly, shown_km, latitude, longitude FROM kept WHERE price_ok AND amenities_ok AND stars_ok
      ORDER BY nightly IS NULL,
        CASE WHEN p_sort = 'price-asc' THEN nightly END ASC,
        CASE WHEN p_sort = 'price-desc' THEN nightly END DESC,
        CASE WHEN p_sort = 'rating' THEN rating_tenths END DESC,
        CASE WHEN p_sort = 'rating' THEN review_count END DESC,
        CASE WHEN p_sort = 'distance' THEN shown_km END ASC,
        rank, id
      OFFSET p_offset LIMIT p_limit) ordered
  )
  SELECT json_build_object(
    'facets', (SELECT row_to_json(facets) FROM facets),
    'nearest', CASE WHEN p_radius_km IS NULL THEN NULL ELSE
      (SELECT d.name FROM kept k JOIN destinations d ON d.id = k.destination_id ORDER BY k.distance_km, k.id LIMIT 1) END,
    'page', (SELECT coalesce(json_agg(json_build_object(
        'id', page.id, 'nightly', page.nightly, 'distanceKm', page.shown_km,
        'property', (SELECT json_build_object('id', p.id, 'kind', p.kind, 'name', p.name, 'stars', p.stars,
                          'ratingTenths', p.rating_tenths, 'reviewCount', p.review_count, 'destinationId', p.destination_id,
                          'destinationName', d.name, 'countryCode', d.country_code, 'address', p.address,
                          'latitude', p.latitude, 'longitude', p.longitude, 'currency', p.currency,
                          'freeCancellationDays', p.free_cancellation_days, 'amenities', p.amenities, 'images', p.images,
                          'rank', p.rank, 'taxRateBp', p.tax_rate_bp, 'feePerNightMinor', p.fee_per_night_minor,
                          'weekendUpliftBp', p.weekend_uplift_bp)
                     FROM properties p JOIN destinations d ON d.id = p.destination_id WHERE p.id = page.id),
        'rooms', (SELECT json_agg(json_build_object('id', r.id, 'baseRateMinor', r.base_rate_minor, 'roomCount', r.room_count,
                          'maxOccupancy', r.max_occupancy, 'refundable', r.refundable) ORDER BY r.sort, r.id)
                  FROM room_types r WHERE r.property_id = page.id),
        'held', (SELECT coalesce(json_agg(json_build_object('roomTypeId', b.room_type_id, 'checkIn', b.check_in, 'checkOut', b.check_out, 'rooms', b.rooms)), '[]')
                 FROM supplier_bookings b JOIN room_types r ON r.id = b.room_type_id
                 WHERE r.property_id = page.id AND b.status = 'HELD' AND b.check_out > p_check_in AND b.check_in < p_check_out)
      ) ORDER BY page.position), '[]') FROM page)
  ) INTO v_result;
  ELSE
  WITH held AS (
    -- The most rooms of each type that bookings hold on one night of the stay.
    SELECT room_type_id, max(rooms) AS most FROM (
      SELECT b.room_type_id, night, sum(b.rooms) AS rooms
      FROM supplier_bookings b
      CROSS JOIN generate_series(greatest(b.check_in, p_check_in), least(b.check_out, p_check_out) - 1, interval '1 day') night
      WHERE b.status = 'HELD' AND b.check_out > p_check_in AND b.check_in < p_check_out
      GROUP BY 1, 2) per_night
    GROUP BY 1
  ), held_properties AS (
    SELECT DISTINCT r.property_id FROM held h JOIN room_types r ON r.id = h.room_type_id
  ), classes AS (
    SELECT p_destinations[d] AS destination_id,
      p_class_season[8 * d - 7] AS s1, p_class_weekend[8 * d - 7] AS w1, p_class_count[8 * d - 7] AS c1,
      p_class_season[8 * d - 6] AS s2, p_class_weekend[8 * d - 6] AS w2, p_class_count[8 * d - 6] AS c2,
      p_class_season[8 * d - 5] AS s3, p_class_weekend[8 * d - 5] AS w3, p_class_count[8 * d - 5] AS c3,
      p_class_season[8 * d - 4] AS s4, p_class_weekend[8 * d - 4] AS w4, p_class_count[8 * d - 4] AS c4,
      p_class_season[8 * d - 3] AS s5, p_class_weekend[8 * d - 3] AS w5, p_class_count[8 * d - 3] AS c5,
      p_class_season[8 * d - 2] AS s6, p_class_weekend[8 * d - 2] AS w6, p_class_count[8 * d - 2] AS c6,
      p_class_season[8 * d - 1] AS s7, p_class_weekend[8 * d - 1] AS w7, p_class_count[8 * d - 1] AS c7,
      p_class_season[8 * d - 0] AS s8, p_class_weekend[8 * d - 0] AS w8, p_class_count[8 * d - 0] AS c8
    FROM generate_subscripts(p_destinations, 1) d
  ), candidates AS (
    SELECT s.property_id, s.destination_id, s.rank, s.stars, s.amenity_bits, s.rating_tenths, s.review_count,
      s.weekend_uplift_bp, s.currency, s.latitude, s.longitude,
      -- Distances only where they decide something; the page's rows get theirs below.
      CASE WHEN p_radius_km IS NOT NULL OR p_sort = 'distance' THEN
        6371.0088 * 2 * asin(least(1, sqrt(power(sin(radians(s.latitude - p_centre_latitude) / 2), 2)
          + cos(radians(p_centre_latitude)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - p_centre_longitude) / 2), 2))))
      END AS distance_km,
      -- The cheapest room that fits: from the row when no booking holds the property's rooms, else from its room types.
      CASE
        WHEN s.cheapest_base[v_need] IS NULL THEN NULL
        WHEN s.cheapest_count[v_need] >= p_rooms AND s.property_id NOT IN (SELECT property_id FROM held_properties) THEN s.cheapest_base[v_need]
        ELSE (SELECT min(r.base_rate_minor) FROM room_types r LEFT JOIN held h ON h.room_type_id = r.id
              WHERE r.property_id = s.property_id AND r.max_occupancy >= v_need AND r.room_count - coalesce(h.most, 0) >= p_rooms)
      END AS base
    FROM property_search s
    WHERE s.kind = p_kind AND s.destination_id = ANY (p_destinations)
    OFFSET 0
  ), priced AS (
    SELECT c.property_id, c.destination_id, c.rank, c.stars, c.amenity_bits, c.rating_tenths, c.review_count, c.currency,
      c.latitude, c.longitude, c.distance_km,
      k.c1::bigint * ((2::bigint * c.base * k.s1 * (10000 + k.w1 * c.weekend_uplift_bp) + 100000000) / 200000000)
      + CASE WHEN k.c2 = 0 THEN 0 ELSE k.c2::bigint * ((2::bigint * c.base * k.s2 * (10000 + k.w2 * c.weekend_uplift_bp) + 100000000) / 200000000) END
      + CASE WHEN k.c3 = 0 THEN 0 ELSE k.c3::bigint * ((2::bigint * c.base * k.s3 * (10000 + k.w3 * c.weekend_uplift_bp) + 100000000) / 200000000) END
      + CASE WHEN k.c4 = 0 THEN 0 ELSE k.c4::bigint * ((2::bigint * c.base * k.s4 * (10000 + k.w4 * c.weekend_uplift_bp) + 100000000) / 200000000) END
      + CASE WHEN k.c5 = 0 THEN 0 ELSE k.c5::bigint * ((2::bigint * c.base * k.s5 * (10000 + k.w5 * c.weekend_uplift_bp) + 100000000) / 200000000) END
      + CASE WHEN k.c6 = 0 THEN 0 ELSE k.c6::bigint * ((2::bigint * c.base * k.s6 * (10000 + k.w6 * c.weekend_uplift_bp) + 100000000) / 200000000) END
      + CASE WHEN k.c7 = 0 THEN 0 ELSE k.c7::bigint * ((2::bigint * c.base * k.s7 * (10000 + k.w7 * c.weekend_uplift_bp) + 100000000) / 200000000) END
      + CASE WHEN k.c8 = 0 THEN 0 ELSE k.c8::bigint * ((2::bigint * c.base * k.s8 * (10000 + k.w8 * c.weekend_uplift_bp) + 100000000) / 200000000) END
      AS one_room
    FROM candidates c JOIN classes k ON k.destination_id = c.destination_id
    WHERE p_radius_km IS NULL OR c.distance_km <= p_radius_km
    OFFSET 0
  ), kept AS MATERIALIZED (
    SELECT r.property_id AS id, r.destination_id, r.rank, r.stars, r.amenity_bits AS bits, r.rating_tenths, r.review_count,
      r.latitude, r.longitude, r.distance_km, floor(r.distance_km * 10 + 0.5) / 10 AS shown_km, r.nightly,
      ((p_price_min IS NULL AND p_price_max IS NULL) OR (r.nightly >= coalesce(p_price_min, 0) AND r.nightly <= coalesce(p_price_max, r.nightly))) IS TRUE AS price_ok,
      r.amenity_bits & p_amenity_mask = p_amenity_mask AS amenities_ok,
      p_stars IS NULL OR r.stars = ANY (p_stars) AS stars_ok
    FROM (
      -- one room × target / (source × nights), rounded half up: in floating point where that is
      -- certainly right (the error bound is far below the distance to the next half), else on numerics.
      SELECT p.*, CASE
          WHEN abs(p.approx - floor(p.approx) - 0.5) > 1e-12 * (1 + p.approx) THEN floor(p.approx + 0.5)::bigint
          ELSE div(2 * p.one_room * p_target_factor + p_currency_factors[array_position(p_currencies, p.currency)] * v_nights,
                   2 * p_currency_factors[array_position(p_currencies, p.currency)] * v_nights)::bigint
        END AS nightly
      FROM (
        SELECT pr.*, pr.one_room * (CASE WHEN pr.currency = p_currencies[1] THEN p_currency_ratios[1]
          ELSE p_currency_ratios[array_position(p_currencies, pr.currency)] END) / v_nights AS approx
        FROM priced pr) p
    ) r
  ), grouped AS (
    -- The facets count a few hundred groups rather than every property.
    SELECT stars, bits, price_ok, amenities_ok, stars_ok, price_ok AND amenities_ok AND stars_ok AS all_ok,
      count(*) AS n, min(nightly) AS low, max(nightly) AS high
    FROM kept GROUP BY 1, 2, 3, 4, 5
  ), facets AS (
    SELECT coalesce(sum(n) FILTER (WHERE all_ok), 0) AS total,
      min(low) AS price_min, max(high) AS price_max, coalesce(bit_or(bits), 0) AS present,
      json_build_array(
        coalesce(sum(n) FILTER (WHERE price_ok AND amenities_ok AND stars = 5), 0), coalesce(sum(n) FILTER (WHERE price_ok AND amenities_ok AND stars = 4), 0),
        coalesce(sum(n) FILTER (WHERE price_ok AND amenities_ok AND stars = 3), 0), coalesce(sum(n) FILTER (WHERE price_ok AND amenities_ok AND stars = 2), 0),
        coalesce(sum(n) FILTER (WHERE price_ok AND amenities_ok AND stars = 1), 0)) AS stars,
      json_build_array(
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 1 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 2 <> 0), 0),
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 4 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 8 <> 0), 0),
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 16 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 32 <> 0), 0),
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 64 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 128 <> 0), 0),
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 256 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 512 <> 0), 0),
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 1024 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 2048 <> 0), 0),
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 4096 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 8192 <> 0), 0),
        coalesce(sum(n) FILTER (WHERE all_ok AND bits & 16384 <> 0), 0), coalesce(sum(n) FILTER (WHERE all_ok AND bits & 32768 <> 0), 0)) AS amenities
    FROM grouped
  ), page AS (
    SELECT id, nightly, coalesce(shown_km, floor(6371.0088 * 2 * asin(least(1, sqrt(power(sin(radians(latitude - p_centre_latitude) / 2), 2)
          + cos(radians(p_centre_latitude)) * cos(radians(latitude)) * power(sin(radians(longitude - p_centre_longitude) / 2), 2)))) * 10 + 0.5) / 10) AS shown_km,
      row_number() OVER () AS position
    FROM (
      SELECT id, nightly, shown_km, latitude, longitude FROM kept WHERE price_ok AND amenities_ok AND stars_ok
      ORDER BY nightly IS NULL,
        CASE WHEN p_sort = 'price-asc' THEN nightly END ASC,
        CASE WHEN p_sort = 'price-desc' THEN nightly END DESC,
        CASE WHEN p_sort = 'rating' THEN rating_tenths END DESC,
        CASE WHEN p_sort = 'rating' THEN review_count END DESC,
        CASE WHEN p_sort = 'distance' THEN shown_km END ASC,
        rank, id
      OFFSET p_offset LIMIT p_limit) ordered
  )
  SELECT json_build_object(
    'facets', (SELECT row_to_json(facets) FROM facets),
    'nearest', CASE WHEN p_radius_km IS NULL THEN NULL ELSE
      (SELECT d.name FROM kept k JOIN destinations d ON d.id = k.destination_id ORDER BY k.distance_km, k.id LIMIT 1) END,
    'page', (SELECT coalesce(json_agg(json_build_object(
        'id', page.id, 'nightly', page.nightly, 'distanceKm', page.shown_km,
        'property', (SELECT json_build_object('id', p.id, 'kind', p.kind, 'name', p.name, 'stars', p.stars,
                          'ratingTenths', p.rating_tenths, 'reviewCount', p.review_count, 'destinationId', p.destination_id,
                          'destinationName', d.name, 'countryCode', d.country_code, 'address', p.address,
                          'latitude', p.latitude, 'longitude', p.longitude, 'currency', p.currency,
                          'freeCancellationDays', p.free_cancellation_days, 'amenities', p.amenities, 'images', p.images,
                          'rank', p.rank, 'taxRateBp', p.tax_rate_bp, 'feePerNightMinor', p.fee_per_night_minor,
                          'weekendUpliftBp', p.weekend_uplift_bp)
                     FROM properties p JOIN destinations d ON d.id = p.destination_id WHERE p.id = page.id),
        'rooms', (SELECT json_agg(json_build_object('id', r.id, 'baseRateMinor', r.base_rate_minor, 'roomCount', r.room_count,
                          'maxOccupancy', r.max_occupancy, 'refundable', r.refundable) ORDER BY r.sort, r.id)
                  FROM room_types r WHERE r.property_id = page.id),
        'held', (SELECT coalesce(json_agg(json_build_object('roomTypeId', b.room_type_id, 'checkIn', b.check_in, 'checkOut', b.check_out, 'rooms', b.rooms)), '[]')
                 FROM supplier_bookings b JOIN room_types r ON r.id = b.room_type_id
                 WHERE r.property_id = page.id AND b.status = 'HELD' AND b.check_out > p_check_in AND b.check_in < p_check_out)
      ) ORDER BY page.position), '[]') FROM page)
  ) INTO v_result;
  END IF;
  RETURN v_result;
END
$$;

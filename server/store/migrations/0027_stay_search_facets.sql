-- Custom SQL migration file, put your code below! --
--> statement-breakpoint
-- hand-written
-- The rentals' search (migration 0017) with the same answer for less work per call. Its facets were
-- 26 scans of the judged units, one per count (4 unit types, 5 bedroom floors, 16 amenities, the
-- covered count), and the units the stay rules leave out were counted with a NOT EXISTS over
-- the bookable ones per unit; the counts are now one pass of FILTER aggregates, and the left-out
-- units the difference of two counts. A page row carries only the first of the unit's images (the
-- card shows one) instead of all of them. Measured in process over the demo rentals, 300 searches
-- a side, alternating: 0.92 -> 0.83 ms a search (docs/decisions.md "Stays: one unit, searched in
-- the store"). The facets' definitions are 0017's: a unit-type count applies every filter but
-- the type, a bedroom count every filter but bedrooms, an amenity count every filter.
CREATE OR REPLACE FUNCTION stay_search_page(
  p_destination text, p_check_in date, p_check_out date, p_guests integer, p_peak boolean,
  p_class_season integer[], p_class_weekend integer[], p_class_count integer[],
  p_currencies text[], p_currency_factors numeric[], p_target_factor numeric,
  p_types text[], p_bedrooms integer, p_amenity_mask integer, p_price_min bigint, p_price_max bigint,
  p_cover bigint, p_covered_only boolean, p_sort text, p_offset integer, p_limit integer
) RETURNS json LANGUAGE plpgsql STABLE
-- Planned once per session and never JIT-compiled through the store's connection settings
-- (server/store/open.ts), as property_search_page (migration 0014): cheaper than SET clauses here.
AS $$
DECLARE
  v_nights integer := p_check_out - p_check_in;
  v_weekday integer := extract(dow FROM p_check_in)::integer;
  v_result json;
BEGIN
  WITH free AS (
    SELECT u.id, u.type, u.bedrooms, u.amenity_bits, u.rank, u.rating_tenths, u.review_count, u.currency,
      u.base_rate_minor, u.weekend_uplift_bp, u.cleaning_fee_minor, u.tax_rate_bp, u.min_nights, u.peak_min_nights, u.check_in_days
    FROM stay_units u
    WHERE u.destination_id = p_destination AND u.max_guests >= p_guests
      AND NOT EXISTS (SELECT 1 FROM stay_bookings b WHERE b.unit_id = u.id AND b.status = 'HELD'
                        AND b.check_in < p_check_out AND b.check_out > p_check_in)
  ), bookable AS (
    SELECT f.*,
      (SELECT sum(k.c::bigint * ((2::bigint * f.base_rate_minor * k.s * (10000 + k.w * f.weekend_uplift_bp) + 100000000) / 200000000))
       FROM unnest(p_class_season, p_class_weekend, p_class_count) AS k(s, w, c))::bigint AS rent,
      p_currency_factors[array_position(p_currencies, f.currency)] AS source_factor
    FROM free f
    WHERE (CASE WHEN p_peak THEN f.peak_min_nights ELSE f.min_nights END) <= v_nights
      AND (f.check_in_days >> v_weekday) & 1 = 1
  ), priced AS (
    SELECT b.*, (2 * (b.rent + b.cleaning_fee_minor) * b.tax_rate_bp + 10000) / 20000 AS taxes FROM bookable b
  ), converted AS (
    SELECT p.id, p.type, p.bedrooms, p.amenity_bits, p.rank, p.rating_tenths, p.review_count,
      div(2 * p.rent * p_target_factor + p.source_factor * v_nights, 2 * p.source_factor * v_nights)::bigint AS nightly,
      (div(2 * p.rent * p_target_factor + p.source_factor, 2 * p.source_factor)
        + div(2 * p.cleaning_fee_minor * p_target_factor + p.source_factor, 2 * p.source_factor)
        + div(2 * p.taxes * p_target_factor + p.source_factor, 2 * p.source_factor))::bigint AS total
    FROM priced p
  ), judged AS MATERIALIZED (
    -- Each filter's verdict, and the three ways the counts combine them: every filter (the page,
    -- the total, the amenities), every one but the type (the type counts), every one but bedrooms.
    SELECT k.*, k.price_ok AND k.amenities_ok AND k.type_ok AND k.bedrooms_ok AND k.cover_ok AS all_ok,
      k.price_ok AND k.amenities_ok AND k.bedrooms_ok AND k.cover_ok AS all_but_type_ok,
      k.price_ok AND k.amenities_ok AND k.type_ok AND k.cover_ok AS all_but_bedrooms_ok
    FROM (
      SELECT c.*,
        (p_price_min IS NULL OR c.nightly >= p_price_min) AND (p_price_max IS NULL OR c.nightly <= p_price_max) AS price_ok,
        c.amenity_bits & p_amenity_mask = p_amenity_mask AS amenities_ok,
        p_types IS NULL OR c.type = ANY (p_types) AS type_ok,
        p_bedrooms IS NULL OR c.bedrooms >= p_bedrooms AS bedrooms_ok,
        p_cover IS NOT NULL AND c.total <= p_cover AS covered,
        NOT p_covered_only OR (p_cover IS NOT NULL AND c.total <= p_cover) AS cover_ok
      FROM converted c) k
  ), facets AS (
    SELECT
      count(*) FILTER (WHERE all_ok) AS total, min(nightly) AS price_min, max(nightly) AS price_max,
      coalesce(bit_or(amenity_bits), 0) AS present,
      count(*) FILTER (WHERE all_but_type_ok AND type = 'condo') AS t1, count(*) FILTER (WHERE all_but_type_ok AND type = 'apartment') AS t2,
      count(*) FILTER (WHERE all_but_type_ok AND type = 'villa') AS t3, count(*) FILTER (WHERE all_but_type_ok AND type = 'house') AS t4,
      count(*) FILTER (WHERE all_but_bedrooms_ok AND bedrooms >= 1) AS b1, count(*) FILTER (WHERE all_but_bedrooms_ok AND bedrooms >= 2) AS b2,
      count(*) FILTER (WHERE all_but_bedrooms_ok AND bedrooms >= 3) AS b3, count(*) FILTER (WHERE all_but_bedrooms_ok AND bedrooms >= 4) AS b4,
      count(*) FILTER (WHERE all_but_bedrooms_ok AND bedrooms >= 5) AS b5,
      count(*) FILTER (WHERE all_ok AND amenity_bits & 1 <> 0) AS a0, count(*) FILTER (WHERE all_ok AND amenity_bits & 2 <> 0) AS a1,
      count(*) FILTER (WHERE all_ok AND amenity_bits & 4 <> 0) AS a2, count(*) FILTER (WHERE all_ok AND amenity_bits & 8 <> 0) AS a3,
      count(*) FILTER (WHERE all_ok AND amenity_bits & 16 <> 0) AS a4, count(*) FILTER (WHERE all_ok AND amenity_bits & 32 <> 0) AS a5,
      count(*) FILTER (WHERE all_ok AND amenity_bits & 64 <> 0) AS a6, count(*) FILTER (WHERE all_ok AND amenity_bits & 128 <> 0) AS a7,
      count(*) FILTER (WHERE all_ok AND amenity_bits & 256 <> 0) AS a8, count(*) FILTER (WHERE all_ok AND amenity_bits & 512 <> 0) AS a9,
      count(*) FILTER (WHERE all_ok AND amenity_bits & 1024 <> 0) AS a10, count(*) FILTER (WHERE all_ok AND amenity_bits & 2048 <> 0) AS a11,
      count(*) FILTER (WHERE all_ok AND amenity_bits & 4096 <> 0) AS a12, count(*) FILTER (WHERE all_ok AND amenity_bits & 8192 <> 0) AS a13,
      count(*) FILTER (WHERE all_ok AND amenity_bits & 16384 <> 0) AS a14, count(*) FILTER (WHERE all_ok AND amenity_bits & 32768 <> 0) AS a15,
      count(*) FILTER (WHERE price_ok AND amenities_ok AND type_ok AND bedrooms_ok AND covered) AS covered
    FROM judged
  ), page AS (
    SELECT j.id, j.nightly, j.total, j.covered,
      row_number() OVER (ORDER BY
        CASE WHEN p_sort = 'price-asc' THEN j.nightly END ASC,
        CASE WHEN p_sort = 'price-desc' THEN j.nightly END DESC,
        CASE WHEN p_sort = 'rating' THEN j.rating_tenths END DESC,
        CASE WHEN p_sort = 'rating' THEN j.review_count END DESC,
        j.rank, j.id) AS position
    FROM judged j WHERE j.all_ok
  )
  SELECT json_build_object(
    'total', f.total, 'priceMin', f.price_min, 'priceMax', f.price_max,
    'types', json_build_array(f.t1, f.t2, f.t3, f.t4),
    'bedrooms', json_build_array(f.b1, f.b2, f.b3, f.b4, f.b5),
    'present', f.present,
    'amenities', json_build_array(f.a0, f.a1, f.a2, f.a3, f.a4, f.a5, f.a6, f.a7, f.a8, f.a9, f.a10, f.a11, f.a12, f.a13, f.a14, f.a15),
    'covered', CASE WHEN p_cover IS NULL THEN NULL ELSE f.covered END,
    'restricted', (SELECT count(*) FROM free) - (SELECT count(*) FROM bookable),
    'page', (SELECT coalesce(json_agg(json_build_object(
        'id', u.id, 'name', u.name, 'type', u.type, 'destinationName', d.name, 'countryCode', d.country_code,
        'locationText', u.location_text, 'bedrooms', u.bedrooms, 'bathrooms', u.bathrooms, 'beds', u.beds,
        'maxGuests', u.max_guests, 'sizeSqm', u.size_sqm, 'ratingTenths', u.rating_tenths, 'reviewCount', u.review_count,
        'image', u.images -> 0, 'amenities', u.amenities, 'freeCancellationDays', u.free_cancellation_days,
        'minNights', CASE WHEN p_peak THEN u.peak_min_nights ELSE u.min_nights END,
        'nightly', pg.nightly, 'total', pg.total, 'covered', pg.covered) ORDER BY pg.position), '[]')
      FROM page pg JOIN stay_units u ON u.id = pg.id JOIN destinations d ON d.id = u.destination_id
      WHERE pg.position > p_offset AND pg.position <= p_offset + p_limit)
  ) INTO v_result
  FROM facets f;
  RETURN v_result;
END
$$;

-- Custom SQL migration file, put your code below! --
--> statement-breakpoint
-- hand-written
-- activity_search_page (migration 0016) again, with the same answers for less work: whether an
-- activity has a slot with the seats is an EXISTS per candidate, which looks up the seats held
-- per slot and day through activity_bookings_held and stops at the first open one. The first
-- version grouped every HELD booking of the dates, at every destination, and joined all of a
-- destination's slots and days before a DISTINCT: its cost grew with the bookings of the whole
-- site (docs/decisions.md "Activities search in the store").
CREATE OR REPLACE FUNCTION activity_search_page(
  p_destination text, p_from date, p_to date, p_seats integer,
  p_currencies text[], p_factors numeric[], p_target numeric,
  p_categories text[], p_durations text[], p_times text[], p_price_min bigint, p_price_max bigint,
  p_sort text, p_offset integer, p_limit integer
) RETURNS json LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan SET jit = off
AS $$
DECLARE
  v_result json;
BEGIN
  WITH candidates AS (
    SELECT a.id, a.rank, a.rating_tenths, a.review_count, a.duration_minutes, a.duration_band, a.times_of_day,
      a.categories, a.weekday_mask,
      div(2 * a.adult_minor::numeric * p_target + f.factor, 2 * f.factor) AS price
    FROM activities a
    JOIN unnest(p_currencies, p_factors) AS f(code, factor) ON f.code = a.currency
    WHERE a.destination_id = p_destination
  ), flagged AS (
    SELECT c.*,
      -- Some slot on some day it runs in [p_from, p_to] has the seats after what bookings hold:
      -- looked up per slot and day through activity_bookings_held, stopping at the first found.
      EXISTS (
        SELECT 1
        FROM generate_series(p_from, p_to, interval '1 day') d
        JOIN activity_slots s ON s.activity_id = c.id
        WHERE (c.weekday_mask >> extract(dow FROM d)::integer) & 1 = 1
          AND s.capacity - coalesce((SELECT sum(b.seats) FROM activity_bookings b
            WHERE b.slot_id = s.id AND b.date = d::date AND b.status = 'HELD'), 0) >= p_seats
      ) AS available,
      (p_categories IS NULL OR c.categories && p_categories) AS in_category,
      (p_durations IS NULL OR c.duration_band = ANY (p_durations)) AS in_duration,
      (p_times IS NULL OR c.times_of_day && p_times) AS in_time,
      ((p_price_min IS NULL OR c.price >= p_price_min) AND (p_price_max IS NULL OR c.price <= p_price_max)) AS in_price
    FROM candidates c
  ), matches AS (
    SELECT * FROM flagged WHERE in_category AND in_duration AND in_time AND in_price
  ), ranked AS (
    SELECT m.id, m.price, m.available, row_number() OVER (ORDER BY m.available DESC,
      CASE WHEN p_sort = 'price-asc' THEN m.price END ASC,
      CASE WHEN p_sort = 'price-desc' THEN m.price END DESC,
      CASE WHEN p_sort = 'rating' THEN m.rating_tenths END DESC,
      CASE WHEN p_sort = 'rating' THEN m.review_count END DESC,
      CASE WHEN p_sort = 'duration' THEN m.duration_minutes END ASC,
      m.rank, m.id) AS ord
    FROM matches m
  )
  SELECT json_build_object(
    'total', (SELECT count(*) FROM matches),
    'price_min', (SELECT min(price) FROM flagged),
    'price_max', (SELECT max(price) FROM flagged),
    'categories', (SELECT coalesce(json_object_agg(cat, n), '{}'::json) FROM (
      SELECT cat, count(*) AS n FROM flagged, unnest(flagged.categories) AS cat
      WHERE in_duration AND in_time AND in_price GROUP BY cat) x),
    'durations', (SELECT coalesce(json_object_agg(duration_band, n), '{}'::json) FROM (
      SELECT duration_band, count(*) AS n FROM flagged WHERE in_category AND in_time AND in_price GROUP BY duration_band) x),
    'times', (SELECT coalesce(json_object_agg(t, n), '{}'::json) FROM (
      SELECT t, count(*) AS n FROM flagged, unnest(flagged.times_of_day) AS t
      WHERE in_category AND in_duration AND in_price GROUP BY t) x),
    'page', (SELECT coalesce(json_agg(json_build_object(
        'id', a.id, 'title', a.title, 'categories', a.categories, 'ratingTenths', a.rating_tenths,
        'reviewCount', a.review_count, 'durationMinutes', a.duration_minutes, 'timesOfDay', a.times_of_day,
        'images', a.images, 'freeCancellation', a.free_cancellation, 'price', r.price, 'available', r.available
      ) ORDER BY r.ord), '[]'::json)
      FROM ranked r JOIN activities a ON a.id = r.id
      WHERE r.ord > p_offset AND r.ord <= p_offset + p_limit)
  ) INTO v_result;
  RETURN v_result;
END
$$;

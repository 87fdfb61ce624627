-- The catalog search's building blocks, the same on PostgreSQL and PGlite (which loads these
-- extensions from @electric-sql/pglite/contrib): trigram similarity (pg_trgm), accents away
-- (unaccent), edit distance between a typed word and the catalog's words (fuzzystrmatch).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- Text as the search sees it: no accents, lower case, and every run of anything but a letter or a
-- digit (Latin or Devanagari) one space, so "Wi-Fi 6", "wi fi 6" and "WIFI-6" read alike and
-- nothing typed (quotes, %, _, backslashes, tsquery operators) means anything but itself.
-- Declared immutable so a stored column and indexes may use it: unaccent's rules are fixed for a
-- shop (a changed rules file would need the column recomputed).
CREATE FUNCTION shop_search_words(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, input)),
                              '[^a-z0-9\u0900-\u097f]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- The values of a product's specifications, in their order ("16 GB", "512 GB NVMe SSD"); their
-- labels ("RAM", "Storage") are left out, or a search for "ram" would find every laptop.
CREATE FUNCTION shop_specs_values(specs jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(string_agg(spec ->> 'value', ' ' ORDER BY position), '')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(specs) = 'array' THEN specs ELSE '[]'::jsonb END)
       WITH ORDINALITY AS s(spec, position)
$$;

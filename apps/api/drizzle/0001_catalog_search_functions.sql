-- Search normalisation for the catalog. unaccent() is only STABLE (its dictionary could change), so a stored
-- generated column cannot call it directly; these wrappers pin the dictionary by schema-qualified name and are
-- declared IMMUTABLE, which is true for as long as the unaccent rules file is not edited.
CREATE OR REPLACE FUNCTION startwise_normalize(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, input)) $$;
--> statement-breakpoint
-- array_to_string() is STABLE (generic element output); for text[] it is deterministic, hence this wrapper.
CREATE OR REPLACE FUNCTION startwise_join_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(words, ' '), '') $$;

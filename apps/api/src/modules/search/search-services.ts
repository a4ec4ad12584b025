import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { type PageRequest, pageOffset, paginate } from '../../platform/http/paging.js';
import { MIN_TYPO_WORD_LENGTH, prefixQueryText, type SearchTerms } from './search-terms.js';

interface HitRow extends Record<string, unknown> {
  id: string;
  total: number;
}

/**
 * Search looks at this many candidates at most, title matches first, and ranks only those: a broad word ("renewal"
 * in half the catalog) costs what a narrow one does. Beyond it the total says "300+" (totalIsLowerBound).
 */
export const SEARCH_CANDIDATES = 300;

/**
 * Full-text query over the weighted search vector. Web-search syntax (phrases, `-word`, `or`) goes to
 * websearch_to_tsquery as typed, as a bound parameter; anything else becomes every sanitized word, the last one
 * also as a prefix. (Or-ing the two made the planner give up the GIN index for a sequential scan.)
 */
function fullTextQuery(terms: SearchTerms): SQL {
  if (terms.usesWebSearchSyntax) return sql`websearch_to_tsquery('simple', startwise_normalize(${terms.text}))`;
  return sql`to_tsquery('simple', ${prefixQueryText(terms.words)})`;
}

/**
 * Candidates in two capped steps: services whose title matches (the title-only vector), and services matching
 * anywhere else, each step capped on its own. Only they are ranked: title matches first, then rank, then slug (a
 * total order, so pages never overlap or skip). Pages stop at the cap, so when titles alone fill it only title
 * matches are shown, as before there was a second step. The second cap is a constant: one computed from the first step's count
 * ("the rest of the cap") made the planner expect a few rows and scan the whole table for them, 200 ms at 100,000
 * services for a query that matches nothing (bench:scale). The query expression is repeated rather than taken from
 * a CTE: as a join input the planner would not use the GIN index.
 */
function fullTextHits(terms: SearchTerms, request: PageRequest): SQL {
  const query = fullTextQuery(terms);
  return sql`
    with title_hits as materialized (
      select s.id from services s where s.active and s.title_vector @@ ${query} limit ${SEARCH_CANDIDATES + 1}
    ), other_hits as materialized (
      select s.id from services s
      where s.active and s.search_vector @@ ${query} and not (s.title_vector @@ ${query})
      limit ${SEARCH_CANDIDATES + 1}
    ), candidates as (
      select id, true as in_title from title_hits union all select id, false from other_hits
    )
    select c.id, (select count(*) from candidates)::int as total
    from candidates c join services s on s.id = c.id
    order by c.in_title desc, ts_rank(s.search_vector, ${query}) desc, s.slug
    limit ${request.limit} offset ${pageOffset(request)}`;
}

/**
 * One typo per word: every word must resemble a word of the title or tags (pg_trgm word similarity, trigram
 * index), among at most SEARCH_CANDIDATES services. Closer title matches first, slug last for a stable order.
 */
function typoHits(words: string[], request: PageRequest): SQL {
  const resembles = sql.join(
    words.map((word) => sql`s.search_terms %> ${word}`),
    sql` and `,
  );
  const titleCloseness = sql.join(
    words.map((word) => sql`word_similarity(${word}, startwise_normalize(s.title))`),
    sql` + `,
  );
  const closeness = sql.join(
    words.map((word) => sql`word_similarity(${word}, s.search_terms)`),
    sql` + `,
  );
  return sql`
    with candidates as materialized (
      select s.id from services s where s.active and ${resembles} limit ${SEARCH_CANDIDATES + 1}
    )
    select s.id, (select count(*) from candidates)::int as total
    from candidates c join services s on s.id = c.id
    order by ${titleCloseness} desc, ${closeness} desc, s.slug
    limit ${request.limit} offset ${pageOffset(request)}`;
}

async function hits(db: Database, query: SQL): Promise<HitRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: HitRow[] };
  return result.rows;
}

/** The ids of one page and the total (it comes with the rows, or is counted when the page is past the end). */
async function pageOf(db: Database, query: (request: PageRequest) => SQL, request: PageRequest) {
  const rows = await hits(db, query(request));
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && request.page > 1) {
    total = (await hits(db, query({ page: 1, limit: 1 })))[0]?.total ?? 0;
  }
  return { ids: rows.map((row) => row.id), total };
}

async function matchingPage(db: Database, terms: SearchTerms, request: PageRequest) {
  if (terms.words.length === 0) return { ids: [], total: 0 };
  const exact = await pageOf(db, (page) => fullTextHits(terms, page), request);
  if (exact.total > 0) return exact;
  const typoWords = terms.words.filter((word) => word.length >= MIN_TYPO_WORD_LENGTH);
  if (typoWords.length === 0) return exact;
  return pageOf(db, (page) => typoHits(typoWords, page), request);
}

/**
 * Services matching what the customer typed, as active service ids of the requested page, best first:
 * full-text first; only when that finds nothing, the typo-tolerant trigram match. Input without a single letter
 * or digit finds nothing (it is not an error). A page past the last is refused. The total counts at most
 * SEARCH_CANDIDATES matches.
 */
export async function searchServices(db: Database, terms: SearchTerms, request: PageRequest) {
  const { ids, total } = await matchingPage(db, terms, request);
  const capped = Math.min(total, SEARCH_CANDIDATES);
  return { ids, pagination: { ...paginate(capped, request), totalIsLowerBound: total > SEARCH_CANDIDATES } };
}

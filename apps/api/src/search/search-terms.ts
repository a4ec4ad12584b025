/**
 * What a customer typed, reduced to what the database may see. Only letters and digits survive (accents folded,
 * lowercased), so nothing typed can act as tsquery syntax; the raw text only ever reaches PostgreSQL as a bound
 * parameter of websearch_to_tsquery().
 */
export interface SearchTerms {
  /** The trimmed input, for websearch_to_tsquery (quoted phrases, `-word`, `or`). */
  text: string;
  /** Lowercased, accent-free words of letters and digits, at most MAX_WORDS. */
  words: string[];
  /** The input uses web-search syntax (quotes, exclusion, `or`); prefix matching would undo it. */
  usesWebSearchSyntax: boolean;
}

const MAX_WORDS = 12;
/** Shorter words carry too few trigrams for typo matching to mean anything. */
export const MIN_TYPO_WORD_LENGTH = 3;

export function searchTerms(input: string): SearchTerms {
  const text = input.trim();
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  const words = (folded.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  return { text, words, usesWebSearchSyntax: /"|(^|\s)-[\p{L}\p{N}]|\sor\s/iu.test(text) };
}

/**
 * A to_tsquery() text matching every word, the last one also as a prefix ("trade" finds "trademark" while the
 * customer is still typing). Safe by construction: each word is letters and digits only, and it is passed to
 * PostgreSQL as a bound parameter.
 */
export function prefixQueryText(words: string[]): string {
  return words.map((word, index) => `'${word}'${index === words.length - 1 ? ':*' : ''}`).join(' & ');
}

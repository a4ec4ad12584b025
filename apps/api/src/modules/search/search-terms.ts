/**
 * What a customer typed, reduced to what the database may see. Only letters and digits survive (accents folded
 * like unaccent does, lowercased), so nothing typed can act as tsquery syntax; the raw text only ever reaches
 * PostgreSQL as a bound parameter of websearch_to_tsquery().
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
/** Letters that unaccent folds (as the catalog's search vector does) but Unicode decomposition leaves alone. */
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' };
/** Shorter words carry too few trigrams for typo matching to mean anything. */
export const MIN_TYPO_WORD_LENGTH = 3;

export function searchTerms(input: string): SearchTerms {
  // Control characters (NUL above all) are never search text, and PostgreSQL refuses NUL in text values.
  const text = input.replace(/\p{Cc}+/gu, ' ').trim();
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđ]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? letter);
  const words = (folded.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  return { text, words, usesWebSearchSyntax: /"|(^|\s)-[\p{L}\p{N}]|\sor\s/iu.test(text) };
}

/**
 * A to_tsquery() text matching every word, the last one also as a prefix ("trade" finds "trademark" while the
 * customer is still typing); with `inTitle`, every word must be in the title (weight A). Safe by construction:
 * each word is letters and digits only, and the text reaches PostgreSQL as a bound parameter.
 */
export function prefixQueryText(words: string[], { inTitle = false } = {}): string {
  const weight = inTitle ? 'A' : '';
  return words
    .map((word, index) => {
      const marks = `${index === words.length - 1 ? '*' : ''}${weight}`;
      return `'${word}'${marks ? `:${marks}` : ''}`;
    })
    .join(' & ');
}

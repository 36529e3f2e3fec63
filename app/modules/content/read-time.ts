/** A calm reading pace for Dutch web text; the spec's read times (12 and 8 minutes) assume it. */
export const WORDS_PER_MINUTE = 200;

/** Words a reader sees: tags and entities of the rendered HTML do not count, numbers do. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Whole minutes, never zero, so a short text still says "1 min". */
export function readMinutes(words: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}

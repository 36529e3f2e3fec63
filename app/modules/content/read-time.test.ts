import { describe, expect, it } from 'vitest';
import { countWords, readMinutes } from './read-time';

describe('read time', () => {
  it('counts the words a reader sees, not tags, entities or lone punctuation', () => {
    expect(
      countWords('<h2>Stap 1: kies je vorm</h2><p>Een <strong>whiteboard</strong> &amp; stift – klaar.</p>'),
    ).toBe(9);
    expect(countWords('<p>140 x 70 cm</p>')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('rounds to whole minutes at 200 words a minute and never says zero', () => {
    expect(readMinutes(2400)).toBe(12);
    expect(readMinutes(2299)).toBe(11);
    expect(readMinutes(2300)).toBe(12);
    expect(readMinutes(1600)).toBe(8);
    expect(readMinutes(1499)).toBe(7);
    expect(readMinutes(30)).toBe(1);
    expect(readMinutes(0)).toBe(1);
  });
});

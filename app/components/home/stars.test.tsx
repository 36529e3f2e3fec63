import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Stars } from './stars';

const litStars = (filled: number) =>
  Number(/--lit:(\d)/.exec(renderToStaticMarkup(<Stars filled={filled} label="rating" />))?.[1]);

describe('Stars', () => {
  it('lights the rating rounded to whole stars, between none and five', () => {
    expect(litStars(4.8)).toBe(5);
    expect(litStars(3.4)).toBe(3);
    expect(litStars(3.5)).toBe(4);
    expect(litStars(0)).toBe(0);
    expect(litStars(7)).toBe(5);
    expect(litStars(-1)).toBe(0);
  });

  it('is one image with the rating as its name', () => {
    expect(renderToStaticMarkup(<Stars filled={4} label="4 van de 5 sterren" />)).toContain(
      'role="img" aria-label="4 van de 5 sterren"',
    );
  });
});

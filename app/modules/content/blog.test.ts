import { describe, expect, it } from 'vitest';
import { exampleContentVars } from '../../../tests/fixtures/content-vars';
import { blogPostIds, loadBlogPost } from './blog.server';

const vars = exampleContentVars();

describe('blog articles', () => {
  it('are the two Dutch articles of the page table', () => {
    expect(blogPostIds).toEqual(['blogBulletJournal', 'blogWeekPlanner']);
  });

  it('count their own words into the read times the spec promises: 12 and 8 minutes', () => {
    const bullet = loadBlogPost('blogBulletJournal', vars);
    const week = loadBlogPost('blogWeekPlanner', vars);
    expect(bullet.minutes).toBe(12);
    expect(week.minutes).toBe(8);
    expect(bullet.path).toBe('/nl/blog/creatieve-bullet-journal-ideeen');
    expect(week.path).toBe('/nl/blog/zelf-een-weekplanner-maken');
  });

  it('carry what the card, the article page and its JSON-LD need', () => {
    for (const id of blogPostIds) {
      const post = loadBlogPost(id, vars);
      expect(post.title, id).toBeTruthy();
      expect(post.excerpt, id).toBeTruthy();
      expect(post.datePublished, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.image, id).toMatch(/^\/images\/blog\/.+\.svg$/);
      expect(post.cta.button, id).toBeTruthy();
      expect(post.html.match(/<h2/g)?.length ?? 0, id).toBeGreaterThanOrEqual(5);
      expect(post.html, id).toContain(vars.size);
    }
  });

  it('refuses a page that is not an article', () => {
    expect(() => loadBlogPost('faq', vars)).toThrow();
  });
});

import { href, type PageId, pageIds, pages } from '~/i18n/pages';
import { type ContentVars, renderContent } from './content.server';
import { countWords, readMinutes } from './read-time';

/** Front matter of an article in content/nl/blog/. */
type PostMeta = {
  title: string;
  description: string;
  excerpt: string;
  datePublished: string;
  image: string;
  imageAlt: string;
  /** The closing call to action, pointing at the planner on the home page. */
  cta: { title: string; text: string; button: string };
};

export type BlogPost = PostMeta & { id: PageId; path: string; minutes: number; words: number; html: string };

/** The articles are the pages the blog-post route serves; the page table is their one list. */
export const blogPostIds: PageId[] = pageIds.filter((id) => pages[id].file === 'routes/shop/blog-post.tsx');

/**
 * An article with its read time counted from its own words, so the time shown on the card and
 * the article can never drift from the text. Articles are Dutch only: their content name is the
 * Dutch slug (`blog/zelf-een-weekplanner-maken`).
 */
export function loadBlogPost(id: PageId, vars: ContentVars): BlogPost {
  const slug = (pages[id].slugs as { nl?: string }).nl;
  if (!slug || !blogPostIds.includes(id)) throw new Error(`${id} is not a blog article`);
  const { meta, html } = renderContent<PostMeta>('nl', slug, vars);
  const words = countWords(html);
  return { ...meta, id, path: href(id, 'nl'), words, minutes: readMinutes(words), html };
}

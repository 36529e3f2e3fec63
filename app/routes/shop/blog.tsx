import { Link } from 'react-router';
import { BlogCard } from '~/components/info/blog-card';
import { href } from '~/i18n/pages';
import { blogPostIds, loadBlogPost } from '~/modules/content/blog.server';
import { renderContent } from '~/modules/content/content.server';
import { infoPageContext } from '~/modules/content/info-page.server';
import { describePage } from '~/modules/seo/document-structured-data.server';
import { seoMeta } from '~/modules/seo/meta';
import type { Route } from './+types/blog';

type BlogMeta = {
  title: string;
  subtitle: string;
  readMore?: string;
  minutesRead?: string;
  /** Languages without articles explain why and point elsewhere. */
  dutchOnly?: { title: string; text: string; faq: string; home: string };
};

export const meta: Route.MetaFunction = (args) => seoMeta(args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, vars, breadcrumbs } = await infoPageContext(request, context);
  const { meta } = renderContent<BlogMeta>(lang, 'blog', vars);
  // The articles exist in Dutch only, and Dutch-only pages are linked from Dutch pages only.
  const posts =
    lang === 'nl'
      ? blogPostIds.map((id) => {
          const { html: _body, ...card } = loadBlogPost(id, vars);
          return card;
        })
      : [];
  describePage(context, [breadcrumbs(['blog'])]);
  return {
    ...meta,
    posts,
    links: { faq: href('faq', lang), home: href('home', lang) },
  };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { title, subtitle, posts, readMore, minutesRead, dutchOnly, links } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{subtitle}</p>
      {posts.length > 0 ? (
        <ul className="mt-10 grid gap-8 md:grid-cols-2">
          {posts.map((post) => (
            <BlogCard key={post.id} post={post} readMore={readMore ?? ''} minutesRead={minutesRead ?? ''} />
          ))}
        </ul>
      ) : null}
      {dutchOnly ? (
        <section
          aria-labelledby="dutch-only"
          className="mt-10 max-w-3xl rounded-2xl border border-slate-200 bg-slate-50 p-6"
          data-testid="blog-dutch-only"
        >
          <h2 id="dutch-only" className="text-xl font-bold">
            {dutchOnly.title}
          </h2>
          <p className="mt-2 text-slate-700">{dutchOnly.text}</p>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 font-bold">
            <Link to={links.faq} className="text-brand-700 underline hover:text-brand-800">
              {dutchOnly.faq}
            </Link>
            <Link to={links.home} className="text-brand-700 underline hover:text-brand-800">
              {dutchOnly.home}
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}

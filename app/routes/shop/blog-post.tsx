import { Link } from 'react-router';
import { CallToAction } from '~/components/info/call-to-action';
import { Prose } from '~/components/prose';
import { formatDate } from '~/i18n/format';
import { href } from '~/i18n/pages';
import { loadBlogPost } from '~/modules/content/blog.server';
import { renderContent } from '~/modules/content/content.server';
import { infoPageContext } from '~/modules/content/info-page.server';
import { describePage } from '~/modules/seo/document-structured-data.server';
import { seoMeta } from '~/modules/seo/meta';
import { blogPostingJsonLd } from '~/modules/seo/structured-data';
import { shopSettings } from '~/modules/settings/settings.server';
import type { Route } from './+types/blog-post';

type Labels = { minutesRead: string; backToBlog: string; published: string };

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  return seoMeta({
    ...args,
    title: post?.title,
    description: post?.description,
    type: 'article',
    extra: [...(post ? [{ property: 'article:published_time', content: post.datePublished }] : [])],
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pageId, vars, origin, breadcrumbs } = await infoPageContext(request, context);
  if (!pageId) throw new Response('Not found', { status: 404 });
  const post = loadBlogPost(pageId, vars);
  const { meta: blog } = renderContent<Labels>('nl', 'blog', vars);
  const url = `${origin}${post.path}`;
  describePage(context, [
    blogPostingJsonLd({
      headline: post.title,
      description: post.description,
      datePublished: post.datePublished,
      url,
      image: `${origin}${post.image}`,
      inLanguage: 'nl-NL',
      wordCount: post.words,
      origin,
      shopName: (await shopSettings()).identity.tradeName,
    }),
    breadcrumbs(['blog', pageId]),
  ]);
  return {
    post,
    labels: { minutesRead: blog.minutesRead, backToBlog: blog.backToBlog, published: blog.published },
    cta: {
      title: post.cta.title,
      text: post.cta.text,
      links: [{ to: href('home', 'nl', 'product'), label: post.cta.button }],
    },
    blogPath: href('blog', 'nl'),
  };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, cta, labels, blogPath } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Link to={blogPath} className="font-semibold text-brand-700 underline hover:text-brand-800">
        <span aria-hidden="true">← </span>
        {labels.backToBlog}
      </Link>
      <header className="mt-6">
        <h1 className="text-4xl font-extrabold tracking-tight">{post.title}</h1>
        <p className="mt-3 text-slate-600">
          <span data-testid="read-time">
            {post.minutes} {labels.minutesRead}
          </span>
          <span aria-hidden="true"> · </span>
          {labels.published} <time dateTime={post.datePublished}>{formatDate(post.datePublished, 'nl')}</time>
        </p>
      </header>
      <Prose html={post.html} className="mt-8" />
      <CallToAction id="post-cta" cta={cta} className="mt-12" />
      <p className="mt-8">
        <Link to={blogPath} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {labels.backToBlog}
        </Link>
      </p>
    </article>
  );
}

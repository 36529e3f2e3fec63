import { Link } from 'react-router';

export type BlogCardData = {
  path: string;
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  minutes: number;
};

/** The illustrations in public/images/blog/ share one 3:2 canvas. */
const imageSize = { width: 480, height: 320 };

export function BlogCard({
  post,
  readMore,
  minutesRead,
}: {
  post: BlogCardData;
  readMore: string;
  minutesRead: string;
}) {
  return (
    <li>
      <article
        className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 shadow-sm"
        data-testid="blog-card"
      >
        <img
          src={post.image}
          alt={post.imageAlt}
          width={imageSize.width}
          height={imageSize.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full bg-brand-50"
        />
        <div className="flex flex-1 flex-col p-6">
          <p className="text-sm font-semibold text-slate-600" data-testid="read-time">
            {post.minutes} {minutesRead}
          </p>
          <h2 className="mt-2 text-xl font-bold">{post.title}</h2>
          <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
          <Link to={post.path} className="mt-4 font-bold text-brand-700 underline hover:text-brand-800">
            {readMore}
            <span className="sr-only">: {post.title}</span>
          </Link>
        </div>
      </article>
    </li>
  );
}

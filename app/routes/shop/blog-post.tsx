import { PageIntro } from '~/components/simple-page';
import { seoMeta } from '~/modules/seo/meta';
import type { Route } from './+types/blog-post';

export const meta: Route.MetaFunction = (args) => seoMeta(args);

export default function BlogPostPage() {
  return <PageIntro />;
}

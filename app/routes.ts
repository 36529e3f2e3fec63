import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { localizedRoutes } from './i18n/pages';

export default [
  index('routes/root-redirect.tsx'),
  layout(
    'routes/shop/layout.tsx',
    localizedRoutes().map((r) => route(r.path, r.file, { id: r.id })),
  ),
  route('api/cart', 'routes/api/cart.ts'),
  route('api/consent', 'routes/api/consent.ts'),
  route('api/webhooks/mollie', 'routes/api/mollie-webhook.ts'),
  route('test-checkout/:paymentId', 'routes/test-checkout.tsx'),
  route('healthz', 'routes/resources/healthz.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

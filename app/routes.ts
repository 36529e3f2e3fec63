import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { localizedParamRoutes, localizedRoutes } from './i18n/pages';

export default [
  index('routes/root-redirect.tsx'),
  layout(
    'routes/shop/layout.tsx',
    [...localizedRoutes(), ...localizedParamRoutes(true)].map((r) => route(r.path, r.file, { id: r.id })),
  ),
  ...localizedParamRoutes(false).map((r) => route(r.path, r.file, { id: r.id })),
  route('admin', 'routes/admin/index.ts'),
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin/logout', 'routes/admin/logout.ts'),
  route('admin/dashboard/sidebar', 'routes/admin/sidebar.ts'),
  route('admin/dashboard/orders/export.csv', 'routes/admin/orders-export.ts'),
  route('admin/dashboard/orders/:orderId/invoice.pdf', 'routes/admin/invoice-pdf.ts'),
  route('admin/dashboard', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:orderId', 'routes/admin/order-detail.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('products/new', 'routes/admin/product-form.tsx', { id: 'admin-product-new' }),
    route('products/:productId/edit', 'routes/admin/product-form.tsx', { id: 'admin-product-edit' }),
    route('quotes', 'routes/admin/quotes.tsx'),
    route('quotes/:quoteId', 'routes/admin/quote-detail.tsx'),
    route('withdrawals', 'routes/admin/withdrawals.tsx'),
    route('email-test', 'routes/admin/email-test.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
  ]),
  route('api/cart', 'routes/api/cart.ts'),
  route('api/consent', 'routes/api/consent.ts'),
  route('api/webhooks/mollie', 'routes/api/mollie-webhook.ts'),
  route('test-checkout/:paymentId', 'routes/test-checkout.tsx'),
  route('catalog/:file', 'routes/resources/catalog.ts'),
  route('healthz', 'routes/resources/healthz.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

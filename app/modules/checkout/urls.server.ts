import { env } from '~/env.server';
import type { Lang } from '~/i18n/config';
import { href } from '~/i18n/pages';

/** Mollie refuses a webhook it cannot reach; locally the success page syncs the status instead. */
function isPublic(url: string): boolean {
  const host = new URL(url).hostname;
  return !(host === 'localhost' || host.endsWith('.local') || /^(127\.|10\.|192\.168\.|\[?::1)/.test(host));
}

export function paymentUrls(origin: string, lang: Lang) {
  const publicUrl = env().PUBLIC_URL?.replace(/\/$/, '');
  return (orderId: string) => ({
    redirectUrl: `${origin}${href('orderSuccess', lang)}?orderId=${orderId}`,
    ...(publicUrl && isPublic(publicUrl) ? { webhookUrl: `${publicUrl}/api/webhooks/mollie` } : {}),
  });
}

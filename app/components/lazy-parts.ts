import { lazyPart } from './ui/lazy-part';

// Parts of the shop the first view of a page mostly does without: their code loads when first shown
// (and the server renders them in place, so nothing changes without JavaScript).

/** Closed on arrival; opened by the cart button, an order button or ?cart=open. */
export const LazyCartDrawer = lazyPart(() => import('./cart/cart-drawer').then((m) => m.CartDrawer));

/** Only while the visitor has not chosen, or reopened from the footer. */
export const LazyConsentBanner = lazyPart(() => import('./consent-banner').then((m) => m.ConsentBanner));

/** Only when there is something to say: render it for a toast, not for null. */
export const LazyToaster = lazyPart(() => import('./ui/toaster').then((m) => m.Toaster));

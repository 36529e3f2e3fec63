/** The spec's pixel events; sent only when the pixel function exists (it is loaded only after consent). */
type PixelEvents = {
  AddToCart: { content_name: string; value: number; currency: 'EUR' };
  InitiateCheckout: { value: number; currency: 'EUR'; content_type: 'product' };
  Purchase: { value: number; currency: 'EUR'; content_type: 'product'; content_ids: string[] };
};

declare global {
  interface Window {
    fbq?: (command: 'track', event: string, params: Record<string, unknown>) => void;
  }
}

export function track<E extends keyof PixelEvents>(event: E, params: PixelEvents[E]): void {
  if (typeof window === 'undefined' || typeof window.fbq !== 'function') return;
  window.fbq('track', event, params);
}

export const euros = (cents: number) => Math.round(cents) / 100;

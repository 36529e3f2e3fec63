import { randomUUID } from 'node:crypto';
import type { Lang } from '~/i18n/config';
import { readCart } from '~/modules/cart/cart-cookie.server';
import { loadCartView } from '~/modules/cart/cart-view.server';
import { shopSettings } from '~/modules/settings/settings.server';
import { activeShippingZones } from '~/modules/shipping/zones.server';

/**
 * What the checkout page needs: the cart priced by the server, the pricing rules and every zone's
 * rates and delivery time (the summary follows the chosen country in the browser), and a fresh
 * checkout token that makes a double submit one order. Undefined when the cart is empty.
 */
export async function loadCheckoutPage(request: Request, lang: Lang) {
  const cart = await loadCartView(await readCart(request), lang);
  if (cart.lines.length === 0) return undefined;
  const [zones, settings] = await Promise.all([activeShippingZones(), shopSettings()]);
  return {
    cart,
    rules: settings.tiers,
    returnDays: settings.operations.returnDays,
    // Only the figures the page uses travel to the browser, in a stable order.
    zones: [...zones]
      .sort((a, b) => a.countryCode.localeCompare(b.countryCode))
      .map((zone) => ({
        countryCode: zone.countryCode,
        vatRate: zone.vatRate,
        freeShippingThresholdCents: zone.freeShippingThresholdCents,
        shippingCostCents: zone.shippingCostCents,
        deliveryMinDays: zone.deliveryMinDays,
        deliveryMaxDays: zone.deliveryMaxDays,
      })),
    checkoutToken: randomUUID(),
  };
}

/** Whether the shop ships to a country code as a form sent it (any case). */
export async function shipsTo(country: string): Promise<boolean> {
  const code = country.toUpperCase();
  return (await activeShippingZones()).some((zone) => zone.countryCode === code);
}

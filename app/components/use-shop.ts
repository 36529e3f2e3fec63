import { useRouteLoaderData } from 'react-router';
import type { ShopLayoutData } from '~/modules/layout/shop-layout.server';

/** The shop layout's data (language, page id, origin, cart count) for any page below it. */
export function useShop() {
  const data = useRouteLoaderData<ShopLayoutData>('routes/shop/layout');
  if (!data) throw new Error('useShop must be used below the shop layout');
  return data;
}

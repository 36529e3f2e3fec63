import { useRouteLoaderData } from 'react-router';
import type { loader } from './layout';

/** The shop layout's data (language, page id, origin, cart count) for any page below it. */
export function useShop() {
  const data = useRouteLoaderData<typeof loader>('routes/shop/layout');
  if (!data) throw new Error('useShop must be used below the shop layout');
  return data;
}

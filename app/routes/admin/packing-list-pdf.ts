import { requireAdmin } from '~/modules/auth/guard.server';
import { packingListPdfResponse } from '~/modules/fulfilment/packing-list.server';
import type { Route } from './+types/packing-list-pdf';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return packingListPdfResponse(new URL(request.url).searchParams.getAll('order'));
}

import { requireAdmin } from '~/modules/auth/guard.server';
import { creditNotePdfResponse } from '~/modules/refunds/credit-pdf.server';
import type { Route } from './+types/credit-pdf';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return creditNotePdfResponse(params.orderId, params.refundId);
}

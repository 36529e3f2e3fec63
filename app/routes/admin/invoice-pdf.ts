import { requireAdmin } from '~/modules/auth/guard.server';
import { invoicePdfResponse } from '~/modules/invoices/invoice-response.server';
import type { Route } from './+types/invoice-pdf';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return invoicePdfResponse(params.orderId);
}

import type { LoaderFunctionArgs } from 'react-router';
import { invoicePdfResponse } from '~/modules/invoices/invoice-response.server';

/**
 * Invoice PDF download. Deliberately not in routes.ts and without a guard: the admin area mounts it
 * at /admin/dashboard/orders/:orderId/invoice.pdf and adds `await requireAdmin(request)` first.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  return invoicePdfResponse(params.orderId);
}

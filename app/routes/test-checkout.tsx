import { data, redirect } from 'react-router';
import { formatMoney } from '~/i18n/format';
import { ownerTexts } from '~/modules/admin/owner-text.server';
import { paymentProvider } from '~/modules/payments/provider.server';
import { syncPayment } from '~/modules/payments/sync.server';
import { completeTestPayment, getTestPayment } from '~/modules/payments/test-checkout.server';
import { TEST_FINAL_STATUSES, type TestFinalStatus } from '~/modules/payments/test-statuses';
import type { Route } from './+types/test-checkout';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.text.title },
  { name: 'robots', content: 'noindex' },
];

async function loadPayment(paymentId: string) {
  // Only exists while the shop runs without a Mollie key.
  if (paymentProvider().name !== 'test') throw data(null, { status: 404 });
  const payment = await getTestPayment(paymentId);
  if (!payment) throw data(null, { status: 404 });
  return payment;
}

export async function loader({ params }: Route.LoaderArgs) {
  const payment = await loadPayment(params.paymentId);
  return {
    amount: formatMoney(payment.amountCents, 'nl'),
    description: payment.description,
    status: payment.status,
    // Dutch whatever the shopper's language, like the provider's test page it stands in for.
    text: ownerTexts.testPayment,
  };
}

/** Same path as a Mollie payment: the provider's status changes, then the shop syncs it and returns. */
export async function action({ request, params }: Route.ActionArgs) {
  const payment = await loadPayment(params.paymentId);
  const status = (await request.formData()).get('status');
  if (!TEST_FINAL_STATUSES.includes(status as TestFinalStatus)) throw data(null, { status: 400 });
  await completeTestPayment(payment.id, status as TestFinalStatus);
  await syncPayment(payment.id);
  return redirect(payment.redirectUrl, 303);
}

export default function TestCheckout({ loaderData }: Route.ComponentProps) {
  const { amount, description, status, text } = loaderData;
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <p className="rounded bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900">{text.banner}</p>
      <h1 className="mt-6 text-2xl font-bold">{text.title}</h1>
      <p className="mt-2 text-slate-700">{description}</p>
      <p className="mt-4 text-3xl font-extrabold" data-testid="test-amount">
        {amount}
      </p>
      {status === 'open' ? (
        <form method="post" className="mt-8 grid grid-cols-2 gap-3">
          {TEST_FINAL_STATUSES.map((s) => (
            <button
              key={s}
              type="submit"
              name="status"
              value={s}
              className={`rounded-lg px-4 py-3 font-bold text-white ${s === 'paid' ? 'bg-green-700' : 'bg-slate-700'}`}
            >
              {text.status[s]}
            </button>
          ))}
        </form>
      ) : (
        <p className="mt-8">{text.done}</p>
      )}
    </main>
  );
}

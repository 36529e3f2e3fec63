/**
 * Above the checkout form: why the order was not placed (payment or stock failure, a limit), or that
 * the total was recalculated for the chosen country.
 */
export function CheckoutMessages({
  failure,
  notice,
}: {
  failure: { title: string; description: string } | null;
  notice: string | null;
}) {
  return (
    <>
      {failure ? (
        <div
          role="alert"
          data-testid="checkout-error"
          className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
        >
          <p className="font-semibold">{failure.title}</p>
          <p className="mt-1 text-sm">{failure.description}</p>
        </div>
      ) : null}
      {notice ? (
        <p
          role="status"
          data-testid="checkout-notice"
          className="mt-6 rounded-lg border border-brand-300 bg-brand-50 p-4 font-semibold text-brand-900"
        >
          {notice}
        </p>
      ) : null}
    </>
  );
}

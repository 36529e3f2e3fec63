import { Form, Link } from 'react-router';
import { adminTexts } from '~/modules/admin/admin-text';

const text = adminTexts.twoFactor;

/** The offer on every admin page until two-factor sign-in is set up or put off with 'Later'. */
export function TwoFactorOffer({ returnTo }: { returnTo: string }) {
  return (
    <div
      data-testid="two-factor-offer"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-md border border-sky-300 bg-sky-50 p-3 text-sky-950"
    >
      <p className="flex-1 font-semibold">{text.offer}</p>
      <Link
        to="/admin/dashboard/two-factor"
        className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white"
      >
        {text.offerSetUp}
      </Link>
      <Form method="post" action="/admin/dashboard/two-factor">
        <input type="hidden" name="returnTo" value={returnTo} />
        <button
          type="submit"
          name="intent"
          value="later"
          className="rounded-md border border-sky-700 px-3 py-1.5"
        >
          {text.offerLater}
        </button>
      </Form>
    </div>
  );
}

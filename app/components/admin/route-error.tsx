import { isRouteErrorResponse, useRouteError } from 'react-router';
import { adminText } from '~/modules/admin/admin-text';
import { PageTitle } from './ui';

/**
 * A detail page's error inside the admin layout: the sidebar stays, the loader's own message
 * ('Bestelling niet gevonden', 'Kon product niet laden', ...) is the heading, and a link goes back
 * to the list. The response keeps the loader's status (404).
 */
export function AdminRouteError({ back, backLabel }: { back: string; backLabel: string }) {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string'
      ? error.data
      : adminText('notFound.fallback');
  return (
    <section data-testid="admin-route-error">
      <PageTitle>{message}</PageTitle>
      <a href={back} className="font-semibold text-brand-700 underline">
        {backLabel}
      </a>
    </section>
  );
}

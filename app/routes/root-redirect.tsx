import { redirect } from 'react-router';
import { getLocale } from '~/i18n/i18next.server';
import type { Route } from './+types/root-redirect';

/** `/` goes to the language of the `language` cookie, else Accept-Language, else nl (DESIGN.md 4). */
export async function loader({ context }: Route.LoaderArgs) {
  return redirect(`/${getLocale(context)}`, { status: 302, headers: { Vary: 'Cookie, Accept-Language' } });
}

import { pingDatabase } from '~/db/client.server';

/** Fly's health check and Playwright's readiness probe: up only when the database answers. */
export async function loader() {
  try {
    await pingDatabase();
    return new Response('ok', { headers: { 'Cache-Control': 'no-store' } });
  } catch {
    return new Response('database unavailable', { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}

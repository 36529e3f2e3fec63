import type { MiddlewareFunction } from 'react-router';

/** The content types of an HTML form submission. */
export const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * Every action of the shop reads an HTML form (with or without JavaScript, and Mollie's webhook
 * posts one too). Anything else is refused here with a 4xx, before an action's `formData()` could
 * throw on it and turn a client's mistake into a 500.
 */
export const formBodyMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  // A NUL character is never typed by a person and PostgreSQL text cannot hold one: refuse it in
  // query strings and forms alike, before it reaches a query as a 500.
  if (request.url.toLowerCase().includes('%00')) return plain(400, 'Bad Request');
  if (request.method === 'GET' || request.method === 'HEAD') return next();
  if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) {
    return plain(415, 'Unsupported Media Type: this endpoint accepts form submissions only.');
  }
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return plain(400, 'Bad Request: the form could not be read.');
  }
  for (const [name, value] of form) {
    if (name.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) {
      return plain(400, 'Bad Request: the form contains a NUL character.');
    }
  }
  return next();
};

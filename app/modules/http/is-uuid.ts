const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value from a URL or form is a UUID, checked before it reaches a uuid column: PostgreSQL
 * answers a malformed one with an error (a 500), where the visitor should get a plain not-found.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

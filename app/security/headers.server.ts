/** Content-Security-Policy for a document response carrying `nonce`. */
export function contentSecurityPolicy(nonce: string, isDevelopment: boolean): string {
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}'`,
    // Tailwind ships one stylesheet; inline style attributes are allowed for small dynamic widths.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: https://www.mollie.com`,
    `font-src 'self'`,
    `connect-src 'self'${isDevelopment ? ' ws:' : ''}`,
    // The no-JS checkout posts and is then redirected to Mollie: Chromium checks form-action on that redirect.
    `form-action 'self' https://www.mollie.com`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

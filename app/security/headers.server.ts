/** Content-Security-Policy for a document response carrying `nonce`. */
export function contentSecurityPolicy(nonce: string, isDevelopment: boolean, withPixel = false): string {
  // The analytics pixel's hosts are allowed only when a pixel is configured at all.
  const pixelScript = withPixel ? ' https://connect.facebook.net' : '';
  const pixelBeacon = withPixel ? ' https://www.facebook.com' : '';
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}'${pixelScript}`,
    // Tailwind ships one stylesheet; inline style attributes are allowed for small dynamic widths.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: https://www.mollie.com${pixelBeacon}`,
    `font-src 'self'`,
    `connect-src 'self'${isDevelopment ? ' ws:' : ''}${pixelBeacon}`,
    // The no-JS checkout posts and is then redirected to Mollie: Chromium checks form-action on that redirect.
    `form-action 'self' https://www.mollie.com`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

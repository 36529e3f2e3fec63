import { z } from 'zod';
import { systemChromium } from '~/modules/invoices/system-chromium';
import { parseTrustedProxy } from '~/security/client-address.server';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url({ message: 'must be a full URL such as https://shop.example.nl' }).optional());

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine(
        (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
        'must start with postgres:// or postgresql://',
      ),
    PUBLIC_URL: optionalUrl,
    // Who may tell us the client's address: unset (nobody), 'fly', or proxy addresses/CIDR ranges.
    TRUSTED_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseTrustedProxy(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    MOLLIE_API_KEY: z.string().optional(),
    MOLLIE_API_ENDPOINT: optionalUrl,
    MOLLIE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    PAYMENTS: z.enum(['mollie', 'test']).optional(),
    SENDGRID_API_KEY: z.string().optional(),
    SENDGRID_API_URL: optionalUrl,
    MAIL_FROM: z.email().default('info@wandplanner.nl'),
    SHOP_INFO_EMAIL: z.email().default('info@wandplanner.nl'),
    CHROME_PATH: z.string().default(systemChromium),
    PIXEL_ID: z.string().optional(),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    // Production never falls back to the test checkout by accident: anyone could mark an order paid.
    if (env.NODE_ENV === 'production' && env.PAYMENTS !== 'test' && !env.MOLLIE_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['MOLLIE_API_KEY'],
        message: 'is required in production (PAYMENTS=test runs the test checkout on purpose)',
      });
    }
    // Redirects, canonical links and the sitemap must never take their host from a request header.
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' });
    }
  });

export type Env = z.infer<typeof schema>;

/** Parses an environment; throws one readable message naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // `PAYMENTS=` in a shell or a secrets UI means unset, not an invalid value.
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(set);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The secret that signs cookies; a fixed development value only outside production. */
export function sessionSecret(): string {
  return env().SESSION_SECRET ?? 'development-only-secret-change-me';
}

/**
 * The shop's public origin without a trailing slash: PUBLIC_URL (required in production), else, in
 * development, the Host header of the direct connection. Never X-Forwarded-Host, which the request's
 * URL may have been built from: a client could otherwise choose the host of links and redirects.
 */
export function publicOrigin(request: Request): string {
  const configured = env().PUBLIC_URL;
  if (configured) return configured.replace(/\/$/, '');
  const url = new URL(request.url);
  const host = request.headers.get('host');
  return host && /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? `${url.protocol}//${host}` : url.origin;
}

/** The test checkout was chosen on purpose in production: every page says so. */
export function testModeInProduction(): boolean {
  const e = env();
  return e.NODE_ENV === 'production' && e.PAYMENTS === 'test';
}

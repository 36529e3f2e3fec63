import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Money is integer cents everywhere (DESIGN.md 3.9); rates are percentages such as 21 or 5.5.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const languageEnum = pgEnum('language', ['nl', 'en', 'fr', 'de']);

export type ProductTranslations = Partial<
  Record<'nl' | 'en' | 'fr' | 'de', { name: string; description?: string }>
>;

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

export const shippingZones = pgTable(
  'shipping_zones',
  {
    countryCode: text('country_code').primaryKey(),
    countryName: text('country_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    freeShippingThresholdCents: integer('free_shipping_threshold_cents').notNull(),
    shippingCostCents: integer('shipping_cost_cents').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Delivery time in working days after dispatch, promised on pages, at checkout and in e-mails. */
    deliveryMinDays: integer('delivery_min_days').notNull().default(2),
    deliveryMaxDays: integer('delivery_max_days').notNull().default(4),
  },
  (t) => [
    check(
      'shipping_zones_delivery_days',
      sql`${t.deliveryMinDays} >= 0 AND ${t.deliveryMaxDays} >= ${t.deliveryMinDays} AND ${t.deliveryMaxDays} <= 30`,
    ),
    check('shipping_zones_code_format', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
    check(
      'shipping_zones_amounts_not_negative',
      sql`${t.freeShippingThresholdCents} >= 0 AND ${t.shippingCostCents} >= 0`,
    ),
    check('shipping_zones_vat_range', sql`${t.vatRate} >= 0 AND ${t.vatRate} < 100`),
  ],
);

export const paymentStatusEnum = pgEnum('payment_status', [
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
]);

/** The seller's identity printed on an invoice (settings' identity section at the time of issue). */
export type InvoiceSellerSnapshot = {
  name: string;
  tradeName: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  kvk: string;
  vatNumber: string;
  iban: string;
  email: string;
  phone: string;
};

/** A line of an order as it was sold: a snapshot, so later product edits never change an order. */
export type OrderItem = { productId: string; name: string; unitPriceCents: number; quantity: number };

/** Whether the parcel left: kept apart from the payment status (a paid order may still wait for dispatch). */
export const fulfilmentStatusEnum = pgEnum('fulfilment_status', ['unfulfilled', 'shipped']);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    language: languageEnum('language').notNull().default('nl'),
    customerEmail: text('customer_email').notNull(),
    customerFirstName: text('customer_first_name').notNull(),
    customerLastName: text('customer_last_name').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('NL'),
    phone: text('phone'),
    billingFirstName: text('billing_first_name'),
    billingLastName: text('billing_last_name'),
    billingAddress: text('billing_address'),
    billingPostalCode: text('billing_postal_code'),
    billingCity: text('billing_city'),
    billingCountry: text('billing_country'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    vatCents: integer('vat_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    orderItems: jsonb('order_items').$type<OrderItem[]>().notNull(),
    molliePaymentId: text('mollie_payment_id'),
    checkoutUrl: text('checkout_url'),
    /** When the provider lets the payment lapse; the sweeper looks at a still-pending order from then on. */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    /** A sweeper claimed the order until this moment (another instance skips it; Mollie is asked again after). */
    nextSweepAt: timestamp('next_sweep_at', { withTimezone: true }),
    /** Idempotency key of the checkout form, so a double submit creates one order. */
    checkoutToken: text('checkout_token'),
    /** Hash of the placing browser's token: only that browser sees the e-mail on the success page. */
    browserTokenHash: text('browser_token_hash'),
    invoiceNumber: text('invoice_number'),
    /** The seller block as it stood when the invoice number was assigned: issued invoices never change. */
    invoiceSeller: jsonb('invoice_seller').$type<InvoiceSellerSnapshot>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    /** When the parcel left: with the zone's delivery days it bounds the withdrawal period. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** The terms the customer accepted by ordering (terms_versions); null for orders from before versions. */
    termsVersion: text('terms_version'),
    fulfilmentStatus: fulfilmentStatusEnum('fulfilment_status').notNull().default('unfulfilled'),
    /** Carrier and track-and-trace code entered by the owner when marking the order shipped. */
    carrier: text('carrier'),
    trackingCode: text('tracking_code'),
    /** SHA-256 of the customer's order-page token; the token itself is only in the customer's e-mails. */
    pageTokenHash: text('page_token_hash'),
  },
  (t) => [
    uniqueIndex('orders_mollie_payment_id_unique').on(t.molliePaymentId),
    uniqueIndex('orders_page_token_hash_unique').on(t.pageTokenHash),
    index('orders_fulfilment_idx').on(t.paymentStatus, t.fulfilmentStatus, t.createdAt),
    uniqueIndex('orders_checkout_token_unique').on(t.checkoutToken),
    uniqueIndex('orders_invoice_number_unique').on(t.invoiceNumber),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.paymentStatus, t.createdAt),
    check(
      'orders_amounts_not_negative',
      sql`${t.subtotalCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.vatCents} >= 0 AND ${t.shippingCents} >= 0 AND ${t.totalCents} > 0`,
    ),
    check('orders_discount_range', sql`${t.discountPercentage} BETWEEN 0 AND 100`),
  ],
);

export const quoteStatusEnum = pgEnum('quote_status', ['pending', 'contacted', 'completed']);

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    language: languageEnum('language').notNull().default('nl'),
    companyName: text('company_name').notNull(),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    quantity: integer('quantity').notNull(),
    message: text('message'),
    status: quoteStatusEnum('status').notNull().default('pending'),
    notes: text('notes'),
  },
  (t) => [
    check('quote_requests_quantity_positive', sql`${t.quantity} >= 1`),
    index('quote_requests_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: createdAt(),
  language: languageEnum('language').notNull().default('nl'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** The TOTP secret, AES-256-GCM encrypted (never shown again once enrolment is confirmed). */
    totpSecret: text('totp_secret'),
    /** Null while enrolment awaits its first code: only a confirmed secret asks for a second step. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted, so no code is accepted twice (RFC 6238 section 5.2). */
    totpLastStep: integer('totp_last_step'),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const roleEnum = pgEnum('role', ['admin']);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** One-time recovery codes for two-factor sign-in: only a SHA-256 of each (80 random bits) is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_unique').on(t.userId, t.codeHash)],
);

/**
 * Every checked sign-in (refused ones never reach the password check, so they are not here): the
 * lock-out policy counts failures per account and per (account, client address) pair from these, and
 * an address the account signed in from before is one its owner uses (DESIGN.md 4, issue 16.3).
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased as typed: unknown addresses count too, so the answers never tell which exist. */
    email: text('email').notNull(),
    /** The client address as rate limits count it (IPv6 by /64). */
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    succeeded: boolean('succeeded').notNull(),
  },
  (t) => [index('sign_in_attempts_email_at_idx').on(t.email, t.at)],
);

/** When an account's owner was last told about failed sign-ins (at most one e-mail an hour). */
export const signInAlerts = pgTable('sign_in_alerts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * Invitations to become an admin (issue 16.10): after the first admin, accounts only come this way.
 * Only the SHA-256 of the link's token is stored; a link works once and for a week.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_invitations_token_hash_unique').on(t.tokenHash)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's session id, so a leaked table does not hand out live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_at_idx').on(t.expiresAt), index('sessions_user_idx').on(t.userId)],
);

export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

/**
 * An attachment is stored inline, or as a reference the delivery worker renders at send time (an
 * invoice PDF is regenerated from the order rather than kept as a blob in every outbox row).
 */
export type EmailAttachment =
  | { filename: string; contentType: string; contentBase64: string }
  | { filename: string; contentType: 'application/pdf'; invoiceOrderId: string }
  | { filename: string; contentType: 'application/pdf'; termsVersion: string }
  | { filename: string; contentType: 'application/pdf'; creditRefundId: string };

/**
 * Every version of the terms an order was placed under, as rendered then (text and the merchant's
 * details filled in): the confirmation's PDF is the version accepted, whatever the terms say later.
 * The version is the SHA-256 of the language, title and text, so an unchanged text is stored once.
 */
export const termsVersions = pgTable('terms_versions', {
  version: text('version').primaryKey(),
  createdAt: createdAt(),
  language: languageEnum('language').notNull(),
  title: text('title').notNull(),
  html: text('html').notNull(),
});

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    ccAddress: text('cc_address'),
    language: languageEnum('language').notNull().default('nl'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    /**
     * Set while the message is still to be written from the order it names: the paying transaction
     * stores the message this way and its text is rendered after the commit (never inside it). Null
     * once rendered; the worker sends only rendered messages.
     */
    renderFrom: jsonb('render_from').$type<{ orderId: string }>(),
    /** The same logical message enqueued twice (webhook retries, double clicks) is stored once. */
    dedupeKey: text('dedupe_key').notNull(),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker claims a row until this moment; another instance may take it over afterwards. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_key_unique').on(t.dedupeKey),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // Only the few messages between a commit and their rendering: the housekeeping round finds them.
    index('email_outbox_to_render_idx').on(t.createdAt).where(sql`${t.renderFrom} is not null`),
  ],
);

/** One row per year; locked in the paying transaction so invoice numbers are gapless. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Fixed-window counters shared by every app instance through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Payments of the built-in test checkout (used when MOLLIE_API_KEY is unset): the same shape of
 * data Mollie keeps for a payment, so the shop's status code path is the same for both.
 */
export const testPayments = pgTable('test_payments', {
  id: text('id').primaryKey(),
  createdAt: createdAt(),
  orderId: uuid('order_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  status: text('status').notNull().default('open'),
});

/**
 * The merchant's own settings, one row per section (identity, zones, tiers, claims, operations) as
 * typed JSON validated by app/modules/settings. `version` grows with every save, so a save made from
 * a stale page is refused instead of overwriting someone else's change.
 */
export const shopSettings = pgTable('shop_settings', {
  section: text('section').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/** Append-only: who changed which setting from what to what. Never updated or deleted. */
export const settingsAudit = pgTable(
  'settings_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    section: text('section').notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    changedBy: text('changed_by').notNull(),
  },
  (t) => [index('settings_audit_section_created_idx').on(t.section, t.createdAt)],
);

export const withdrawalStatusEnum = pgEnum('withdrawal_status', ['new', 'matched', 'refunded']);

/**
 * Withdrawal statements (art. 11a CRD), stored before anything else happens with them. Never refused:
 * a statement that matches no order, or arrives after the period, is kept and flagged for the owner.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The moment the statement was received: the e-mail acknowledgement states it. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    language: languageEnum('language').notNull().default('nl'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** As typed by the customer. */
    orderNumber: text('order_number').notNull(),
    /** The order it was matched to (number and e-mail agree), else null: 'niet gekoppeld'. */
    orderId: uuid('order_id').references(() => orders.id),
    /** Which items when only part of the order is withdrawn; empty means the whole order. */
    items: text('items'),
    reason: text('reason'),
    /** Received after the period ended (14 days after the latest possible delivery). */
    late: boolean('late').notNull().default(false),
    /** new/matched/refunded; 'flagged' is derived (no order, or late) in modules/withdrawals/filters. */
    status: withdrawalStatusEnum('status').notNull().default('new'),
    /** The refund that settled it, set with the status 'refunded' (markWithdrawalRefunded). */
    refundId: uuid('refund_id'),
  },
  (t) => [index('withdrawals_received_idx').on(t.receivedAt), index('withdrawals_order_idx').on(t.orderId)],
);

/**
 * What happened to an order after the sale, by whom and when (shipped, and later refunds): the
 * admin's timeline. Append-only.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin's e-mail address, or 'systeem' for what the shop did by itself. */
    actor: text('actor').notNull(),
    kind: text('kind').notNull(),
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull().default({}),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** A refund's status as Mollie reports it: queued/pending/processing are 'pending', canceled is 'failed'. */
export const refundStatusEnum = pgEnum('refund_status', ['pending', 'refunded', 'failed']);

/** A returned part of an order line, priced as it was sold (the order's snapshot, never the browser's). */
export type RefundLine = OrderItem;

/**
 * Money given back on a paid order, one row per refund, each with its own credit invoice. Recorded in
 * the transaction that checked it against what was paid (order row locked), so it exists exactly
 * when Mollie accepted it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
    /** The admin's e-mail address. */
    createdBy: text('created_by').notNull(),
    mollieRefundId: text('mollie_refund_id').notNull(),
    /** The submitted form's token: a double click or a retry finds the refund already made. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Gross, what the customer gets back: lines minus their share of the discount plus shipping. */
    amountCents: integer('amount_cents').notNull(),
    lines: jsonb('lines').$type<RefundLine[]>().notNull(),
    /** The part of the order's volume discount that belonged to the returned lines (gross, >= 0). */
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** Whether the returned quantities went back into stock. */
    restocked: boolean('restocked').notNull().default(false),
    status: refundStatusEnum('status').notNull().default('pending'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    creditNumber: text('credit_number').notNull(),
    /** The seller block when the credit invoice was issued: it never changes afterwards. */
    creditSeller: jsonb('credit_seller').$type<InvoiceSellerSnapshot>().notNull(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_unique').on(t.idempotencyKey),
    uniqueIndex('refunds_credit_number_unique').on(t.creditNumber),
    uniqueIndex('refunds_mollie_refund_id_unique').on(t.mollieRefundId),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    check(
      'refunds_amounts',
      sql`${t.amountCents} > 0 AND ${t.discountCents} >= 0 AND ${t.shippingCents} >= 0`,
    ),
  ],
);

/** The credit invoices' own gapless series, one row per year, locked like invoice_counters. */
export const creditCounters = pgTable('credit_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

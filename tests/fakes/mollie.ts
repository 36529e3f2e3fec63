import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A local stand-in for Mollie's Payments API (v2) that the official @mollie/api-client talks to.
 * It serves HTTPS with a self-signed certificate made at start, because the client refuses http.
 * Tests steer it: set a payment's status, fail or stall payment creation, count requests.
 */
export type FakePayment = {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl?: string;
  locale?: string;
  metadata: Record<string, unknown> | null;
  createdAt: string;
};

export type FakeRefund = {
  id: string;
  paymentId: string;
  status: string;
  amount: { currency: string; value: string };
  description: string;
  metadata: Record<string, unknown> | null;
  createdAt: string;
};

/** As Mollie does for most methods: an open payment lapses 15 minutes after it was created. */
const OPEN_PAYMENT_LIFETIME_MS = 15 * 60 * 1000;

export type MollieFake = {
  url: string;
  payments: Map<string, FakePayment>;
  setStatus(id: string, status: string): void;
  /** Answer payment creation with this status code (e.g. 500, 422) until reset with undefined. */
  failCreateWith(status: number | undefined): void;
  /** Delay every payment creation by this many milliseconds. */
  stallCreate(ms: number): void;
  /** Make the next payment, then close the connection without answering (the answer is lost on the way). */
  dropNextCreateAnswer(): void;
  failMethods(fail: boolean): void;
  refunds: Map<string, FakeRefund>;
  /** Move a refund on, as Mollie does: 'pending' when created, then 'refunded' or 'failed'. */
  setRefundStatus(id: string, status: string): void;
  /** Answer refund creation with this status code (e.g. 503: Mollie down) until reset with undefined. */
  failRefundsWith(status: number | undefined): void;
  requests: { method: string; path: string }[];
  close(): Promise<void>;
};

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'mollie-fake-'));
  try {
    execFileSync(
      'openssl',
      // An EC key: a TLS handshake costs well under a millisecond, so the fake never dominates a timing.
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1']
        .concat(['-subj', '/CN=localhost'])
        .concat(['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/hal+json', 'Retry-After': '0' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
}

export async function startMollieFake(): Promise<MollieFake> {
  const payments = new Map<string, FakePayment>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: { method: string; path: string }[] = [];
  let createFailure: number | undefined;
  let createDelay = 0;
  let dropCreateAnswer = false;
  let methodsFail = false;
  const refunds = new Map<string, FakeRefund>();
  let refundFailure: number | undefined;
  let base = '';

  const resource = (p: FakePayment) => ({
    resource: 'payment',
    mode: 'test',
    ...p,
    // Mollie omits expiresAt once the payment can no longer be completed.
    ...(p.status === 'open'
      ? { expiresAt: new Date(Date.parse(p.createdAt) + OPEN_PAYMENT_LIFETIME_MS).toISOString() }
      : {}),
    _links: {
      self: { href: `${base}/v2/payments/${p.id}`, type: 'application/hal+json' },
      ...(p.status === 'open'
        ? { checkout: { href: `https://www.mollie.com/checkout/test-mode?id=${p.id}`, type: 'text/html' } }
        : {}),
    },
  });

  const refundResource = (r: FakeRefund) => ({
    resource: 'refund',
    mode: 'test',
    ...r,
    _links: {
      self: { href: `${base}/v2/payments/${r.paymentId}/refunds/${r.id}`, type: 'application/hal+json' },
      payment: { href: `${base}/v2/payments/${r.paymentId}`, type: 'application/hal+json' },
    },
  });
  const cents = (amount: { value: string }) => Math.round(Number(amount.value) * 100);

  /** POST /v2/payments/{id}/refunds: Mollie's checks (paid payment, amount left), idempotency key. */
  async function createRefund(req: IncomingMessage, res: ServerResponse, paymentId: string) {
    const body = await readJson(req);
    if (refundFailure)
      return send(res, refundFailure, { status: refundFailure, title: 'Error', detail: 'Fake failure' });
    const key = String(req.headers['idempotency-key'] ?? '');
    const existing = key ? byIdempotencyKey.get(`refund:${key}`) : undefined;
    if (existing) return send(res, 201, refundResource(refunds.get(existing)!));
    const payment = payments.get(paymentId);
    if (!payment) return send(res, 404, { status: 404, title: 'Not Found', detail: 'No payment exists' });
    if (payment.status !== 'paid')
      return send(res, 422, { status: 422, title: 'Unprocessable Entity', detail: 'Payment not paid' });
    const amount = body.amount as FakeRefund['amount'];
    const refunded = [...refunds.values()]
      .filter((r) => r.paymentId === paymentId && r.status !== 'failed' && r.status !== 'canceled')
      .reduce((sum, r) => sum + cents(r.amount), 0);
    if (cents(amount) > cents(payment.amount) - refunded)
      return send(res, 422, {
        status: 422,
        title: 'Unprocessable Entity',
        detail: 'The amount requested for refund exceeds the remaining amount',
        field: 'amount',
      });
    const refund: FakeRefund = {
      id: `re_${randomBytes(5).toString('hex')}`,
      paymentId,
      status: 'pending',
      amount,
      description: String(body.description ?? ''),
      metadata: (body.metadata as Record<string, unknown>) ?? null,
      createdAt: new Date().toISOString(),
    };
    refunds.set(refund.id, refund);
    if (key) byIdempotencyKey.set(`refund:${key}`, refund.id);
    return send(res, 201, refundResource(refund));
  }

  /** GET /v2/payments/{id}/refunds and /v2/payments/{id}/refunds/{refundId}. */
  function readRefunds(res: ServerResponse, paymentId: string, refundId: string | undefined) {
    if (refundId) {
      const refund = refunds.get(refundId);
      if (!refund || refund.paymentId !== paymentId)
        return send(res, 404, { status: 404, title: 'Not Found', detail: 'No refund exists' });
      return send(res, 200, refundResource(refund));
    }
    const list = [...refunds.values()].filter((r) => r.paymentId === paymentId).map(refundResource);
    return send(res, 200, {
      count: list.length,
      _embedded: { refunds: list },
      _links: { self: { href: `${base}/v2/payments/${paymentId}/refunds` }, previous: null, next: null },
    });
  }

  const server = createServer(selfSignedCertificate(), async (req, res) => {
    const url = new URL(req.url ?? '/', 'https://localhost');
    requests.push({ method: req.method ?? 'GET', path: url.pathname });
    if (req.headers.authorization !== 'Bearer test_fake_key_with_thirty_chars_xx') {
      return send(res, 401, { status: 401, title: 'Unauthorized Request', detail: 'Missing authentication' });
    }
    if (req.method === 'POST' && url.pathname === '/v2/payments') {
      const body = await readJson(req);
      if (createDelay) await new Promise((r) => setTimeout(r, createDelay));
      if (createFailure)
        return send(res, createFailure, { status: createFailure, title: 'Error', detail: 'Fake failure' });
      const key = String(req.headers['idempotency-key'] ?? '');
      const existing = key ? byIdempotencyKey.get(key) : undefined;
      if (existing) return send(res, 201, resource(payments.get(existing)!));
      const payment: FakePayment = {
        id: `tr_${randomBytes(5).toString('hex')}`,
        status: 'open',
        amount: body.amount as FakePayment['amount'],
        description: String(body.description),
        redirectUrl: String(body.redirectUrl),
        webhookUrl: body.webhookUrl as string | undefined,
        locale: body.locale as string | undefined,
        metadata: (body.metadata as Record<string, unknown>) ?? null,
        createdAt: new Date().toISOString(),
      };
      payments.set(payment.id, payment);
      if (key) byIdempotencyKey.set(key, payment.id);
      if (dropCreateAnswer) {
        dropCreateAnswer = false;
        return req.socket.destroy();
      }
      return send(res, 201, resource(payment));
    }
    const refundPath = url.pathname.match(/^\/v2\/payments\/([^/]+)\/refunds(?:\/([^/]+))?$/);
    if (refundPath && req.method === 'POST' && !refundPath[2]) return createRefund(req, res, refundPath[1]!);
    if (refundPath && req.method === 'GET') return readRefunds(res, refundPath[1]!, refundPath[2]);
    const match = url.pathname.match(/^\/v2\/payments\/([^/]+)$/);
    if (req.method === 'GET' && match) {
      const payment = payments.get(match[1]!);
      if (!payment)
        return send(res, 404, { status: 404, title: 'Not Found', detail: 'No payment exists with token' });
      return send(res, 200, resource(payment));
    }
    if (req.method === 'GET' && url.pathname === '/v2/methods') {
      if (methodsFail) return send(res, 500, { status: 500, title: 'Error', detail: 'Fake failure' });
      const method = (id: string, description: string) => ({
        resource: 'method',
        id,
        description,
        image: {
          size1x: `https://www.mollie.com/external/icons/payment-methods/${id}.png`,
          size2x: '',
          svg: `https://www.mollie.com/external/icons/payment-methods/${id}.svg`,
        },
      });
      return send(res, 200, {
        count: 3,
        _embedded: {
          methods: [method('ideal', 'iDEAL'), method('paypal', 'PayPal'), method('creditcard', 'Creditcard')],
        },
        _links: { self: { href: `${base}/v2/methods` } },
      });
    }
    send(res, 404, { status: 404, title: 'Not Found', detail: 'Unknown endpoint' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/v2/`,
    payments,
    requests,
    setStatus(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      payment.status = status;
    },
    failCreateWith(status) {
      createFailure = status;
    },
    stallCreate(ms) {
      createDelay = ms;
    },
    dropNextCreateAnswer() {
      dropCreateAnswer = true;
    },
    failMethods(fail) {
      methodsFail = fail;
    },
    refunds,
    setRefundStatus(id, status) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no fake refund ${id}`);
      refund.status = status;
    },
    failRefundsWith(status) {
      refundFailure = status;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The key the fake accepts; Mollie's client checks the key's shape (test_ + 30 characters). */
export const FAKE_MOLLIE_KEY = 'test_fake_key_with_thirty_chars_xx';

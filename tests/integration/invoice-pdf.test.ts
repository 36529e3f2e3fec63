import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { orders } from '~/db/schema';
import { invoicePdfResponse } from '~/modules/invoices/invoice-response.server';
import { closeInvoiceRenderer, pdfRendererStats, renderInvoicePdf } from '~/modules/invoices/pdf.server';
import { paidOrder } from '../fixtures/invoice-order';
import { databaseKinds, openTestDatabase } from '../support/databases';

/** The PDF's text as a reader sees it (poppler-utils). */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

afterAll(async () => {
  await closeInvoiceRenderer();
});

describe('invoice PDF renderer', () => {
  it('renders a readable A4 invoice and reuses one browser for the next', async () => {
    const before = pdfRendererStats().launches;
    const first = await renderInvoicePdf(paidOrder());
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const words = pdfText(first);
    expect(words).toContain('Factuur');
    expect(words).toContain('2026-000042');
    expect(words).toContain('NL001234567B01');
    expect(words).toMatch(/Totaal\s+€ 80,86/);

    const second = await renderInvoicePdf(
      paidOrder({ overrides: { language: 'de', invoiceNumber: '2026-000043' } }),
    );
    expect(pdfText(second)).toMatch(/Rechnung[\s\S]*2026-000043/);
    expect(pdfRendererStats().launches).toBe(before + 1);
  });

  it('keeps concurrent renders apart: each PDF carries its own number', async () => {
    const pdfs = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        renderInvoicePdf(paidOrder({ overrides: { invoiceNumber: `2026-00010${n}` } })),
      ),
    );
    expect(pdfs.map((pdf) => pdfText(pdf).match(/2026-00010\d/)?.[0])).toEqual([
      '2026-000101',
      '2026-000102',
      '2026-000103',
      '2026-000104',
    ]);
  });

  it('starts a new browser when the old one crashed', async () => {
    await renderInvoicePdf(paidOrder());
    const { pid, launches } = pdfRendererStats();
    expect(pid).toBeGreaterThan(0);
    process.kill(pid!, 'SIGKILL');
    await expect.poll(() => pdfRendererStats().pid, { timeout: 5_000 }).toBeUndefined();
    const pdf = await renderInvoicePdf(paidOrder());
    expect(pdfText(pdf)).toContain('2026-000042');
    expect(pdfRendererStats().launches).toBe(launches + 1);
  });
});

describe.each(databaseKinds)('invoice download on %s', (kind) => {
  let handle: Handle;
  const paidId = randomUUID();
  const unpaidId = randomUUID();
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await handle.db.insert(orders).values([
      { ...paidOrder({ overrides: { id: paidId, invoiceNumber: '2026-000007' } }), subtotalCents: 8985 },
      {
        ...paidOrder({ overrides: { id: unpaidId, invoiceNumber: null, paidAt: null } }),
        subtotalCents: 8985,
      },
    ]);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('answers the PDF as an attachment named after the invoice number', async () => {
    const response = await invoicePdfResponse(paidId);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="factuur-2026-000007.pdf"',
    );
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdfText(pdf)).toContain('2026-000007');
  });

  it('answers 404 for unknown or malformed ids and 409 for an unpaid order', async () => {
    expect((await invoicePdfResponse(randomUUID())).status).toBe(404);
    expect((await invoicePdfResponse('not-a-uuid')).status).toBe(404);
    expect((await invoicePdfResponse(undefined)).status).toBe(404);
    expect((await invoicePdfResponse(unpaidId)).status).toBe(409);
  });
});

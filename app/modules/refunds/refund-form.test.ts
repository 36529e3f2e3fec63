import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { refundFailureMessage, refundRequestOf, refundSchema } from './refund-form';

const token = '0b8a3f4e-6c1d-4e2a-9b7c-5d3e2f1a0b9c';

function submit(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: refundSchema });
}

describe('the refund form', () => {
  it('reads chosen quantities and the shipping box into a request; amounts never come from the form', () => {
    const submission = submit({
      token,
      scope: 'lines',
      'lines[0].productId': 'wall-planner-001',
      'lines[0].quantity': '2',
      'lines[1].productId': 'wall-planner-xl',
      'lines[1].quantity': '',
      shipping: 'on',
      restock: 'on',
      amount: '1000000',
    });
    if (submission.status !== 'success') throw new Error('refused');
    expect(refundRequestOf(submission.value)).toEqual({
      whole: false,
      quantities: { 'wall-planner-001': 2, 'wall-planner-xl': 0 },
      shipping: true,
    });
    expect(submission.value.restock).toBe(true);
    expect(refundRequestOf({ ...submission.value, scope: 'whole' })).toEqual({ whole: true });
  });

  it('answers bad input in Dutch', () => {
    const submission = submit({
      token: 'x',
      scope: 'lines',
      'lines[0].productId': 'p',
      'lines[0].quantity': '-1',
    });
    if (submission.status === 'success') throw new Error('accepted bad input');
    expect(submission.error?.token).toEqual(['Het formulier is verlopen. Laad de pagina opnieuw.']);
    expect(submission.error?.['lines[0].quantity']).toEqual(['Vul een heel aantal van 0 of meer in']);
  });

  it('words every refusal for the owner, with a 4xx, and Mollie being down as a 503', () => {
    expect(
      refundFailureMessage({ reason: 'refused', refusal: { reason: 'exceeds-paid', leftCents: 2695 } }),
    ).toEqual({
      message: 'Dit is meer dan er nog terug te betalen is (€\u00a026,95)',
      status: 409,
    });
    expect(refundFailureMessage({ reason: 'provider-down' })).toEqual({
      message: 'Mollie is nu niet bereikbaar. Er is niets terugbetaald; probeer het later opnieuw.',
      status: 503,
    });
  });
});

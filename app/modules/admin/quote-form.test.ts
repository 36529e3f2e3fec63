import { describe, expect, it } from 'vitest';
import { quoteFollowUpSchema } from './quote-form';

describe('the quote follow-up form', () => {
  it('takes a known status with notes, cut at 5000 characters', () => {
    const long = 'x'.repeat(6000);
    const parsed = quoteFollowUpSchema.parse({ status: 'contacted', notes: long });
    expect(parsed).toEqual({ status: 'contacted', notes: 'x'.repeat(5000) });
  });

  it('treats missing notes as none', () => {
    expect(quoteFollowUpSchema.parse({ status: 'completed' })).toEqual({ status: 'completed', notes: '' });
  });

  it('refuses an unknown status in Dutch', () => {
    const result = quoteFollowUpSchema.safeParse({ status: 'lost', notes: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Kon wijzigingen niet opslaan');
  });
});

import { describe, expect, it } from 'vitest';
import { exampleSettings } from '~/modules/settings/defaults';
import { creditNoteEmail } from './credit-note-email';
import { contactAcknowledgementEmail, quoteAcknowledgementEmail } from './customer-emails';
import { contactNotificationEmail } from './shop-emails';

describe('e-mail templates', () => {
  it('escape what a visitor typed in the HTML and keep it verbatim in the text', () => {
    const message = '<script>alert(1)</script> & "quotes"';
    const email = contactNotificationEmail(
      { name: 'Eve', email: 'eve@example.nl', message, language: 'nl' },
      exampleSettings,
    );
    expect(email.html).not.toContain('<script>alert(1)</script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(email.text).toContain(message);
  });

  it('speak the customer’s language', () => {
    const quote = { contactPerson: 'Jean', quantity: 12 };
    expect(quoteAcknowledgementEmail(quote, 'fr', exampleSettings).subject).toBe(
      'Nous avons bien reçu votre demande de devis',
    );
    expect(quoteAcknowledgementEmail(quote, 'fr', exampleSettings).text).toContain('12 planificateurs');
    // German greets formally with the full name ('Hallo' reads as too familiar beside 'Sie').
    expect(
      contactAcknowledgementEmail({ name: 'Jan Jansen', message: 'Hallo daar!' }, 'de', exampleSettings).html,
    ).toContain('Guten Tag Jan Jansen,');
    expect(quoteAcknowledgementEmail(quote, 'nl', exampleSettings).html).toMatch(
      /^<!DOCTYPE html><html lang="nl">/,
    );
  });

  it('greet the refunded customer by name, in every language (a placeholder once showed through)', () => {
    const credit = {
      firstName: 'Anna',
      lastName: 'Schmidt',
      number: '3F2A9C1D',
      invoiceNumber: '2026-0001',
      creditNumber: 'C2026-0001',
      amountCents: 1995,
    };
    const text = (language: 'nl' | 'de') => creditNoteEmail({ ...credit, language }, exampleSettings).text;
    expect(text('nl')).toContain('\nBeste Anna,\n');
    expect(text('de')).toContain('\nGuten Tag Anna Schmidt,\n');
    expect(text('nl')).not.toContain('{');
  });
});

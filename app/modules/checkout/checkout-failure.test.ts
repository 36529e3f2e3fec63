import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/common.json';
import en from '../../../locales/en/common.json';
import fr from '../../../locales/fr/common.json';
import nl from '../../../locales/nl/common.json';
import { checkoutFailure } from './checkout-failure.server';

const i18n = i18next.createInstance();
await i18n.init({
  resources: { nl: { common: nl }, en: { common: en }, fr: { common: fr }, de: { common: de } },
  defaultNS: 'common',
});

describe('checkoutFailure', () => {
  it('answers hoarding with 409 and the limit, in every language', () => {
    for (const lang of ['nl', 'en', 'fr', 'de']) {
      const { status, description } = checkoutFailure(
        { ok: false, reason: 'too-many-pending' },
        i18n.getFixedT(lang),
      );
      expect(status).toBe(409);
      expect(description).toContain('3');
      expect(description).not.toContain('checkout.');
    }
    expect(
      checkoutFailure({ ok: false, reason: 'too-many-pending' }, i18n.getFixedT('nl')).description,
    ).toMatch(/^Je hebt al 3 bestellingen die nog op betaling wachten/);
  });

  it('answers a rate limit with 429 and the whole minutes to wait', () => {
    const t = i18n.getFixedT('nl');
    expect(checkoutFailure({ ok: false, reason: 'rate-limited', retryAfterSeconds: 61 }, t)).toEqual({
      status: 429,
      description:
        'Je hebt in korte tijd te vaak een bestelling geplaatst. Probeer het over 2 minuten opnieuw.',
    });
    expect(
      checkoutFailure({ ok: false, reason: 'rate-limited', retryAfterSeconds: 30 }, i18n.getFixedT('de'))
        .description,
    ).toContain('in 1 Minute erneut');
  });
});

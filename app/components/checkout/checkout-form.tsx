import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-router';
import { AddressFields } from '~/components/forms/address-fields';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { TextField } from '~/components/ui/field';
import { useShop } from '~/components/use-shop';
import { useTranslation } from '~/i18n/translation';
import { euros, track } from '~/modules/analytics/pixel';
import type { CartView } from '~/modules/cart/cart-view.server';
import { checkoutSchema } from '~/modules/checkout/checkout-schema';
import { likelyCountry, orderedCountries } from '~/modules/checkout/countries';
import { checkoutTotals, type PricingRules } from '~/modules/pricing/pricing';
import { CheckoutMessages } from './checkout-messages';
import { OrderSummary } from './order-summary';
import { type CheckoutZone, PlaceOrderButton } from './place-order-button';

export function CheckoutForm({
  cart,
  zones,
  rules,
  returnDays,
  checkoutToken,
  lastResult,
  failure,
  notice,
}: {
  cart: CartView;
  zones: CheckoutZone[];
  rules: PricingRules;
  /** The statutory withdrawal period as the merchant's settings state it. */
  returnDays: number;
  checkoutToken: string;
  lastResult: SubmissionResult<string[]> | undefined;
  failure: { title: string; description: string } | null;
  /** The total was recalculated for the chosen country (the form came back instead of ordering). */
  notice: string | null;
}) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const schema = useMemo(() => checkoutSchema(lang, t), [lang, t]);
  const countries = useMemo(
    () =>
      orderedCountries(
        zones.map((z) => z.countryCode),
        lang,
      ),
    [zones, lang],
  );
  const startCountry = likelyCountry(
    zones.map((z) => z.countryCode),
    lang,
  );
  const [form, fields] = useSchemaForm({
    id: 'checkout',
    schema,
    lastResult,
    defaultValue: { country: startCountry },
  });
  const [country, setCountry] = useState(String(fields.country.initialValue ?? startCountry));
  const zone = zones.find((z) => z.countryCode === country) ?? zones[0]!;
  const totals = checkoutTotals(cart.lines, zone, rules);
  const billing = fields.useDifferentBillingAddress;
  // The billing country follows the shipping country until the shopper picks one of its own.
  const [billingCountry, setBillingCountry] = useState(
    typeof fields.billingCountry.initialValue === 'string' ? fields.billingCountry.initialValue : null,
  );
  const initialTotal = useRef(totals.grandTotalCents);
  useEffect(() => {
    track('InitiateCheckout', {
      value: euros(initialTotal.current),
      currency: 'EUR',
      content_type: 'product',
    });
  }, []);

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1fr_24rem]">
      <div>
        <h1 className="text-3xl font-extrabold">{t('pages.checkout.title')}</h1>
        <CheckoutMessages failure={failure} notice={notice} />
        <Form method="post" {...getFormProps(form)} className="mt-6 space-y-8">
          <input type="hidden" name="checkoutToken" value={checkoutToken} />
          {/* The total this page shows: the server orders only for that amount (issue 15.2). */}
          <input type="hidden" name="shownTotalCents" value={totals.grandTotalCents} />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-bold">{t('checkout.contact')}</legend>
            {(['email', 'phone'] as const).map((name) => {
              // The input type is also the autocomplete token: email, tel.
              const type = name === 'phone' ? 'tel' : 'email';
              return (
                <TextField
                  key={name}
                  field={fields[name]}
                  label={t(`checkout.${name}`)}
                  type={type}
                  autoComplete={type}
                  className="sm:col-span-2"
                />
              );
            })}
          </fieldset>
          <AddressFields
            prefix=""
            fields={fields}
            countries={countries}
            onCountryChange={setCountry}
            afterCountry={
              // With JavaScript the summary follows the choice at once; without, this recalculates it.
              <noscript>
                <button
                  type="submit"
                  name="intent"
                  value="recalculate"
                  formNoValidate
                  data-testid="recalculate"
                  className="mt-2 rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold hover:bg-slate-100"
                >
                  {t('checkout.recalculate')}
                </button>
              </noscript>
            }
          />
          <div className="billing-group space-y-4">
            <label className="billing-toggle flex items-center gap-3 font-semibold">
              <input {...getInputProps(billing, { type: 'checkbox' })} className="h-5 w-5" />
              {t('checkout.differentBilling')}
            </label>
            <AddressFields
              prefix="billing"
              fields={fields}
              countries={countries}
              country={billingCountry ?? country}
              onCountryChange={setBillingCountry}
            />
          </div>
          <PlaceOrderButton zone={zone} returnDays={returnDays} />
        </Form>
      </div>
      <OrderSummary cart={cart} totals={totals} lang={lang} />
    </div>
  );
}

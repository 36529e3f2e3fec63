import { getCollectionProps } from '@conform-to/react';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { TextField } from '~/components/ui/field';
import { adminTexts } from '~/modules/admin/admin-text';
import { SAMPLE_REVIEW_IDS } from '~/modules/catalog/sample-reviews';
import { claimsSchema } from '~/modules/settings/settings-schema';
import home from '../../../../locales/nl/home.json';
import { SectionForm, SettingsCheckbox } from './section-form';
import type { SectionProps } from './section-props';

const text = adminTexts.settings;

export function ClaimsSection({ settings, lastResult, saved }: SectionProps) {
  const claims = settings.claims;
  const [form, fields] = useSchemaForm({
    id: 'claims-form',
    schema: claimsSchema,
    defaultValue: { ...claims, bestseller: claims.bestseller ? 'on' : undefined },
    lastResult,
  });
  const t = text.claims;
  return (
    <SectionForm form={form} intent="claims" version={settings.versions.claims} saved={saved}>
      <p className="text-sm text-slate-700">{t.intro}</p>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField field={fields.rating} label={t.rating} type="number" step="0.1" />
        <TextField field={fields.reviewCount} label={t.reviewCount} type="number" />
        <TextField field={fields.happyCustomers} label={t.happyCustomers} type="number" />
      </div>
      <SettingsCheckbox field={fields.bestseller} label={t.bestseller} />
      <fieldset className="mt-2" data-testid="verified-reviews">
        <legend className="text-sm font-semibold text-slate-800">{t.verifiedReviews}</legend>
        <p className="text-sm text-slate-700">{t.verifiedReviewsHint}</p>
        <ul className="mt-2 grid gap-1 md:grid-cols-2">
          {getCollectionProps(fields.verifiedReviews, { type: 'checkbox', options: SAMPLE_REVIEW_IDS }).map(
            ({ key, ...props }, i) => {
              const review = home.home.reviews.items[i];
              return (
                <li key={key}>
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input {...props} className="h-4 w-4" />
                    {review ? `${review.name}, ${review.place}` : props.value}
                  </label>
                </li>
              );
            },
          )}
        </ul>
      </fieldset>
    </SectionForm>
  );
}

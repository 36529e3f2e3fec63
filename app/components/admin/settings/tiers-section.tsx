import { useSchemaForm } from '~/components/forms/use-schema-form';
import { TextField } from '~/components/ui/field';
import { adminTexts } from '~/modules/admin/admin-text';
import { tiersSchema } from '~/modules/settings/settings-schema';
import { SectionForm } from './section-form';
import type { SectionProps } from './section-props';

const text = adminTexts.settings;

/** Four rows: the tiers the merchant set, then empty rows to add one. */
const TIER_ROWS = 4;

export function TiersSection({ settings, lastResult, saved }: SectionProps) {
  const rows = Array.from({ length: TIER_ROWS }, (_, i) => settings.tiers.tiers[i] ?? {});
  const [form, fields] = useSchemaForm({
    id: 'tiers-form',
    schema: tiersSchema,
    defaultValue: { ...settings.tiers, tiers: rows },
    lastResult,
  });
  const tiers = fields.tiers.getFieldList();
  return (
    <SectionForm form={form} intent="tiers" version={settings.versions.tiers} saved={saved}>
      <p className="text-sm text-slate-700">{text.tiers.intro}</p>
      {fields.tiers.errors ? (
        <p id={fields.tiers.errorId} className="text-sm text-red-700">
          {fields.tiers.errors[0]}
        </p>
      ) : null}
      <div className="grid max-w-md gap-3">
        {tiers.map((tier, index) => {
          const row = tier.getFieldset();
          return (
            <div key={index} className="grid grid-cols-2 gap-3">
              <TextField field={row.minQuantity} label={text.tiers.quantity} type="number" />
              <TextField field={row.percent} label={text.tiers.percent} type="number" />
            </div>
          );
        })}
      </div>
      <TextField
        field={fields.largeOrderQuantity}
        label={text.tiers.largeOrderQuantity}
        type="number"
        className="max-w-xs"
      />
    </SectionForm>
  );
}

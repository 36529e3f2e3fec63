import { useSchemaForm } from '~/components/forms/use-schema-form';
import { adminTexts } from '~/modules/admin/admin-text';
import { securitySchema } from '~/modules/settings/settings-schema';
import { SectionForm, SettingsCheckbox } from './section-form';
import type { SectionProps } from './section-props';

const text = adminTexts.settings;

export function SecuritySection({ settings, lastResult, saved }: SectionProps) {
  const security = settings.security;
  const [form, fields] = useSchemaForm({
    id: 'security-form',
    schema: securitySchema,
    defaultValue: { twoFactorRequired: security.twoFactorRequired ? 'on' : undefined },
    lastResult,
  });
  const t = text.security;
  return (
    <SectionForm form={form} intent="security" version={settings.versions.security} saved={saved}>
      <p className="text-sm text-slate-700">{t.intro}</p>
      <SettingsCheckbox field={fields.twoFactorRequired} label={t.twoFactorRequired} />
    </SectionForm>
  );
}

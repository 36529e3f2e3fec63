import { data, redirect } from 'react-router';
import { AuditList } from '~/components/admin/settings/audit-list';
import { ClaimsSection } from '~/components/admin/settings/claims-section';
import { IdentitySection } from '~/components/admin/settings/identity-section';
import { OperationsSection } from '~/components/admin/settings/operations-section';
import type { SectionProps } from '~/components/admin/settings/section-props';
import { SecuritySection } from '~/components/admin/settings/security-section';
import { TiersSection } from '~/components/admin/settings/tiers-section';
import { ZonesSection } from '~/components/admin/settings/zones-section';
import { PageTitle } from '~/components/admin/ui';
import { getDb } from '~/db/client.server';
import { adminText, adminTexts } from '~/modules/admin/admin-text';
import { requireAdmin } from '~/modules/auth/guard.server';
import { readSettings, recentChanges } from '~/modules/settings/settings.server';
import { submitSettingsForm } from '~/modules/settings/settings-form.server';
import { SECTIONS, type Section } from '~/modules/settings/settings-schema';
import { allShippingZones } from '~/modules/settings/zones-settings.server';
import type { Route } from './+types/settings';

const text = adminTexts.settings;
const PAGE = '/admin/dashboard/settings';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  // The page edits what is stored, so it reads the database, not the pages' one-second snapshot.
  const [settings, zones, history] = await Promise.all([
    readSettings(await getDb()),
    allShippingZones(),
    recentChanges(20),
  ]);
  const saved = new URL(request.url).searchParams.get('saved');
  return { settings, zones, history, saved };
}

export async function action({ request }: Route.ActionArgs) {
  const account = await requireAdmin(request);
  const result = await submitSettingsForm(await request.formData(), account.email);
  if (!result) throw data(adminText('layout.unknownForm'), { status: 400 });
  if (result.ok) {
    const section = result.form === 'addZone' || result.form === 'removeZone' ? 'zones' : result.form;
    // Post/redirect/get: a reload does not send the form again, and the section says 'Opgeslagen'.
    throw redirect(`${PAGE}?saved=${section}#${section}`, 303);
  }
  return data({ form: result.form, reply: result.reply }, { status: result.status });
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, zones, history, saved } = loaderData;
  const resultFor = (form: string) => (actionData?.form === form ? actionData.reply : undefined);
  const props = (section: Section): SectionProps => ({
    settings,
    lastResult: resultFor(section),
    saved: saved === section && !actionData,
  });
  const body: Record<Section, React.ReactNode> = {
    identity: <IdentitySection {...props('identity')} />,
    zones: (
      <ZonesSection
        zones={zones}
        version={settings.versions.zones}
        lastResult={resultFor('zones')}
        addResult={resultFor('addZone')}
        removeResult={resultFor('removeZone')}
        saved={saved === 'zones' && !actionData}
      />
    ),
    tiers: <TiersSection {...props('tiers')} />,
    claims: <ClaimsSection {...props('claims')} />,
    operations: <OperationsSection {...props('operations')} />,
    security: <SecuritySection {...props('security')} />,
  };
  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      <nav aria-label={text.title} className="mb-6 flex flex-wrap gap-3 text-sm">
        {SECTIONS.map((section) => (
          <a key={section} href={`#${section}`} className="text-brand-700 underline">
            {text.sections[section]}
          </a>
        ))}
      </nav>
      <div className="space-y-10">
        {SECTIONS.map((section) => (
          <section
            key={section}
            id={section}
            aria-labelledby={`${section}-title`}
            className="scroll-mt-6 rounded-lg border border-slate-200 bg-white p-5"
          >
            <h2 id={`${section}-title`} className="mb-4 text-xl font-bold">
              {text.sections[section]}
            </h2>
            {body[section]}
            <AuditList rows={history[section]} section={section} />
          </section>
        ))}
      </div>
    </>
  );
}

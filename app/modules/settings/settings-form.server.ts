import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import admin from '../../../locales/nl/admin.json';
import { type ShopSettings, StaleSettingsError, saveSection } from './settings.server';
import {
  addZoneSchema,
  type JsonSection,
  SECTIONS,
  type Section,
  sectionSchemas,
  zonesSchema,
} from './settings-schema';
import { addZone, removeZone, saveZones } from './zones-settings.server';

const text = admin.settings;

/** Which form of the settings page was sent: a section, or the 'add a country' form of the zones. */
export type SettingsForm = Section | 'addZone' | 'removeZone';

export type SettingsFormResult =
  | { ok: true; form: SettingsForm }
  | { ok: false; form: SettingsForm; status: 400 | 409; reply: SubmissionResult<string[]> };

const isJsonSection = (value: string): value is JsonSection => value in sectionSchemas;

function formOf(formData: FormData): SettingsForm | undefined {
  const intent = String(formData.get('intent') ?? '');
  return intent === 'addZone' || intent === 'removeZone' || (SECTIONS as string[]).includes(intent)
    ? (intent as SettingsForm)
    : undefined;
}

/**
 * One settings form from the admin page: validated with the section's schema, saved in one
 * transaction with its audit rows, refused when the version the form was loaded with is stale.
 * Returns undefined for a form the page does not have (the route answers 400).
 */
export async function submitSettingsForm(
  formData: FormData,
  actor: string,
): Promise<SettingsFormResult | undefined> {
  const form = formOf(formData);
  if (!form) return undefined;
  const version = Number(formData.get('version'));
  const schema =
    form === 'zones'
      ? zonesSchema
      : form === 'addZone' || form === 'removeZone'
        ? addZoneSchema
        : sectionSchemas[form];
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return { ok: false, form, status: 400, reply: submission.reply() };
  if (!Number.isInteger(version) || version < 0)
    return { ok: false, form, status: 400, reply: submission.reply({ formErrors: [text.stale] }) };
  try {
    if (form === 'zones') {
      await saveZones((submission.value as { zones: Parameters<typeof saveZones>[0] }).zones, version, actor);
    } else if (form === 'addZone') {
      const added = await addZone((submission.value as { countryCode: string }).countryCode, version, actor);
      if (!added)
        return {
          ok: false,
          form,
          status: 409,
          reply: submission.reply({ fieldErrors: { countryCode: [text.zones.exists] } }),
        };
    } else if (form === 'removeZone') {
      const outcome = await removeZone(
        (submission.value as { countryCode: string }).countryCode,
        version,
        actor,
      );
      if (outcome !== 'removed')
        return {
          ok: false,
          form,
          status: 409,
          reply: submission.reply({ fieldErrors: { countryCode: [text.zones.inUse] } }),
        };
    } else if (isJsonSection(form)) {
      await saveSection(form, submission.value as ShopSettings[typeof form], version, actor);
    }
  } catch (error) {
    if (error instanceof StaleSettingsError)
      return { ok: false, form, status: 409, reply: submission.reply({ formErrors: [text.stale] }) };
    throw error;
  }
  return { ok: true, form };
}

import type { Lang } from '~/i18n/config';
import {
  type ShippingTableData,
  type ShippingTableLabels,
  shippingRows,
} from '~/modules/shipping/shipping-table';
import { activeShippingZones } from '~/modules/shipping/zones.server';
import { renderContent } from './content.server';
import { contentVars } from './content-vars.server';

export const legalPageIds = ['terms', 'privacy', 'returns', 'shipping'] as const;
export type LegalPageId = (typeof legalPageIds)[number];

export function isLegalPage(id: string): id is LegalPageId {
  return (legalPageIds as readonly string[]).includes(id);
}

/** Where the shipping text wants the zone table; the figures never live in the Markdown itself. */
const ZONES_MARKER = '<!-- zones -->';

/**
 * A legal text in a language, filled with the shop's facts. The shipping page is split around its
 * marker so the table rendered from shipping_zones sits inside the text.
 */
export async function loadLegalPage(
  id: LegalPageId,
  lang: Lang,
): Promise<{ before: string; after: string | null; table: ShippingTableData | null }> {
  const doc = renderContent<{ table?: ShippingTableLabels }>(lang, `legal/${id}`, await contentVars(lang));
  const table = doc.meta.table;
  if (id !== 'shipping' || !table) return { before: doc.html, after: null, table: null };
  const [before = '', after = ''] = doc.html.split(ZONES_MARKER);
  const rows = shippingRows(await activeShippingZones(), lang, table);
  return { before, after, table: { labels: table, rows } };
}

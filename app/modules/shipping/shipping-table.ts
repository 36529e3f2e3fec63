import { type Lang, locales } from '~/i18n/config';
import { formatMoney } from '~/i18n/format';
import { deliveryDaysText } from './delivery';

/** The columns of a shipping_zones row this table needs (the database row fits). */
export type ZoneRates = {
  countryCode: string;
  countryName: string;
  isActive: boolean;
  shippingCostCents: number;
  freeShippingThresholdCents: number;
  vatRate: number;
  deliveryMinDays: number;
  deliveryMaxDays: number;
};

/** Words for the cases a figure cannot express, from the page's own text. */
export type FreeLabels = { free: string; alwaysFree: string; workingDays: string };

export type ShippingRow = {
  code: string;
  country: string;
  cost: string;
  freeFrom: string;
  vat: string;
  delivery: string;
};

/** Caption and column headings come from the page's text, in its language. */
export type ShippingTableLabels = FreeLabels & {
  caption: string;
  country: string;
  cost: string;
  freeFrom: string;
  vat: string;
  delivery: string;
};

export type ShippingTableData = { labels: ShippingTableLabels; rows: ShippingRow[] };

/** Pricing charges nothing when the cost is zero or when any order reaches a zero threshold. */
const alwaysFree = (zone: ZoneRates) => zone.shippingCostCents === 0 || zone.freeShippingThresholdCents === 0;

/**
 * The shipping-costs table in a language: only active zones, country names in that language (the
 * database holds Dutch ones), cheapest first and then alphabetical, so the home market leads.
 */
export function shippingRows(zones: ZoneRates[], lang: Lang, labels: FreeLabels): ShippingRow[] {
  const locale = locales[lang];
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return zones
    .filter((zone) => zone.isActive)
    .map((zone) => {
      const free = alwaysFree(zone);
      return {
        code: zone.countryCode,
        country: regions.of(zone.countryCode) ?? zone.countryName,
        cost: free ? labels.free : formatMoney(zone.shippingCostCents, lang),
        freeFrom: free ? labels.alwaysFree : formatMoney(zone.freeShippingThresholdCents, lang),
        vat: percent.format(zone.vatRate / 100),
        delivery: `${deliveryDaysText(zone, lang)} ${labels.workingDays}`,
        sortCost: free ? 0 : zone.shippingCostCents,
      };
    })
    .sort((a, b) => a.sortCost - b.sortCost || a.country.localeCompare(b.country, locale))
    .map(({ sortCost: _, ...row }) => row);
}

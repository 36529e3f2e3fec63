import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

type AnyDb = PgDatabase<PgQueryResultHKT, typeof schema>;

import { STANDARD_PRODUCT_ID, XL_PRODUCT_ID } from '~/modules/catalog/product-ids';

export { STANDARD_PRODUCT_ID, XL_PRODUCT_ID };

export const seedProducts: (typeof schema.products.$inferInsert)[] = [
  {
    id: STANDARD_PRODUCT_ID,
    name: 'Whiteboard Jaarplanner',
    description: 'Herbruikbare whiteboard-jaarplanner van 140 × 70 cm met 52 weken.',
    translations: {
      nl: {
        name: 'Whiteboard Jaarplanner',
        description: 'Herbruikbare whiteboard-jaarplanner van 140 × 70 cm met 52 weken.',
      },
      en: {
        name: 'Whiteboard Year Planner',
        description: 'Reusable 52-week whiteboard year planner, 140 × 70 cm.',
      },
      fr: {
        name: 'Planning annuel effaçable',
        description: 'Planning annuel effaçable et réutilisable de 52 semaines, 140 × 70 cm.',
      },
      de: {
        name: 'Whiteboard-Jahresplaner',
        description: 'Wiederverwendbarer Whiteboard-Jahresplaner mit 52 Wochen, 140 × 70 cm.',
      },
    },
    priceCents: 2995,
    stock: 100,
    imageUrl: '/images/planner-800.webp',
  },
  {
    id: XL_PRODUCT_ID,
    name: 'Whiteboard Jaarplanner XL',
    description: 'De extra grote uitvoering van de herbruikbare whiteboard-jaarplanner.',
    translations: {
      nl: {
        name: 'Whiteboard Jaarplanner XL',
        description: 'De extra grote uitvoering van de herbruikbare whiteboard-jaarplanner.',
      },
    },
    priceCents: 7995,
    stock: 25,
    imageUrl: '/images/planner-800.webp',
  },
];

const EU_THRESHOLD_CENTS = 7500;
const EU_SHIPPING_CENTS = 495;

/**
 * The figures of an EU country outside the Netherlands until the owner sets its own: the seeded zones
 * and a zone added later in the admin start from these (delivery days from the schema's default).
 */
export const euZoneDefaults = {
  freeShippingThresholdCents: EU_THRESHOLD_CENTS,
  shippingCostCents: EU_SHIPPING_CENTS,
} as const;

export const seedShippingZones: (typeof schema.shippingZones.$inferInsert)[] = [
  {
    countryCode: 'NL',
    countryName: 'Nederland',
    freeShippingThresholdCents: 0,
    shippingCostCents: 0,
    vatRate: 21,
    deliveryMinDays: 1,
    deliveryMaxDays: 2,
  },
  {
    countryCode: 'BE',
    countryName: 'België',
    freeShippingThresholdCents: EU_THRESHOLD_CENTS,
    shippingCostCents: EU_SHIPPING_CENTS,
    vatRate: 21,
    deliveryMinDays: 2,
    deliveryMaxDays: 3,
  },
  {
    countryCode: 'DE',
    countryName: 'Duitsland',
    freeShippingThresholdCents: EU_THRESHOLD_CENTS,
    shippingCostCents: EU_SHIPPING_CENTS,
    vatRate: 19,
  },
  {
    countryCode: 'FR',
    countryName: 'Frankrijk',
    freeShippingThresholdCents: EU_THRESHOLD_CENTS,
    shippingCostCents: EU_SHIPPING_CENTS,
    vatRate: 20,
  },
  {
    countryCode: 'LU',
    countryName: 'Luxemburg',
    freeShippingThresholdCents: EU_THRESHOLD_CENTS,
    shippingCostCents: EU_SHIPPING_CENTS,
    vatRate: 17,
  },
  {
    countryCode: 'AT',
    countryName: 'Oostenrijk',
    freeShippingThresholdCents: EU_THRESHOLD_CENTS,
    shippingCostCents: EU_SHIPPING_CENTS,
    vatRate: 20,
  },
];

/** Inserts what is missing and never overwrites what the shop owner changed (stock, prices, zones). */
export async function seed(db: AnyDb): Promise<void> {
  await db.insert(schema.products).values(seedProducts).onConflictDoNothing();
  await db.insert(schema.shippingZones).values(seedShippingZones).onConflictDoNothing();
}

import { z } from 'zod';
import { adminTextIn } from '~/modules/admin/admin-text';

const e = adminTextIn('fulfilment.errors');

/** The admin's 'Markeer als verzonden' form; Dutch messages like the rest of the admin (admin.json). */
export const carrierSchema = z
  .string({ error: e('carrierRequired') })
  .trim()
  .min(1, e('carrierRequired'))
  .max(100, e('carrierMax'));

export const trackingCodeSchema = z
  .string({ error: e('codeRequired') })
  .trim()
  .min(4, e('codeMin'))
  .max(50, e('codeMax'))
  .regex(/^[A-Za-z0-9-]+$/, e('codePattern'));

export const shipSchema = z.object({ carrier: carrierSchema, trackingCode: trackingCodeSchema });

export type ShipInput = z.infer<typeof shipSchema>;

/** What marking shipped records: a parcel sent in bulk may have no track-and-trace code. */
export type Shipment = { carrier: string; trackingCode: string | null };

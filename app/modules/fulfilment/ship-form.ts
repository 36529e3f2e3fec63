import { z } from 'zod';

/** The admin's 'Markeer als verzonden' form; Dutch messages like the rest of the admin. */
export const carrierSchema = z
  .string({ error: 'Kies een vervoerder' })
  .trim()
  .min(1, 'Kies een vervoerder')
  .max(100, 'Vervoerder mag maximaal 100 karakters bevatten');

export const trackingCodeSchema = z
  .string({ error: 'Vul de track-and-trace-code in' })
  .trim()
  .min(4, 'Track-and-trace-code moet minimaal 4 karakters zijn')
  .max(50, 'Track-and-trace-code mag maximaal 50 karakters bevatten')
  .regex(/^[A-Za-z0-9-]+$/, 'Track-and-trace-code mag alleen letters, cijfers en streepjes bevatten');

export const shipSchema = z.object({ carrier: carrierSchema, trackingCode: trackingCodeSchema });

export type ShipInput = z.infer<typeof shipSchema>;

/** What marking shipped records: a parcel sent in bulk may have no track-and-trace code. */
export type Shipment = { carrier: string; trackingCode: string | null };

import { z } from 'zod';
import '~/modules/forms/zod-in-browser';
import { adminText } from './admin-text';
import { quoteStatusLabels } from './labels';

const statuses = Object.keys(quoteStatusLabels) as [
  keyof typeof quoteStatusLabels,
  ...(keyof typeof quoteStatusLabels)[],
];

/**
 * The follow-up of a quote request: its status and the internal notes, saved together. Notes are
 * capped at 5000 characters (longer ones are cut, as before); no notes is an empty string.
 */
export const quoteFollowUpSchema = z.object({
  status: z.enum(statuses, { error: adminText('quotes.detail.saveFailed') }),
  notes: z
    .string()
    .optional()
    .transform((notes) => (notes ?? '').slice(0, 5000)),
});

import type { SubmissionResult } from '@conform-to/react';
import type { ShopSettings } from '~/modules/settings/settings.server';

/** What each settings section gets from the page: the settings, its last refused save, 'Opgeslagen'. */
export type SectionProps = {
  settings: ShopSettings;
  lastResult: SubmissionResult<string[]> | undefined;
  saved: boolean;
};

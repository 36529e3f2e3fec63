import type { DefaultValue, SubmissionResult } from '@conform-to/react';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useShop } from '~/components/use-shop';
import type { Lang } from '~/i18n/config';
import { type TFunction, useTranslation } from '~/i18n/translation';
import { useSchemaForm } from './use-schema-form';

/**
 * The public forms' Conform setup (quote, contact, withdrawal, order link): useSchemaForm with the
 * server's schema in the page's language, so the browser words every refusal as the server does.
 */
export function usePublicForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(options: {
  id: string;
  schemaFor: (lang: Lang, t: TFunction) => Schema;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: DefaultValue<z.input<Schema>>;
}) {
  const { lang } = useShop();
  const { t } = useTranslation();
  const { schemaFor } = options;
  const schema = useMemo(() => schemaFor(lang, t), [schemaFor, lang, t]);
  return useSchemaForm({
    id: options.id,
    schema,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
  });
}

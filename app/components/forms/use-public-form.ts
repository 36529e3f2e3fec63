import { type DefaultValue, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useShop } from '~/components/use-shop';
import type { Lang } from '~/i18n/config';
import { type TFunction, useTranslation } from '~/i18n/translation';

/**
 * The public forms' one Conform setup (quote, contact, withdrawal, order link): the server's schema
 * in the page's language checks in the browser too, first on submit, then as the visitor types; the
 * server's answer (`lastResult`) wins. Without JavaScript the same schema answers on the server.
 */
export function usePublicForm<Schema extends z.ZodType<Record<string, unknown>>>(options: {
  id: string;
  schemaFor: (lang: Lang, t: TFunction) => Schema;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: DefaultValue<z.output<Schema>>;
}) {
  const { lang } = useShop();
  const { t } = useTranslation();
  const { schemaFor } = options;
  const schema = useMemo(() => schemaFor(lang, t), [schemaFor, lang, t]);
  return useForm<z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

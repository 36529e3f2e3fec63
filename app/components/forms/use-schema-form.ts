import { type DefaultValue, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/**
 * Every form's one Conform setup (the public forms through usePublicForm, the admin's directly):
 * the server's schema checks in the browser too, first on submit, then as the visitor types; the
 * server's answer (`lastResult`) wins. Without JavaScript the same schema answers on the server.
 * `asTyped` sends empty fields as '' (no coercion), so the browser and the server word every
 * refusal the same way.
 */
export function useSchemaForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(options: {
  id: string;
  schema: Schema;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: DefaultValue<z.input<Schema>>;
  asTyped?: boolean;
}) {
  const { schema, asTyped = false } = options;
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: asTyped }),
  });
}

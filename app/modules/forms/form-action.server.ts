import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { z } from 'zod';
import type { Lang } from '~/i18n/config';
import { fixedT } from '~/i18n/i18next.server';
import type { TFunction } from '~/i18n/translation';
import { logger } from '~/modules/observability/logger.server';
import { allowSubmission, isBot } from './abuse.server';

type Failure = { title: string; description: string };

/**
 * The shared path of the public forms: honeypot, rate limit, validation, then `store`. Validation
 * errors answer 400 with the form filled in again; a limit answers 429; a storage failure answers
 * 503 with the form kept. `store` returns where to send the visitor once the submission is stored.
 */
export async function handlePublicForm<Schema extends z.ZodType>(options: {
  form: 'quote' | 'contact' | 'withdrawal' | 'order-link';
  request: Request;
  lang: Lang;
  schema: Schema;
  failure: (t: TFunction) => Failure;
  store: (value: z.infer<Schema>) => Promise<Response>;
  /** Where a bot is sent, as if it had succeeded. */
  botRedirect: Response;
}) {
  const { request, lang } = options;
  const t = fixedT(lang);
  const formData = await request.formData();
  if (isBot(formData)) {
    logger.info('honeypot filled: submission dropped', { form: options.form });
    return options.botRedirect;
  }
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), failure: null as Failure | null }, { status: 400 });
  }
  const limit = await allowSubmission(options.form, request);
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return data(
      {
        result: submission.reply(),
        failure: { title: options.failure(t).title, description: t('forms.rateLimited', { minutes }) },
      },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  }
  try {
    return await options.store(submission.value as z.infer<Schema>);
  } catch (error) {
    logger.error('public form could not be stored', {
      form: options.form,
      error: error instanceof Error ? error.message : String(error),
    });
    return data({ result: submission.reply(), failure: options.failure(t) }, { status: 503 });
  }
}

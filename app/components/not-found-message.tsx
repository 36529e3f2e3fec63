import { useTranslation } from '~/i18n/translation';

/**
 * The not-found page's content: for unknown paths, and for order links that open no order (inside
 * the shop layout, whose <main> it then sits in).
 */
export function NotFoundMessage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center">
      <p className="text-6xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-700">{t('notFound.text')}</p>
      <a
        href="/"
        className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('notFound.home')}
      </a>
    </div>
  );
}

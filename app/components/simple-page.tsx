import { useShop } from '~/components/use-shop';
import { useTranslation } from '~/i18n/translation';

/** Heading and introduction of a page from the catalog; pages grow their own content around it. */
export function PageIntro({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  const { pageId } = useShop();
  if (!pageId) throw new Error('PageIntro is for the pages of the page table (app/i18n/pages.ts)');
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">{t(`pages.${pageId}.title`)}</h1>
      <p className="mt-4 text-lg text-slate-700">{t(`pages.${pageId}.description`)}</p>
      {children}
    </div>
  );
}

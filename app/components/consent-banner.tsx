import { useLocation } from 'react-router';

const texts = {
  nl: {
    text: 'Mogen we anonieme statistieken gebruiken om onze advertenties te verbeteren?',
    yes: 'Akkoord',
    no: 'Liever niet',
  },
  en: { text: 'May we use anonymous statistics to improve our advertising?', yes: 'Accept', no: 'No thanks' },
  fr: {
    text: 'Pouvons-nous utiliser des statistiques anonymes pour améliorer nos publicités ?',
    yes: 'Accepter',
    no: 'Non merci',
  },
  de: {
    text: 'Dürfen wir anonyme Statistiken nutzen, um unsere Werbung zu verbessern?',
    yes: 'Zustimmen',
    no: 'Lieber nicht',
  },
} as const;

/** Nothing is tracked before a yes; a plain form, so the choice also works without JavaScript. */
export function ConsentBanner({ lang }: { lang: keyof typeof texts }) {
  const location = useLocation();
  const t = texts[lang];
  return (
    <section
      aria-label="Cookies"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-300 bg-white p-4 shadow-lg"
      data-testid="consent-banner"
    >
      <form
        method="post"
        action="/api/consent"
        className="mx-auto flex max-w-4xl flex-wrap items-center gap-3"
      >
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <p className="flex-1 text-sm">{t.text}</p>
        <button
          type="submit"
          name="consent"
          value="denied"
          className="rounded-full border border-slate-400 px-4 py-2 text-sm font-semibold"
        >
          {t.no}
        </button>
        <button
          type="submit"
          name="consent"
          value="granted"
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
        >
          {t.yes}
        </button>
      </form>
    </section>
  );
}

import { CallToAction } from '~/components/info/call-to-action';
import { Prose } from '~/components/prose';
import { href } from '~/i18n/pages';
import { renderContent } from '~/modules/content/content.server';
import { infoPageContext } from '~/modules/content/info-page.server';
import { describePage } from '~/modules/seo/document-structured-data.server';
import { seoMeta } from '~/modules/seo/meta';
import type { Route } from './+types/about';

type Card = { title: string; text: string; points?: string[] };
type AboutMeta = {
  hero: { kicker: string; title: string; text: string };
  story: { title: string };
  values: { title: string; cards: Card[] };
  cta: { title: string; text: string; home: string; contact: string };
};

export const meta: Route.MetaFunction = (args) => seoMeta(args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, vars, breadcrumbs } = await infoPageContext(request, context);
  const { meta, html } = renderContent<AboutMeta>(lang, 'about', vars);
  const { cta, ...texts } = meta;
  describePage(context, [breadcrumbs(['about'])]);
  return {
    ...texts,
    storyHtml: html,
    cta: {
      title: cta.title,
      text: cta.text,
      links: [
        { to: href('home', lang, 'product'), label: cta.home },
        { to: href('contact', lang), label: cta.contact },
      ],
    },
  };
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { hero, story, storyHtml, values, cta } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <header className="max-w-3xl">
        <p className="font-semibold text-brand-700">{hero.kicker}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{hero.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{hero.text}</p>
      </header>
      <section aria-labelledby="story-title" className="mt-12 max-w-3xl" data-testid="about-story">
        <h2 id="story-title" className="text-3xl font-bold tracking-tight">
          {story.title}
        </h2>
        <Prose html={storyHtml} className="mt-4" />
      </section>
      <section aria-labelledby="values-title" className="mt-14">
        <h2 id="values-title" className="text-3xl font-bold tracking-tight">
          {values.title}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3" data-testid="about-cards">
          {values.cards.map((card) => (
            <li key={card.title} className="card">
              <h3 className="text-xl font-bold">{card.title}</h3>
              <p className="mt-2 text-slate-700">{card.text}</p>
              {card.points ? (
                <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
                  {card.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <CallToAction id="about-cta" cta={cta} className="mt-14" />
    </div>
  );
}

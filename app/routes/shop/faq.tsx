import { CallToAction } from '~/components/info/call-to-action';
import { Accordion, type QuestionAnswer } from '~/components/ui/accordion';
import { href } from '~/i18n/pages';
import { renderContent } from '~/modules/content/content.server';
import { infoPageContext } from '~/modules/content/info-page.server';
import { describePage } from '~/modules/seo/document-structured-data.server';
import { seoMeta } from '~/modules/seo/meta';
import { faqPageJsonLd } from '~/modules/seo/structured-data';
import type { Route } from './+types/faq';

type FaqMeta = {
  title: string;
  intro: string;
  groups: { id: string; title: string; items: QuestionAnswer[] }[];
  contact: { title: string; text: string; contact: string; checkout: string };
};

export const meta: Route.MetaFunction = (args) => seoMeta(args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, vars, breadcrumbs } = await infoPageContext(request, context);
  const { meta } = renderContent<FaqMeta>(lang, 'faq', vars);
  const questions = meta.groups.flatMap((group) => group.items);
  const { contact, ...texts } = meta;
  describePage(context, [
    faqPageJsonLd(questions.map((item) => ({ question: item.q, answer: item.a }))),
    breadcrumbs(['faq']),
  ]);
  return {
    ...texts,
    contact: {
      title: contact.title,
      text: contact.text,
      links: [
        { to: href('contact', lang), label: contact.contact },
        { to: href('checkout', lang), label: contact.checkout, order: true },
      ],
    },
  };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { title, intro, groups, contact } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{intro}</p>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`} className="mt-12">
          <h2 id={`faq-${group.id}`} className="text-2xl font-bold tracking-tight">
            {group.title}
          </h2>
          <div className="mt-5">
            {/* One `name` per group: opening a question closes the open one in its own group only. */}
            <Accordion name={`faq-${group.id}`} items={group.items} testId={`faq-group-${group.id}`} />
          </div>
        </section>
      ))}
      <CallToAction id="faq-contact" cta={contact} className="mt-14" />
    </div>
  );
}

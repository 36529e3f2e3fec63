import { Link } from 'react-router';

export type CtaLink = { to: string; label: string };
export type Cta = { title: string; text: string; links: CtaLink[] };

/**
 * The closing box of a content page: a heading, a line of text and one or two links (the first
 * is the main action). Only links, no form, so it works the same with and without JavaScript.
 */
export function CallToAction({ id, cta, className = '' }: { id: string; cta: Cta; className?: string }) {
  return (
    <section
      aria-labelledby={id}
      data-testid={id}
      className={`rounded-3xl bg-brand-800 p-8 text-white lg:p-10 ${className}`}
    >
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {cta.title}
      </h2>
      <p className="mt-2 text-lg text-blue-100">{cta.text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {cta.links.map((link, index) => (
          <Link
            key={link.to}
            to={link.to}
            className={
              index === 0
                ? 'rounded-full bg-white px-6 py-3 font-bold text-brand-800 hover:bg-brand-50'
                : 'rounded-full border border-white px-6 py-3 font-bold text-white hover:bg-brand-700'
            }
          >
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}

/**
 * A landing page section: a landmark named by its own h2, so every block of the page reads the same
 * way to a screen reader and the heading order stays h1 > h2 > h3.
 */
export function LandingSection({
  id,
  title,
  className = 'mx-auto max-w-3xl px-4 py-16',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

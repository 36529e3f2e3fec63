import type { ReactNode } from 'react';

/**
 * A page section: a landmark named by its own h2, so every block of a page reads the same way to a
 * screen reader and the heading order stays h1 > h2 > h3. With `anchor` the section carries the id
 * itself, for a link to it (its classes should then leave room for the sticky header: scroll-mt-20).
 */
export function TitledSection({
  id,
  title,
  className = 'mx-auto max-w-3xl px-4 py-16',
  anchor = false,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  anchor?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={anchor ? id : undefined} className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

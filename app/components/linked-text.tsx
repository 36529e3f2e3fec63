/**
 * A translated sentence with one link inside it, marked `<link>…</link>` in the catalog, so the
 * translator decides where the link sits in the sentence. The text itself is rendered as text.
 */
export function LinkedText({
  text,
  href,
  newTab = false,
}: {
  text: string;
  href: string;
  /** For links out of a form being filled in (checkout), so going there loses nothing typed. */
  newTab?: boolean;
}) {
  const match = /^(.*?)<link>(.*?)<\/link>(.*)$/s.exec(text);
  if (!match) return <>{text}</>;
  const [, before, label, after] = match;
  return (
    <>
      {before}
      <a
        href={href}
        className="underline hover:text-slate-900"
        {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
      >
        {label}
      </a>
      {after}
    </>
  );
}

export type QuestionAnswer = { q: string; a: string };

/**
 * A question list where one answer is open at a time. Native <details> sharing a `name` form an
 * exclusive group in the browser itself, so it works without JavaScript and needs none.
 */
export function Accordion({
  name,
  items,
  testId,
}: {
  name: string;
  items: QuestionAnswer[];
  testId?: string;
}) {
  return (
    <div
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      data-testid={testId}
    >
      {items.map((item) => (
        <details key={item.q} name={name} className="group">
          <summary className="flex items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50">
            <span>{item.q}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 8l5 5 5-5" />
            </svg>
          </summary>
          <p className="px-5 pb-5 text-slate-700">{item.a}</p>
        </details>
      ))}
    </div>
  );
}

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
      className="accordion divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      data-testid={testId}
    >
      {items.map((item) => (
        <details key={item.q} name={name}>
          {/* The chevron is the summary's ::after (app.css). */}
          <summary>
            <span>{item.q}</span>
          </summary>
          <p>{item.a}</p>
        </details>
      ))}
    </div>
  );
}

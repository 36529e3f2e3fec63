/** One star of 20 x 20 drawn from its top point, in relative steps so that it can start anywhere. */
const STAR = 'l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';
const STEP = 22;

/** The stars at these places as one path: a row of five costs two paths instead of five SVGs. */
const starsPath = (places: number[]) => places.map((n) => `M${10 + n * STEP} 1.5${STAR}`).join('');

/** Five stars, `filled` of them coloured; one accessible name for the whole row. */
export function Stars({ filled, label, className }: { filled: number; label: string; className?: string }) {
  const lit = Math.min(5, Math.max(0, Math.round(filled)));
  const places = [0, 1, 2, 3, 4];
  return (
    <span role="img" aria-label={label} className={`inline-flex ${className ?? ''}`}>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${4 * STEP + 20} 20`}
        className="h-5 w-[6.75rem]"
        fill="currentColor"
      >
        {lit > 0 ? (
          <path className="text-amber-500" fill="currentColor" d={starsPath(places.slice(0, lit))} />
        ) : null}
        {lit < 5 ? (
          <path className="text-slate-300" fill="currentColor" d={starsPath(places.slice(lit))} />
        ) : null}
      </svg>
    </span>
  );
}

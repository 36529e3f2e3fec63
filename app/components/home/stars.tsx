/** Five stars, `filled` of them coloured; one accessible name for the whole row. */
export function Stars({ filled, label, className }: { filled: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={`inline-flex gap-0.5 ${className ?? ''}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-5 w-5 ${n <= Math.round(filled) ? 'text-amber-500' : 'text-slate-300'}`}
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}

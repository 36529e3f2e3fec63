/**
 * Five stars, `filled` of them coloured (drawn by the `.stars` rule in app.css, one span instead of
 * an SVG per row); one accessible name for the whole row.
 */
export function Stars({ filled, label, className }: { filled: number; label: string; className?: string }) {
  const lit = Math.min(5, Math.max(0, Math.round(filled)));
  return (
    <span
      role="img"
      aria-label={label}
      data-lit={lit === 5 ? undefined : lit}
      className={className ? `stars ${className}` : 'stars'}
    />
  );
}

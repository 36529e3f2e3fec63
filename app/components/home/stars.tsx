import type { CSSProperties } from 'react';

/**
 * Five stars, `filled` of them coloured (drawn by the `.stars` rule in app.css from `--lit`, one
 * span instead of an SVG per row); one accessible name for the whole row.
 */
export function Stars({ filled, label, className }: { filled: number; label: string; className?: string }) {
  const lit = Math.min(5, Math.max(0, Math.round(filled)));
  return (
    <span
      role="img"
      aria-label={label}
      style={{ '--lit': lit } as CSSProperties}
      className={className ? `stars ${className}` : 'stars'}
    />
  );
}

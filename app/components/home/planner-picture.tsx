/** The generated raster sizes of the planner illustration (scripts/build-images.ts). */
const widths = [640, 960, 1280] as const;
export const plannerImage = { width: 1200, height: 600, fallback: '/images/planner-960.webp' };
/** One `sizes` for every use, so the hero and the product block share the downloaded file. */
export const plannerSizes = '(min-width: 1024px) 560px, calc(100vw - 2rem)';

export function plannerSrcSet(format: 'avif' | 'webp'): string {
  return widths.map((width) => `/images/planner-${width}.${format} ${width}w`).join(', ');
}

/**
 * A route's `links` entry that fetches the hero picture with the HTML: it is the largest thing in
 * the first view (home and landing pages alike).
 */
export function plannerPreloadLink() {
  return {
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    href: '/images/planner-960.avif',
    imageSrcSet: plannerSrcSet('avif'),
    imageSizes: plannerSizes,
    fetchPriority: 'high',
  } as const;
}

/**
 * The planner as a responsive picture. The hero passes `priority` (eager, high fetch priority and
 * preloaded by the route's links); every other use loads lazily below the fold.
 */
export function PlannerPicture({
  alt,
  priority = false,
  className,
}: {
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={plannerSrcSet('avif')} sizes={plannerSizes} />
      <source type="image/webp" srcSet={plannerSrcSet('webp')} sizes={plannerSizes} />
      <img
        src={plannerImage.fallback}
        width={plannerImage.width}
        height={plannerImage.height}
        sizes={plannerSizes}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        className={className ?? 'h-auto w-full rounded-2xl shadow-lg'}
      />
    </picture>
  );
}

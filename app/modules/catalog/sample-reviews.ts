/**
 * The six sample reviews of the home page, in the order of `home.reviews.items` in every catalog
 * (the catalogs hold the words, this list what is the same in every language). None is marked as a
 * verified purchase unless the merchant says so in the settings (claims): claiming it for a review
 * that no purchase stands behind misleads (Unfair Commercial Practices Directive, annex I 23b).
 */
export const SAMPLE_REVIEWS = [
  { id: 'sanne', date: '2026-10-04' },
  { id: 'mark', date: '2026-09-18' },
  { id: 'fatima', date: '2026-09-02' },
  { id: 'peter', date: '2026-08-21' },
  { id: 'lotte', date: '2026-07-30' },
  { id: 'jeroen', date: '2026-07-11' },
] as const;

export type SampleReviewId = (typeof SAMPLE_REVIEWS)[number]['id'];

export const SAMPLE_REVIEW_IDS = SAMPLE_REVIEWS.map((review) => review.id) as [
  SampleReviewId,
  ...SampleReviewId[],
];

/** The reviews screen's operation key: the screen and its writes. */
export const REVIEW_KEY = 'seo.review';

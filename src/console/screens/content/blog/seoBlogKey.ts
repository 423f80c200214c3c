/** The blog screen's operation key: the screen and its writes. */
export const SEO_BLOG_KEY = 'seo.blog';

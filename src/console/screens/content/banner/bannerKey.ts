/** The banners screen's operation key: the screen and its writes. */
export const BANNER_KEY = 'seo.banner';

import { defineArea } from '../plugins/defineArea';

/** The public site's content: SEO pages with their FAQ, blog posts, reviews and banners. */
export const contentArea = defineArea('content', [
  // SEO pages and FAQ routes
  // blogs, reviews and banners routes
]);

import { defineArea } from '../plugins/defineArea';
import { bannersRoutes } from './bannersRoutes';
import { reviewsRoutes } from './reviewsRoutes';
import { seoBlogsRoutes } from './seoBlogsRoutes';
import { seoPageFaqsRoutes } from './seoPageFaqsRoutes';
import { seoPagesRoutes } from './seoPagesRoutes';

/** The public site's content: SEO pages with their FAQ, blog posts, reviews and banners. */
export const contentArea = defineArea('content', [
  // SEO pages and FAQ routes
  seoPagesRoutes,
  seoPageFaqsRoutes,
  // blogs, reviews and banners routes
  seoBlogsRoutes,
  reviewsRoutes,
  bannersRoutes,
]);

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../db/schema';
import { services } from '../orders/ordersSchema';

// The public site's content kept by staff: SEO pages as a tree per service with their FAQ, blog posts, reviews and
// banners. Every HTML column holds markup already passed through the server's sanitiser (content/sanitizeHtml.ts).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const deletedDate = () => timestamp('deleted_date', { withTimezone: true });

/** An SEO landing page of a service; pages nest under a parent page of the same service. */
export const seoPages = pgTable(
  'seo_pages',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    parentId: integer('parent_id').references((): AnyPgColumn => seoPages.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    /** The page's own URL segment ('shinomontazh'). */
    slug: text('slug').notNull(),
    /** The full URL path from the root page ('/shinomontazh/zimnie-shiny'), kept by re-parenting and reindex. */
    path: text('path').notNull(),
    h1: text('h1'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** When the page was last reindexed (its path and search text rebuilt). */
    indexedAt: timestamp('indexed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('seo_pages_service_parent_sort_idx').on(t.serviceId, t.parentId, t.sort, t.id),
    index('seo_pages_parent_id_idx').on(t.parentId),
    uniqueIndex('seo_pages_service_path_key').on(t.serviceId, t.path),
  ],
);

/** A question and answer of an SEO page, shown by `sort`. */
export const seoPageFaqs = pgTable(
  'seo_page_faqs',
  {
    id: serial('id').primaryKey(),
    seoPageId: integer('seo_page_id')
      .notNull()
      .references(() => seoPages.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    question: text('question').notNull(),
    /** Sanitised HTML. */
    answer: text('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('seo_page_faqs_page_sort_idx').on(t.seoPageId, t.sort, t.id)],
);

/** A blog post of a service; soft deleted. */
export const seoBlogs = pgTable(
  'seo_blogs',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** A short plain-text lead shown in lists. */
    annotation: text('annotation'),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    /** Unset while a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedDate: deletedDate(),
  },
  (t) => [
    index('seo_blogs_service_idx').on(t.serviceId, t.createdAt, t.id),
    uniqueIndex('seo_blogs_slug_alive_key').on(t.slug).where(sql`${t.deletedDate} IS NULL`),
  ],
);

/** A client's review of a service shown on the site; soft deleted. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    authorName: text('author_name').notNull(),
    /** 1 to 5 stars. */
    rating: smallint('rating').notNull(),
    /** Sanitised HTML. */
    text: text('text').notNull(),
    /** When the client wrote it (not when it was entered). */
    reviewDate: timestamp('review_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [
    index('reviews_service_date_idx').on(t.serviceId, t.reviewDate, t.id),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** A banner of the site; only activated banners are shown, by `sort`. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** An https URL or a site path of the image. */
    imageUrl: text('image_url').notNull(),
    /** Where a click leads, when anywhere. */
    link: text('link'),
    /** Sanitised HTML shown over the image. */
    content: text('content').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    activated: boolean('activated').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banners_sort_idx').on(t.sort, t.id)],
);

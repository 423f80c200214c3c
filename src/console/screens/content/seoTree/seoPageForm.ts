import { type SeoPage, type SeoPageNode, seoPageBodySchema } from '../../../../shared/schemas/content/seoPages';

// The page form: the shared body without the service (the screen's), parsed by conform from text.

export const seoPageFormSchema = seoPageBodySchema.omit({ serviceId: true });

/** A stored page as the form's text values (numbers as text, as the form data carries them). */
export const seoPageFormValues = (page: SeoPage) => ({
  title: page.title,
  slug: page.slug,
  parentId: page.parentId === null ? undefined : String(page.parentId),
  h1: page.h1 ?? undefined,
  metaTitle: page.metaTitle ?? undefined,
  metaDescription: page.metaDescription ?? undefined,
  sort: String(page.sort),
  content: page.content,
});

/** The new page's values: under `parentId` (or a root), after the pages already there. */
export const newPageValues = (parentId: number | null, siblings: SeoPageNode[]) => ({
  parentId: parentId === null ? undefined : String(parentId),
  sort: String((Math.max(0, ...siblings.map((s) => s.sort)) + 10) | 0),
});

/** Every page of the tree, depth first, with its depth (for the parent select and lookups). */
export function flattenTree(nodes: SeoPageNode[], depth = 0): { page: SeoPageNode; depth: number }[] {
  return nodes.flatMap((page) => [{ page, depth }, ...flattenTree(page.children, depth + 1)]);
}

/** Where a page may move: any page but itself and those below it. */
export function parentOptions(tree: SeoPageNode[], page: SeoPage | null) {
  const below = new Set<number>();
  if (page) {
    const own = flattenTree(tree).find((x) => x.page.id === page.id)?.page;
    for (const x of own ? flattenTree([own]) : []) below.add(x.page.id);
  }
  return flattenTree(tree)
    .filter((x) => !below.has(x.page.id))
    .map((x) => ({ value: x.page.id, label: `${'— '.repeat(x.depth)}${x.page.title} (${x.page.path})` }));
}

import { fromPromise } from 'xstate';
import { type FaqSaveInput, seoFaqMachine } from '../../../../../machines/content/seoFaqMachine';
import { type SeoTreeAction, seoTreeMachine } from '../../../../../machines/content/seoTreeMachine';
import type { SeoPage } from '../../../../shared/schemas/content/seoPages';
import {
  createSeoPageFaq,
  deleteSeoPage,
  deleteSeoPageFaq,
  fetchSeoPageFaqs,
  reindexSeoPage,
  updateSeoPage,
  updateSeoPageFaq,
} from '../../../api/content/seoPagesApi';

// The SEO tree screen's charts with their server calls; the views provide the toasts and the reload.

/** The PUT body of a stored page: every field as it is, the parent as asked (a move). */
export const pageBody = (page: SeoPage, parentId: number | null) => ({
  id: page.id,
  serviceId: page.serviceId,
  parentId,
  title: page.title,
  slug: page.slug,
  h1: page.h1 ?? undefined,
  metaTitle: page.metaTitle ?? undefined,
  metaDescription: page.metaDescription ?? undefined,
  content: page.content,
  sort: page.sort,
});

function runAction(action: SeoTreeAction): Promise<unknown> {
  if (action.kind === 'move') return updateSeoPage(pageBody(action.page, action.parentId));
  if (action.kind === 'reindex') return reindexSeoPage(action.page.id);
  return deleteSeoPage(action.page.id);
}

/** One marked row, as its mark says: POST an added one, PUT an updated one, DELETE a deleted one. */
function saveFaq({ seoPageId, row }: FaqSaveInput): Promise<{ id: number }> {
  if (row.change === 'deleted') return deleteSeoPageFaq(row.id!);
  const body = { seoPageId, sort: row.sort, question: row.question, answer: row.answer };
  return row.change === 'updated' ? updateSeoPageFaq(row.id!, body) : createSeoPageFaq(body);
}

export const seoTreeLogic = seoTreeMachine.provide({
  actors: { runAction: fromPromise(({ input }) => runAction(input)) },
});

export const seoFaqLogic = seoFaqMachine.provide({
  actors: {
    loadFaqs: fromPromise(({ input }) => fetchSeoPageFaqs(input.seoPageId)),
    saveFaq: fromPromise(({ input }) => saveFaq(input)),
  },
});

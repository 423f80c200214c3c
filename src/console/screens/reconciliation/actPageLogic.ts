import { fromPromise } from 'xstate';
import {
  type ActRequest,
  reconciliationActPageMachine,
} from '../../../../machines/reconciliation/reconciliationActPageMachine';
import {
  addActInvoices,
  fetchAct,
  fetchActComments,
  fetchActInvoices,
  finalizeAct,
  hardDeleteAct,
  notifyActRecalculation,
  ratifyAct,
  rejectAct,
  removeActInvoices,
  verifyAct,
} from '../../api/reconciliationApi';

/** One call per action of the act page. */
function runActRequest(actId: number, request: ActRequest) {
  switch (request.type) {
    case 'act.ratify':
      return ratifyAct(actId);
    case 'act.verify':
      return verifyAct(actId);
    case 'act.finalize':
      return finalizeAct(actId);
    case 'act.hardDelete':
      return hardDeleteAct(actId);
    case 'act.reject':
      return rejectAct(actId, request.comment);
    case 'act.notifyRecalculation':
      return notifyActRecalculation(actId, request.comment);
    case 'act.invoices.add':
      return addActInvoices(actId, request.invoiceIds);
    case 'act.invoices.remove':
      return removeActInvoices(actId, request.invoiceIds);
  }
}

/** The act page's chart with its server calls; the view provides the toasts and the navigation. */
export const actPageLogic = reconciliationActPageMachine.provide({
  actors: {
    loadAct: fromPromise(({ input }) => fetchAct(input.actId)),
    loadDetails: fromPromise(async ({ input }) => {
      const [content, comments] = await Promise.all([fetchActInvoices(input.actId), fetchActComments(input.actId)]);
      return { content, comments };
    }),
    runAction: fromPromise(({ input }) => runActRequest(input.actId, input.request)),
  },
});

import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { type ActRequest, permitted } from '../../../../machines/reconciliation/reconciliationActPageMachine';
import { ACT_NOT_FOUND } from '../../../shared/schemas/reconciliation';
import { ErrorPanel } from '../../components/ErrorPanel';
import { CardLoadState } from '../../components/LoadState';
import { usePageTitle } from '../../components/usePageTitle';
import { inspect } from '../../debug/inspector';
import { useAllowed } from '../../session/useSession';
import { notify } from '../../toasts/toaster';
import { ActActions } from './ActActions';
import { ActCommentsList } from './ActCommentsList';
import { ActContentTable } from './ActContentTable';
import { ActDialogs } from './ActDialogs';
import { ActHeader } from './ActHeader';
import { actPageLogic } from './actPageLogic';

const KEY = 'reconciliation';
const LIST_PATH = '/reconciliation';
const STALE_ACT_MESSAGE = 'Акт был изменён другим пользователем. Данные обновлены.';

const DONE: Record<ActRequest['type'], string> = {
  'act.ratify': 'Акт согласован',
  'act.verify': 'Акт проверен',
  'act.finalize': 'Акт завершён',
  'act.reject': 'Акт отклонён',
  'act.notifyRecalculation': 'Уведомление о перерасчёте отправлено',
  'act.invoices.add': 'Счета добавлены в акт',
  'act.invoices.remove': 'Счета убраны из акта',
  'act.hardDelete': 'Акт сверки удалён',
};

/** /reconciliation/:reconciliationId/: one act. A new id starts a new page. */
export default function ReconciliationActPage({ title }: { title: string }) {
  const { reconciliationId } = useParams<{ reconciliationId: string }>();
  const actId = Number(reconciliationId);
  if (!Number.isInteger(actId) || actId <= 0) return <ErrorPanel title={title} error={{ message: ACT_NOT_FOUND }} />;
  return <ActPage key={actId} actId={actId} />;
}

function ActPage({ actId }: { actId: number }) {
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const canUpdate = useAllowed(KEY, ['permissionUpdate']);
  const canDelete = useAllowed(KEY, ['permissionDelete']);

  const page = useActorRef(
    actPageLogic.provide({
      actions: {
        actionDone: (_, { request }) => notify({ type: 'success', title: 'Успех', description: DONE[request.type] }),
        // Network failures and 5xx already have their toast (the HTTP client's).
        showError: (_, { error }) => {
          if (error.status && error.status < 500)
            notify({ type: 'error', title: 'Возникла ошибка', description: error.message });
        },
        staleReloaded: () => notify({ type: 'warning', title: STALE_ACT_MESSAGE }),
        actDeleted: () => {
          notify({ type: 'success', title: 'Успех', description: DONE['act.hardDelete'] });
          navigateRef.current(LIST_PATH);
        },
      },
    }),
    { input: { actId, canUpdate, canDelete }, inspect, systemId: 'reconciliationActPage' },
  );
  const act = useSelector(page, (s) => s.context.act);
  const content = useSelector(page, (s) => s.context.content);
  const comments = useSelector(page, (s) => s.context.comments);
  const loading = useSelector(page, (s) => s.matches('loading'));
  const loadError = useSelector(page, (s) => s.matches('loadFailed') && s.context.loadError);
  const recorded = useSelector(page, (s) => s.matches('failed') && s.context.error);
  const busy = useSelector(page, (s) => s.hasTag('busy'));
  const mayRemove = useSelector(page, (s) => permitted(s.context, 'act.invoices.remove'));
  // View state only: the rows ticked to leave the act, forgotten whenever the content is read again.
  const [ticked, setTicked] = useState<{ of: typeof content; ids: number[] }>({ of: content, ids: [] });
  const selected = ticked.of === content ? ticked.ids : [];
  usePageTitle(act ? `Акт сверки № ${act.id}` : 'Акт сверки');

  if (loading || loadError)
    return <CardLoadState error={loadError} onRetry={() => page.send({ type: 'page.retry' })} />;
  if (!act) return null;

  const toggle = (id: number, on: boolean) =>
    setTicked((t) => {
      const list = (t.of === content ? t.ids : []).filter((x) => x !== id);
      return { of: content, ids: on ? [...list, id] : list };
    });
  return (
    <Stack gap="5" data-testid="act-page" aria-busy={busy}>
      <ActHeader act={act} actions={<ActActions actor={page} />} />
      {recorded && (
        <ErrorPanel
          error={recorded}
          testId="act-action-error"
          onRetry={() => page.send({ type: 'error.dismiss' })}
          retryLabel="Скрыть"
        />
      )}
      <Stack gap="2">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            Счета акта
          </Heading>
          {mayRemove && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={busy || selected.length === 0}
              onClick={() =>
                page.send({ type: 'action.run', request: { type: 'act.invoices.remove', invoiceIds: selected } })
              }
            >
              Убрать из акта{selected.length ? ` (${selected.length})` : ''}
            </Button>
          )}
        </Flex>
        <ActContentTable content={content} selected={selected} onToggle={mayRemove ? toggle : undefined} />
      </Stack>
      <Stack gap="2">
        <Heading as="h2" size="md">
          История
        </Heading>
        <ActCommentsList comments={comments} />
      </Stack>
      <ActDialogs actor={page} />
    </Stack>
  );
}

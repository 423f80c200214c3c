import { Button, Center, Field, Flex, Grid, Heading, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { pendingFaqs } from '../../../../../machines/content/seoFaqMachine';
import { SERVICE_TYRE } from '../../../../shared/constants';
import { formatDateTime } from '../../../../shared/format';
import type { SeoPage } from '../../../../shared/schemas/content/seoPages';
import { fetchSeoTree } from '../../../api/content/seoPagesApi';
import { fetchServices } from '../../../api/ordersApi';
import { ConfirmDeleteDialog } from '../../../components/dialogs/ConfirmDeleteDialog';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { RichTextView } from '../../../components/richText/RichTextView';
import { useDirtyGuard } from '../../../components/useDirtyGuard';
import { usePageTitle } from '../../../components/usePageTitle';
import { inspect } from '../../../debug/inspector';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { notify } from '../../../toasts/toaster';
import { SeoFaqEditor } from './SeoFaqEditor';
import { SeoPageDialog, type SeoPageDialogTarget } from './SeoPageDialog';
import { SeoTreeView } from './SeoTreeView';
import { flattenTree } from './seoPageForm';
import { seoFaqLogic, seoTreeLogic } from './seoTreeLogic';

const KEY = 'seo.tree';
const DONE = { move: 'Страница перенесена', reindex: 'Страница переиндексирована', delete: 'Страница удалена' };

/** Where the user asked to go while the FAQ had unsaved changes: carried out once the guard lets it through. */
type Switch = { serviceId: number } | { pageId: number | null };

/**
 * /seo/tree 'SEO: дерево страниц': a service's SEO pages as a tree (drag a page onto another to move it), the
 * selected page's card with its actions, and its FAQ edited in seoFaqMachine and saved in one batch.
 */
export default function SeoTreePage({ title }: { title: string }) {
  usePageTitle(title);
  const rights = {
    insert: useAllowed(KEY, ['permissionInsert']),
    update: useAllowed(KEY, ['permissionUpdate']),
    delete: useAllowed(KEY, ['permissionDelete']),
  };
  const [serviceId, setServiceId] = useState(SERVICE_TYRE);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<SeoPageDialogTarget | null>(null);
  const services = useRemoteData('seo.services', fetchServices, null);
  const tree = useRemoteData('seo.tree', fetchSeoTree, serviceId);
  const nodes = tree.data ?? [];
  const selected = flattenTree(nodes).find((x) => x.page.id === selectedId)?.page ?? null;

  const actions = useActorRef(
    seoTreeLogic.provide({
      actions: {
        actionDone: (_, { action }) => {
          notify({ type: 'success', title: DONE[action.kind] });
          if (action.kind === 'delete' && action.page.id === selectedId) setSelectedId(null);
          tree.reload();
        },
        actionFailed: (_, { error }) => notify({ type: 'error', title: 'Не выполнено', description: error.message }),
      },
    }),
    { inspect, systemId: 'seoTree.actions' },
  );
  const acting = useSelector(actions, (s) => s.hasTag('busy'));
  const deleting = useSelector(actions, (s) => s.matches('deleting'));
  const confirming = useSelector(actions, (s) =>
    s.matches('confirmingDelete') || s.matches('deleting') ? s.context.action : null,
  );
  const deleteError = useSelector(actions, (s) => (s.matches('confirmingDelete') ? s.context.error : null));

  const faq = useActorRef(
    seoFaqLogic.provide({ actions: { faqSaved: () => notify({ type: 'success', title: 'FAQ сохранён' }) } }),
    { input: { rights }, inspect, systemId: 'seoTree.faq' },
  );
  const pending = useSelector(faq, (s) => pendingFaqs(s.context.rows).length);
  useEffect(() => {
    if (selectedId) faq.send({ type: 'faq.load', seoPageId: selectedId });
  }, [selectedId, faq]);

  // Another page or service with unsaved FAQ changes asks first (the kit's unsaved-changes dialog).
  const switchTo = useRef<Switch | null>(null);
  const guard = useDirtyGuard({
    name: 'seoTree.guard',
    initialValues: { pending: 0 },
    onClose: () => {
      const next = switchTo.current;
      switchTo.current = null;
      if (!next) return;
      faq.send({ type: 'faq.reset' });
      if ('serviceId' in next) {
        setServiceId(next.serviceId);
        setSelectedId(null);
      } else setSelectedId(next.pageId);
    },
  });
  const { change, requestLeave } = guard;
  useEffect(() => change({ pending }), [change, pending]);
  const ask = (next: Switch) => {
    switchTo.current = next;
    requestLeave({ kind: 'close' });
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Flex gap="4" align="flex-end" wrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>Сервис</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label="Сервис"
              value={String(serviceId)}
              onChange={(e) => ask({ serviceId: Number(e.currentTarget.value) })}
            >
              {(services.data ?? [{ id: SERVICE_TYRE, name: 'Шиномонтаж', code: '' }]).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {rights.insert && (
          <Button size="sm" colorPalette="blue" onClick={() => setDialog({ parentId: null })}>
            Добавить корневую страницу
          </Button>
        )}
      </Flex>
      {tree.failed && tree.error ? (
        <ErrorPanel title="Ошибка загрузки данных" error={tree.error} onRetry={tree.reload} />
      ) : tree.loading && !tree.data ? (
        <Center py="6" aria-busy="true">
          <Spinner aria-label="Загрузка" />
        </Center>
      ) : (
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(18rem, 2fr) minmax(0, 3fr)' }}
          gap="5"
          alignItems="start"
        >
          <Stack borderWidth="1px" borderRadius="md" p="3" aria-busy={acting || tree.loading}>
            <SeoTreeView
              tree={nodes}
              selectedId={selectedId}
              canMove={rights.update && !acting}
              onSelect={(page) => page.id !== selectedId && ask({ pageId: page.id })}
              onMove={(pageId, parentId) => {
                const page = flattenTree(nodes).find((x) => x.page.id === pageId)?.page;
                if (page) actions.send({ type: 'page.move', page, parentId });
              }}
            />
          </Stack>
          {selected ? (
            <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
              <PageCard page={selected} />
              <Flex gap="2" wrap="wrap">
                {rights.update && (
                  <Button size="sm" variant="outline" onClick={() => setDialog({ page: selected })}>
                    Изменить
                  </Button>
                )}
                {rights.insert && (
                  <Button size="sm" variant="outline" onClick={() => setDialog({ parentId: selected.id })}>
                    Добавить дочернюю страницу
                  </Button>
                )}
                {rights.update && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={acting}
                    onClick={() => actions.send({ type: 'page.reindex', page: selected })}
                  >
                    Переиндексировать
                  </Button>
                )}
                {rights.delete && (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    disabled={acting}
                    onClick={() => actions.send({ type: 'page.delete', page: selected })}
                  >
                    Удалить
                  </Button>
                )}
              </Flex>
              <SeoFaqEditor actor={faq} seoPageId={selected.id} />
            </Stack>
          ) : (
            <Text color="fg.muted">Выберите страницу в дереве, чтобы увидеть её и её FAQ.</Text>
          )}
        </Grid>
      )}
      <SeoPageDialog
        target={dialog}
        serviceId={serviceId}
        tree={nodes}
        canSave={dialog && 'page' in dialog ? rights.update : rights.insert}
        onClose={() => setDialog(null)}
        onSaved={(page) => {
          tree.reload();
          if (!selectedId) setSelectedId(page.id);
        }}
      />
      <ConfirmDeleteDialog
        open={confirming !== null}
        title="Удаление SEO-страницы"
        deleting={deleting}
        error={deleteError}
        onCancel={() => actions.send({ type: 'delete.cancel' })}
        onConfirm={() => actions.send({ type: 'delete.confirm' })}
      >
        Удалить страницу «{confirming?.page.title}» вместе с её FAQ? Это действие нельзя отменить.
      </ConfirmDeleteDialog>
      {guard.dialog}
    </Stack>
  );
}

function PageCard({ page }: { page: SeoPage }) {
  return (
    <Stack gap="1" data-testid="seo-page-card">
      <Heading as="h2" size="lg">
        {page.title}
      </Heading>
      <Text fontSize="sm">
        Адрес: <code>{page.path}</code>
      </Text>
      {page.h1 && <Text fontSize="sm">H1: {page.h1}</Text>}
      {page.metaTitle && <Text fontSize="sm">Meta title: {page.metaTitle}</Text>}
      {page.metaDescription && <Text fontSize="sm">Meta description: {page.metaDescription}</Text>}
      <Text fontSize="sm" color="fg.muted">
        Порядок {page.sort}; переиндексирована: {page.indexedAt ? formatDateTime(page.indexedAt) : 'ещё нет'}
      </Text>
      {page.content && <RichTextView html={page.content} mt="2" />}
    </Stack>
  );
}

import { Button, Flex, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { OfficePost } from '../../../shared/schemas/scheduler/schedulerPosts';
import { fetchServices } from '../../api/ordersApi';
import { fetchOfficePosts } from '../../api/schedulerApi';
import { LoadState } from '../../components/LoadState';
import { usePageTitle } from '../../components/usePageTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { notify } from '../../toasts/toaster';
import { OfficePicker } from './OfficePicker';
import { DeletePostDialog } from './posts/DeletePostDialog';
import { PostFormDialog } from './posts/PostFormDialog';
import { PostsTable } from './posts/PostsTable';
import { ServicePostsDialog } from './posts/ServicePostsDialog';
import { usePostRights } from './posts/usePostRights';
import { useSchedulerOffice } from './useSchedulerOffice';

type PostsQuery = { partnerOfficeId: number | null; showDeleted: boolean };
const loadPosts = async ({ partnerOfficeId, showDeleted }: PostsQuery) =>
  partnerOfficeId ? fetchOfficePosts({ partnerOfficeId, showDeleted: String(showDeleted) }) : [];
const loadServices = () => fetchServices();

/**
 * /scheduler/post 'Посты': an office's posts and the services each performs; add,
 * edit, soft delete (asked first; the server refuses a post with future appointments) and restore; deleted posts
 * are listed on 'Показать удалённые', marked and muted.
 */
export default function PostsPage({ title }: { title: string }) {
  usePageTitle(title);
  const rights = usePostRights();
  const [officeId, setOfficeId] = useSchedulerOffice();
  const [showDeleted, setShowDeleted] = useState(false);
  // Which dialog is open is view state; each dialog's calls go through its own chart.
  const [editing, setEditing] = useState<{ post: OfficePost | null } | null>(null);
  const [deleting, setDeleting] = useState<OfficePost | null>(null);
  const [servicesOf, setServicesOf] = useState<OfficePost | null>(null);

  const posts = useRemoteData('scheduler.posts', loadPosts, { partnerOfficeId: officeId, showDeleted });
  const services = useRemoteData('scheduler.services', loadServices, null).data;
  const serviceNames = useMemo(() => new Map((services ?? []).map((s) => [s.id, s.name])), [services]);
  const rows = posts.data ?? [];

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Flex gap="4" align="flex-end" wrap="wrap">
        <OfficePicker officeId={officeId} onChange={(id) => setOfficeId(id)} />
        <Switch.Root size="sm" checked={showDeleted} onCheckedChange={(e) => setShowDeleted(e.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Показать удалённые</Switch.Label>
        </Switch.Root>
        {rights.insert && officeId && (
          <Button size="sm" colorPalette="blue" onClick={() => setEditing({ post: null })}>
            Добавить пост
          </Button>
        )}
      </Flex>
      {!officeId ? (
        <Text color="fg.muted">Выберите офис, чтобы увидеть его посты.</Text>
      ) : (
        <LoadState
          loading={posts.loading}
          error={posts.failed ? posts.error : null}
          empty={rows.length === 0}
          onRetry={posts.reload}
        >
          <PostsTable
            posts={rows}
            serviceNames={serviceNames}
            rights={rights}
            onEdit={(post) => setEditing({ post })}
            onDelete={setDeleting}
            onServices={setServicesOf}
            onRestored={() => {
              notify({ type: 'success', title: 'Пост восстановлен' });
              posts.reload();
            }}
          />
        </LoadState>
      )}
      {officeId && (
        <PostFormDialog
          editing={editing}
          officeId={officeId}
          canSave={editing?.post ? rights.update : rights.insert}
          onClose={() => setEditing(null)}
          onSaved={() => {
            notify({ type: 'success', title: editing?.post ? 'Пост сохранён' : 'Пост добавлен' });
            posts.reload();
          }}
        />
      )}
      {deleting && (
        <DeletePostDialog
          key={deleting.id}
          post={deleting}
          onCancel={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            notify({ type: 'success', title: 'Пост удалён' });
            posts.reload();
          }}
        />
      )}
      {servicesOf && (
        <ServicePostsDialog
          key={servicesOf.id}
          post={servicesOf}
          services={services ?? []}
          rights={rights}
          onClose={() => setServicesOf(null)}
          onChanged={posts.reload}
        />
      )}
    </Stack>
  );
}

import { Button, Center, Flex, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { pendingSlots } from '../../../../machines/scheduler/weeklyHoursMachine';
import { fetchOfficePosts } from '../../api/schedulerApi';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useDirtyGuard } from '../../components/useDirtyGuard';
import { usePageTitle } from '../../components/usePageTitle';
import { inspect } from '../../debug/inspector';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';
import { notify } from '../../toasts/toaster';
import { byPostOrder } from './byPostOrder';
import { OfficePicker } from './OfficePicker';
import { PostSelect } from './PostSelect';
import { useSchedulerOffice } from './useSchedulerOffice';
import { dayName } from './week/dayName';
import { WeekDayCard } from './week/WeekDayCard';
import { weeklyHoursLogic } from './week/weeklyHoursLogic';

const KEY = 'scheduler.week';
const loadLivePosts = async (partnerOfficeId: number | null) =>
  partnerOfficeId ? fetchOfficePosts({ partnerOfficeId, showDeleted: 'false' }) : [];

/** Where the user asked to go while the week had unsaved changes: carried out once the guard lets it through. */
type Switch = { officeId: number | null } | { postId: number | null };

/**
 * /scheduler/week 'Рабочие часы постов': an office, one of its live posts, then the week.
 * Slots are edited in weeklyHoursMachine and saved one by one; another office or post, or leaving the page, with
 * unsaved changes asks first (the kit's unsaved-changes dialog).
 */
export default function WeeklyHoursPage({ title }: { title: string }) {
  usePageTitle(title);
  const rights = {
    insert: useAllowed(KEY, ['permissionInsert']),
    update: useAllowed(KEY, ['permissionUpdate']),
    delete: useAllowed(KEY, ['permissionDelete']),
  };
  const [officeId, setOfficeId] = useSchedulerOffice();
  const [postId, setPostId] = useState<number | null>(null);
  const posts = useRemoteData('scheduler.week.posts', loadLivePosts, officeId);

  const week = useActorRef(
    weeklyHoursLogic.provide({
      actions: { weekSaved: () => notify({ type: 'success', title: 'Рабочие часы сохранены' }) },
    }),
    {
      input: { rights },
      inspect,
      systemId: 'weeklyHours',
    },
  );
  const days = useSelector(week, (s) => s.context.days);
  const loading = useSelector(week, (s) => s.matches('loading'));
  const loadError = useSelector(week, (s) => (s.matches('loadFailed') ? s.context.loadError : null));
  const failure = useSelector(week, (s) => (s.matches('failed') ? s.context.failure : null));
  const busy = useSelector(week, (s) => s.hasTag('busy'));
  const saving = useSelector(week, (s) => s.matches('saving'));
  const canSave = useSelector(week, (s) => s.can({ type: 'week.save' }));
  const pending = useSelector(week, (s) => pendingSlots(s.context.days).length);

  // The guard sees the number of unsaved slots: none is clean, so undoing every edit is clean again.
  const switchTo = useRef<Switch | null>(null);
  const guard = useDirtyGuard({
    name: 'weeklyHours.guard',
    initialValues: { pending: 0 },
    onClose: () => {
      const next = switchTo.current;
      switchTo.current = null;
      if (!next) return;
      if ('officeId' in next) {
        setOfficeId(next.officeId);
        setPostId(null);
        // The edits of the former office's post are dropped (a new post's load replaces them anyway).
        week.send({ type: 'week.reset' });
      } else setPostId(next.postId);
    },
  });
  const { change, requestLeave } = guard;
  useEffect(() => change({ pending }), [change, pending]);
  const ask = (next: Switch) => {
    switchTo.current = next;
    requestLeave({ kind: 'close' });
  };

  useEffect(() => {
    if (postId) week.send({ type: 'week.load', officePostId: postId });
  }, [postId, week]);
  const livePosts = [...(posts.data ?? [])].sort(byPostOrder);

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Flex gap="4" align="flex-end" wrap="wrap">
        <OfficePicker officeId={officeId} onChange={(id) => id !== officeId && ask({ officeId: id })} />
        <PostSelect
          posts={livePosts}
          postId={postId}
          placeholder={livePosts.length === 0 && !posts.loading && officeId ? 'Нет постов' : 'Выберите пост'}
          disabled={!officeId || posts.loading || saving}
          onChange={(id) => ask({ postId: id })}
        />
        {postId && days.length > 0 && (
          <Flex gap="2">
            <Button
              size="sm"
              variant="outline"
              disabled={busy || pending === 0}
              onClick={() => week.send({ type: 'week.reset' })}
            >
              Отменить изменения
            </Button>
            <Button
              size="sm"
              colorPalette="blue"
              loading={saving}
              loadingText="Сохранение"
              disabled={!canSave}
              onClick={() => week.send({ type: 'week.save' })}
            >
              Сохранить
            </Button>
          </Flex>
        )}
      </Flex>
      {posts.failed && posts.error && (
        <ErrorPanel title="Ошибка загрузки данных" error={posts.error} onRetry={posts.reload} />
      )}
      {!postId ? (
        <Text color="fg.muted">Выберите офис и пост, чтобы изменить его рабочие часы.</Text>
      ) : loading ? (
        <Center py="6" aria-busy="true">
          <Spinner aria-label="Загрузка" />
        </Center>
      ) : loadError ? (
        <ErrorPanel
          testId="load-failed"
          title="Ошибка загрузки данных"
          error={loadError}
          onRetry={() => week.send({ type: 'week.load', officePostId: postId })}
        />
      ) : (
        <Stack gap="3" aria-busy={busy}>
          {failure && (
            <ErrorPanel
              testId="week-save-failed"
              title={`Интервал (${dayName(failure.dayOfWeek)}) не сохранён, остальные изменения не отправлены`}
              error={{ message: failure.message }}
            />
          )}
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
            {days.map((day) => (
              <WeekDayCard key={day.dayOfWeek} actor={week} day={day} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {guard.dialog}
    </Stack>
  );
}

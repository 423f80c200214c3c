import { Button, Link as ChakraLink, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { toRuDate } from '../../../shared/format';
import type { FederalDay, WorkInterval } from '../../../shared/schemas/scheduler/schedulerPosts';
import {
  deleteWorkInterval,
  fetchFederalDays,
  fetchOfficePosts,
  fetchWorkIntervals,
  generateWorkIntervals,
} from '../../api/schedulerApi';
import { ConfirmCallDialog } from '../../components/dialogs/ConfirmCallDialog';
import { LoadState } from '../../components/LoadState';
import { usePageTitle } from '../../components/usePageTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';
import { notify } from '../../toasts/toaster';
import { byPostOrder } from './byPostOrder';
import { federalByDay, intervalLabel, intervalsByDay, intervalTimes, planRange } from './halfyear/halfYearCalendar';
import { PlanDayList } from './halfyear/PlanDayList';
import { WorkIntervalDialog } from './halfyear/WorkIntervalDialog';
import { OfficePicker } from './OfficePicker';
import { PostSelect } from './PostSelect';
import { useSchedulerOffice } from './useSchedulerOffice';

const KEY = 'scheduler.halfyear';

interface PlanParams {
  postId: number;
  fromDate: string;
  toDate: string;
  years: number[];
}

const loadPosts = (officeId: number | null) =>
  officeId ? fetchOfficePosts({ partnerOfficeId: officeId }) : Promise.resolve([]);
/** The federal days are read under scheduler.federal or scheduler.timeline: without either the plan shows unmarked. */
const withoutFederalRight = (error: unknown): FederalDay[] => {
  if ((error as { status?: number })?.status === 403) return [];
  throw error;
};
async function loadPlan(params: PlanParams | null) {
  if (!params) return null;
  const [intervals, ...federal] = await Promise.all([
    fetchWorkIntervals(params.postId, { fromDate: params.fromDate, toDate: params.toDate }),
    ...params.years.map((year) => fetchFederalDays(year).catch(withoutFederalRight)),
  ]);
  return { intervals, federal: federal.flat() };
}

type Dialog =
  | { kind: 'generate' }
  | { kind: 'add'; day: string }
  | { kind: 'edit'; interval: WorkInterval }
  | { kind: 'delete'; interval: WorkInterval };

/**
 * /scheduler/halfyear: a post's working intervals for the six months from today, month by
 * month in the office's time zone; generated anew from the weekly hours, or edited a day at a time.
 */
export default function HalfYearPage({ title }: { title: string }) {
  usePageTitle(title);
  const canInsert = useAllowed(KEY, ['permissionInsert']);
  const canUpdate = useAllowed(KEY, ['permissionUpdate']);
  const canDelete = useAllowed(KEY, ['permissionDelete']);
  const [officeId, setOfficeId] = useSchedulerOffice();
  // View state: the chosen post and month, and the open dialog.
  const [postId, setPostId] = useState<number | null>(null);
  const [monthIndex, setMonthIndex] = useState(0);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const posts = useRemoteData('scheduler.halfyear.posts', loadPosts, officeId);
  const sortedPosts = useMemo(() => [...(posts.data ?? [])].sort(byPostOrder), [posts.data]);
  const post = posts.loading ? null : (sortedPosts.find((p) => p.id === postId) ?? sortedPosts[0] ?? null);
  const zone = post?.timezone ?? null;
  const range = useMemo(() => (zone ? planRange(zone) : null), [zone]);
  const planParams =
    post && range ? { postId: post.id, fromDate: range.fromDate, toDate: range.toDate, years: range.years } : null;
  const plan = useRemoteData('scheduler.halfyear.plan', loadPlan, planParams);
  const byDay = useMemo(
    () => (plan.data && zone ? intervalsByDay(plan.data.intervals, zone) : new Map<string, WorkInterval[]>()),
    [plan.data, zone],
  );
  const federal = useMemo(() => federalByDay(plan.data?.federal ?? []), [plan.data]);
  const month = range?.months[Math.min(monthIndex, range.months.length - 1)] ?? null;

  const close = () => setDialog(null);
  const reload = () => {
    setDialog(null);
    plan.reload();
  };

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {canInsert && (
          <Button size="sm" colorPalette="blue" disabled={!post} onClick={() => setDialog({ kind: 'generate' })}>
            Сформировать по рабочим часам
          </Button>
        )}
      </Flex>
      <HStack gap="4" align="end" wrap="wrap">
        <OfficePicker
          officeId={officeId}
          onChange={(id) => {
            setOfficeId(id);
            setPostId(null);
          }}
        />
        {officeId && (
          <PostSelect
            posts={sortedPosts}
            postId={post?.id ?? null}
            placeholder={posts.loading ? 'Загрузка…' : sortedPosts.length === 0 ? 'Нет постов' : undefined}
            disabled={posts.loading || sortedPosts.length === 0}
            onChange={setPostId}
          />
        )}
      </HStack>
      {!officeId ? (
        <Text color="fg.muted">Выберите офис, чтобы увидеть план его постов.</Text>
      ) : posts.loading || posts.failed ? (
        <LoadState loading={posts.loading} error={posts.error} empty={false} onRetry={posts.reload}>
          {null}
        </LoadState>
      ) : sortedPosts.length === 0 ? (
        <Text color="fg.muted" data-testid="no-posts">
          В офисе нет постов. Добавьте их на странице{' '}
          <ChakraLink asChild color="blue.700">
            <Link href="/scheduler/post">«Посты»</Link>
          </ChakraLink>
          .
        </Text>
      ) : (
        range &&
        month && (
          <Stack gap="3">
            <HStack gap="1" wrap="wrap" role="group" aria-label="Месяц">
              {range.months.map((m, index) => (
                <Button
                  key={m.key}
                  size="sm"
                  variant={m.key === month.key ? 'solid' : 'outline'}
                  aria-pressed={m.key === month.key}
                  onClick={() => setMonthIndex(index)}
                >
                  {m.label}
                </Button>
              ))}
            </HStack>
            <LoadState
              loading={plan.loading}
              error={plan.failed ? plan.error : null}
              empty={false}
              onRetry={plan.reload}
            >
              {post && zone && (
                <PlanDayList
                  days={month.days}
                  intervals={byDay}
                  federal={federal}
                  zone={zone}
                  canInsert={canInsert}
                  canUpdate={canUpdate}
                  canDelete={canDelete}
                  onAdd={(day) => setDialog({ kind: 'add', day })}
                  onEdit={(interval) => setDialog({ kind: 'edit', interval })}
                  onDelete={(interval) => setDialog({ kind: 'delete', interval })}
                />
              )}
            </LoadState>
          </Stack>
        )
      )}
      {post && zone && dialog?.kind === 'generate' && (
        <ConfirmCallDialog
          title="Сформировать план по рабочим часам?"
          confirmLabel="Сформировать"
          testId="generate-plan-dialog"
          call={() => generateWorkIntervals(post.id)}
          onCancel={close}
          onDone={() => {
            notify({ type: 'success', title: 'Успех', description: `План поста «${post.name}» сформирован` });
            reload();
          }}
        >
          <Text>План с сегодняшнего дня будет построен заново по рабочим часам недели</Text>
        </ConfirmCallDialog>
      )}
      {post && zone && (dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <WorkIntervalDialog
          officePostId={post.id}
          postName={post.name}
          zone={zone}
          interval={dialog.kind === 'edit' ? dialog.interval : null}
          day={dialog.kind === 'add' ? dialog.day : ''}
          onSaved={plan.reload}
          onClose={close}
        />
      )}
      {zone && dialog?.kind === 'delete' && (
        <ConfirmCallDialog
          title="Удалить рабочий интервал?"
          confirmLabel="Удалить"
          confirmPalette="red"
          testId="delete-interval-dialog"
          call={() => deleteWorkInterval(dialog.interval.id)}
          onCancel={close}
          onDone={reload}
        >
          <Text>
            {intervalLabel(dialog.interval, zone)} ({toRuDate(intervalTimes(dialog.interval, zone).day)}): в это время
            пост не будет работать.
          </Text>
        </ConfirmCallDialog>
      )}
    </Stack>
  );
}

import { Button, Field, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { SERVICE_IDS, WORK_SHIFT_HOURS } from '../../../shared/constants';
import { formatDateTime } from '../../../shared/format';
import type { ServiceOffice } from '../../../shared/schemas/partners/partnerSearch';
import type { RegisteredUser } from '../../../shared/schemas/users';
import { EMPTY_WORKSPACE, type WorkspaceConfig } from '../../../shared/workspace';
import { fetchServiceOffices } from '../../api/partners/partnersSearchApi';
import { findUsers } from '../../api/usersApi';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Notice } from '../../components/Notice';
import { useDirtyGuard } from '../../components/useDirtyGuard';
import { usePageTitle } from '../../components/usePageTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useProfile } from '../../session/useSession';
import { notify } from '../../toasts/toaster';
import { useShiftExpired, useWorkspaceConfig } from '../../workspace/useWorkShift';
import { workShiftActor } from '../../workspace/workShiftActor';
import { writeWorkspaceConfig } from '../../workspace/workspaceConfig';
import { WorkspaceExecutorsField } from './WorkspaceExecutorsField';

type Draft = Pick<WorkspaceConfig, 'office' | 'executors'>;

const loadOffices = () => fetchServiceOffices(SERVICE_IDS.serviceOffice);

const fio = (u: RegisteredUser) => [u.lastName, u.firstName, u.middleName].filter(Boolean).join(' ') || u.email;
/** The office's partner's active employees, by last name (the first 500: an office has far fewer). */
async function loadEmployees(partnerId: number | null) {
  if (partnerId === null) return [];
  const { users } = await findUsers({
    offset: 0,
    size: 500,
    sortField: 'lastName',
    sortOrder: 'ASC',
    partnerId,
    status: 'active',
  });
  return users.map((u) => ({ id: u.id, name: fio(u) }));
}

/** What the unsaved-changes guard compares (the office and the set of executors) and a kept draft restores. */
const guardValues = (d: Draft) => {
  const executors = [...d.executors].sort((a, b) => a.id - b.id);
  return { office: d.office, executors, executorIds: executors.map((e) => e.id) };
};
const sameExecutors = (a: Draft['executors'], b: Draft['executors']) =>
  JSON.stringify(guardValues({ office: null, executors: a }).executorIds) ===
  JSON.stringify(guardValues({ office: null, executors: b }).executorIds);

/** The config to store: the shift starts now when the executors changed or it is renewed, else it keeps its start. */
function toConfig(draft: Draft, stored: WorkspaceConfig, renew: boolean, now: number): WorkspaceConfig {
  if (draft.executors.length === 0) return { ...draft, createdAt: null };
  const keep = !renew && stored.createdAt !== null && sameExecutors(draft.executors, stored.executors);
  return { ...draft, createdAt: keep ? stored.createdAt : now };
}

/**
 * /config/workspace 'Настройки рабочего места': the office this browser
 * works for and the shift's executors, kept in local storage (workspaceConfigValues). 'Сохранить' stores them,
 * 'Продлить смену' starts the shift anew, 'Очистить' forgets them. The work-shift actor hears of a save at once;
 * other tabs through the storage event.
 */
export default function WorkspaceConfigPage({ title }: { title: string }) {
  usePageTitle(title);
  const profile = useProfile();
  const stored = useWorkspaceConfig();
  const expired = useShiftExpired();
  const [draft, setDraft] = useState<Draft>({ office: stored.office, executors: stored.executors });

  const offices = useRemoteData('workspace.offices', loadOffices, null);
  // A partner's staff work only in their partner's offices.
  const ownPartner = profile?.partner?.id ?? null;
  const officeList = (offices.data ?? []).filter((o) => ownPartner === null || o.partnerId === ownPartner);
  const employees = useRemoteData('workspace.employees', loadEmployees, draft.office?.partnerId ?? null);

  const guard = useDirtyGuard({
    name: 'workspace.guard',
    initialValues: guardValues(stored),
    restore: (values) =>
      setDraft({ office: values.office as Draft['office'], executors: values.executors as Draft['executors'] }),
  });
  const { change, load, saved, dirty } = guard;
  useEffect(() => change(guardValues(draft)), [change, draft]);
  // Another tab saved while this form is untouched: show what is stored now.
  useEffect(() => {
    if (guard.actorRef.getSnapshot().hasTag('dirty')) return;
    setDraft({ office: stored.office, executors: stored.executors });
    load(guardValues(stored));
  }, [stored, load, guard.actorRef]);

  const store = (config: WorkspaceConfig, message: string) => {
    writeWorkspaceConfig(config);
    workShiftActor.send({ type: 'workspace.saved', config });
    setDraft({ office: config.office, executors: config.executors });
    saved(guardValues(config));
    notify({ type: 'success', title: message });
  };

  const pickOffice = (office: ServiceOffice | null) =>
    setDraft((d) => ({
      office: office && { id: office.id, partnerId: office.partnerId, name: office.name },
      // Employees of another partner cannot work in this office.
      executors: office && d.office?.partnerId === office.partnerId ? d.executors : [],
    }));

  const shiftStart =
    stored.executors.length > 0 && stored.createdAt !== null
      ? formatDateTime(Math.floor(stored.createdAt / 1000))
      : null;
  const storedEmpty = stored.office === null && stored.executors.length === 0;

  return (
    <Stack gap="5" maxW="3xl" data-testid="workspace-config">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {expired ? (
        <Notice
          status="warning"
          polite
          data-testid="workspace-shift-expired"
          title="Продлите смену"
          description={`Исполнители назначены ${shiftStart}, более ${WORK_SHIFT_HOURS} часов назад. Проверьте состав смены и нажмите «Продлить смену».`}
        />
      ) : (
        shiftStart && (
          <Text color="fg.muted" data-testid="workspace-shift-start">
            Смена начата {shiftStart}
          </Text>
        )
      )}
      {guard.restoredNotice}
      {offices.failed && offices.error && (
        <ErrorPanel title="Не удалось загрузить офисы" error={offices.error} onRetry={offices.reload} />
      )}
      <Field.Root maxW="xl">
        <Field.Label>Офис</Field.Label>
        <NativeSelect.Root size="sm" disabled={offices.loading}>
          <NativeSelect.Field
            aria-label="Офис"
            value={draft.office ? String(draft.office.id) : ''}
            onChange={(e) => pickOffice(officeList.find((o) => o.id === Number(e.currentTarget.value)) ?? null)}
          >
            <option value="">{offices.loading ? 'Загрузка…' : 'Не выбран'}</option>
            {/* A stored office no longer offered still shows, so the form says what is stored. */}
            {draft.office && !officeList.some((o) => o.id === draft.office!.id) && (
              <option value={draft.office.id}>{draft.office.name}</option>
            )}
            {officeList.map((o) => (
              <option key={o.id} value={o.id}>
                {ownPartner === null ? `${o.partnerName} — ${o.name}` : o.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>Название офиса показывается в шапке консоли.</Field.HelperText>
      </Field.Root>
      {employees.failed && employees.error && (
        <ErrorPanel title="Не удалось загрузить сотрудников" error={employees.error} onRetry={employees.reload} />
      )}
      <WorkspaceExecutorsField
        options={employees.data ?? []}
        value={draft.executors}
        onChange={(executors) => setDraft((d) => ({ ...d, executors }))}
        loading={employees.loading}
        disabled={!draft.office}
        emptyText={draft.office ? 'В офисе нет сотрудников' : 'Сначала выберите офис'}
      />
      <Flex gap="2" wrap="wrap">
        <Button
          colorPalette="blue"
          size="sm"
          disabled={!dirty}
          onClick={() => store(toConfig(draft, stored, false, Date.now()), 'Настройки рабочего места сохранены')}
        >
          Сохранить
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={draft.executors.length === 0}
          onClick={() => store(toConfig(draft, stored, true, Date.now()), 'Смена продлена')}
        >
          Продлить смену
        </Button>
        <Button
          variant="ghost"
          size="sm"
          colorPalette="red"
          disabled={storedEmpty && !dirty}
          onClick={() => store(EMPTY_WORKSPACE, 'Настройки рабочего места очищены')}
        >
          Очистить
        </Button>
      </Flex>
      {guard.dialog}
    </Stack>
  );
}

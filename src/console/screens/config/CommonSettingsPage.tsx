import { Heading, Spinner, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { CommonSettings } from '../../../shared/schemas/commonSettings';
import { fetchCommonSettings } from '../../api/config/commonSettingsApi';
import { ErrorPanel } from '../../components/ErrorPanel';
import { usePageTitle } from '../../components/usePageTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';
import { CommonSettingsForm } from './CommonSettingsForm';

const load = () => fetchCommonSettings();

/** /config/common 'Общие настройки': the settings the server's background tasks and the console's error panels read. */
export default function CommonSettingsPage({ title }: { title: string }) {
  usePageTitle(title);
  const canEdit = useAllowed('config.common', ['permissionUpdate']);
  const remote = useRemoteData('config.common.load', load, null);
  // After a save the form starts again from the server's answer (a new key remounts it pristine).
  const [saved, setSaved] = useState<{ settings: CommonSettings; version: number } | null>(null);
  const settings = saved?.settings ?? remote.data;

  return (
    <Stack gap="5" data-testid="common-settings">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {remote.failed && remote.error && (
        <ErrorPanel title="Ошибка загрузки данных" error={remote.error} onRetry={remote.reload} />
      )}
      {remote.loading && !settings && <Spinner aria-label="Загрузка" />}
      {settings && (
        <CommonSettingsForm
          key={saved?.version ?? 0}
          settings={settings}
          canEdit={canEdit}
          onSaved={(next) => setSaved((s) => ({ settings: next, version: (s?.version ?? 0) + 1 }))}
        />
      )}
    </Stack>
  );
}

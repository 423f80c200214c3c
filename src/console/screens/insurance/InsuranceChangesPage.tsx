import { Box, Button, Checkbox, Flex, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { insuranceChangesMachine } from '../../../../machines/partners/insuranceChangesMachine';
import { copyInsuranceCatalog, fetchInsuranceChanges } from '../../api/partners/insuranceApi';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EMPTY_TEXT } from '../../components/LoadState';
import { Notice } from '../../components/Notice';
import { usePageTitle } from '../../components/usePageTitle';
import { inspect } from '../../debug/inspector';
import { useAllowed } from '../../session/useSession';

function Column({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h2" size="sm">
        {title} ({count})
      </Heading>
      {count === 0 ? <Text color="fg.muted">{EMPTY_TEXT}</Text> : children}
    </Stack>
  );
}

/**
 * /insurance/changes: new, renamed and vanished insurers of the catalogue side by side; choose which vanished ones to
 * remove and copy the catalogue (update on 'insurance.changes').
 */
export default function InsuranceChangesPage({ title }: { title: string }) {
  usePageTitle(title);
  const canApply = useAllowed('insurance.changes', ['permissionUpdate']);
  const actor = useActorRef(
    insuranceChangesMachine.provide({
      actors: {
        load: fromPromise(() => fetchInsuranceChanges()),
        copy: fromPromise(async ({ input }) => {
          const result = await copyInsuranceCatalog(input.idsForRemoval);
          return { added: result.added.length, renamed: result.renamed.length, removed: result.removed.length };
        }),
      },
    }),
    { inspect, systemId: 'insuranceChanges' },
  );
  const comparison = useSelector(actor, (s) => s.context.comparison);
  const chosen = useSelector(actor, (s) => s.context.idsForRemoval);
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const copying = useSelector(actor, (s) => s.matches('copying'));
  const canCopy = useSelector(actor, (s) => s.can({ type: 'changes.copy' }));
  const lastCopy = useSelector(actor, (s) => s.context.lastCopy);

  return (
    <Stack gap="4" data-testid="insurance-changes">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Flex gap="2">
          <Button size="sm" variant="outline" disabled={busy} onClick={() => actor.send({ type: 'changes.reload' })}>
            Обновить
          </Button>
          {canApply && (
            <Button
              size="sm"
              colorPalette="blue"
              loading={copying}
              disabled={!canCopy}
              onClick={() => actor.send({ type: 'changes.copy' })}
            >
              Применить изменения
            </Button>
          )}
        </Flex>
      </Flex>
      {failed && error && (
        <ErrorPanel
          title="Ошибка загрузки данных"
          error={error}
          onRetry={() => actor.send({ type: 'changes.reload' })}
        />
      )}
      {!failed && error && <ErrorPanel title="Изменения не применены" error={error} />}
      {lastCopy && (
        <Notice
          status="success"
          title={`Применено: добавлено ${lastCopy.added}, переименовано ${lastCopy.renamed}, удалено ${lastCopy.removed}`}
        />
      )}
      {!comparison && busy && <Spinner aria-label="Загрузка" />}
      {comparison && (
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
          <Column title="Новые" count={comparison.added.length}>
            {comparison.added.map((c) => (
              <Text key={c.externalId}>
                {c.name}{' '}
                <Box as="span" color="fg.muted">
                  ({c.externalId})
                </Box>
              </Text>
            ))}
          </Column>
          <Column title="Изменённые" count={comparison.changed.length}>
            {comparison.changed.map((c) => (
              <Text key={c.id}>
                {c.name} → <b>{c.newName}</b>
              </Text>
            ))}
          </Column>
          <Column title="Удалённые из каталога" count={comparison.deleted.length}>
            {canApply && (
              <Button size="xs" variant="ghost" onClick={() => actor.send({ type: 'changes.toggleAll' })}>
                Выбрать все / снять выбор
              </Button>
            )}
            {comparison.deleted.map((c) => (
              <Checkbox.Root
                key={c.id}
                checked={chosen.includes(c.id)}
                disabled={!canApply}
                onCheckedChange={() => actor.send({ type: 'changes.toggle', id: c.id })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{c.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Column>
        </SimpleGrid>
      )}
    </Stack>
  );
}

import { Badge, Button, CloseButton, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { officeDomainsMachine } from '../../../../../machines/partners/officeDomainsMachine';
import { fetchOfficeDomains, fetchUniqueDomains, saveOfficeDomains } from '../../../api/partners/officesApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { inspect } from '../../../debug/inspector';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { notify } from '../../../toasts/toaster';

/** The office's domains: add (skipped when listed already) and remove locally, then 'Сохранить домены'. */
export function OfficeDomainsSection({ officeId, editable }: { officeId: number; editable: boolean }) {
  const actor = useActorRef(
    officeDomainsMachine.provide({
      actors: {
        load: fromPromise(async ({ input }) => (await fetchOfficeDomains(input.officeId)).map((d) => d.domain)),
        save: fromPromise(async ({ input }) => {
          const saved = await saveOfficeDomains(input.officeId, input.domains);
          notify({ type: 'success', title: 'Успех', description: 'Домены сохранены' });
          return saved.map((d) => d.domain);
        }),
      },
    }),
    { input: { officeId }, inspect, systemId: `office.${officeId}.domains` },
  );
  const suggestions = useRemoteData('office.uniqueDomains', fetchUniqueDomains, null);
  const domains = useSelector(actor, (s) => s.context.domains);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const canSave = useSelector(actor, (s) => s.can({ type: 'domains.save' }));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const [draft, setDraft] = useState('');
  const listId = `office-${officeId}-domain-suggestions`;

  const add = () => {
    actor.send({ type: 'domains.add', domain: draft });
    setDraft('');
  };

  return (
    <Stack gap="2" data-testid="office-domains">
      <Heading as="h3" size="sm">
        Домены
      </Heading>
      {failed && error && (
        <ErrorPanel
          title="Ошибка загрузки данных"
          error={error}
          onRetry={() => actor.send({ type: 'domains.reload' })}
        />
      )}
      {!failed && error && <Text color="fg.error">{error.message}</Text>}
      <Flex gap="2" wrap="wrap">
        {domains.length === 0 && !busy && <Text color="fg.muted">Доменов нет</Text>}
        {domains.map((d) => (
          <Badge key={d} size="lg" variant="subtle">
            {d}
            {editable && (
              <CloseButton
                size="2xs"
                aria-label={`Убрать ${d}`}
                onClick={() => actor.send({ type: 'domains.remove', domain: d })}
              />
            )}
          </Badge>
        ))}
      </Flex>
      {editable && (
        <Flex gap="2" align="center" wrap="wrap">
          <Input
            size="sm"
            maxW="20rem"
            aria-label="Новый домен"
            placeholder="example.ru"
            list={listId}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <datalist id={listId}>
            {(suggestions.data ?? []).map((d) => (
              <option key={d} value={d} />
            ))}
          </datalist>
          <Button size="sm" variant="outline" onClick={add} disabled={draft.trim() === ''}>
            Добавить
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            loading={saving}
            disabled={!canSave}
            onClick={() => actor.send({ type: 'domains.save' })}
          >
            Сохранить домены
          </Button>
        </Flex>
      )}
    </Stack>
  );
}

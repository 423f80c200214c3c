import { Badge, Button, Center, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type FaqChange,
  type FaqRow,
  faqRowIssue,
  pendingFaqs,
  type seoFaqMachine,
} from '../../../../../machines/content/seoFaqMachine';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { RichTextView } from '../../../components/richText/RichTextView';
import { SeoFaqRowDialog } from './SeoFaqRowDialog';

const MARKS: Record<FaqChange, { label: string; palette: string }> = {
  added: { label: 'Новый', palette: 'green' },
  updated: { label: 'Изменён', palette: 'blue' },
  deleted: { label: 'Удалён', palette: 'red' },
};

interface Props {
  actor: ActorRefFrom<typeof seoFaqMachine>;
  seoPageId: number;
}

/** The selected page's FAQ: rows changed locally (marked), sent together by 'Сохранить FAQ'. */
export function SeoFaqEditor({ actor, seoPageId }: Props) {
  const rows = useSelector(actor, (s) => s.context.rows);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const loadError = useSelector(actor, (s) => (s.matches('loadFailed') ? s.context.loadError : null));
  const failed = useSelector(actor, (s) => (s.matches('failed') ? s.context.failed : 0));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'faq.save' }));
  const canAdd = useSelector(actor, (s) => s.context.rights.insert);
  const pending = pendingFaqs(rows).length;
  // Which row the question dialog edits: a view detail, the rows themselves are the chart's.
  const [editing, setEditing] = useState<FaqRow | 'new' | null>(null);
  const nextSort = Math.max(0, ...rows.map((r) => r.sort)) + 10;

  return (
    <Stack gap="3" data-testid="seo-faq">
      <Flex align="center" justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" size="md">
          FAQ страницы
        </Heading>
        <Flex gap="2" wrap="wrap">
          {canAdd && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setEditing('new')}>
              Добавить вопрос
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={busy || pending === 0}
            onClick={() => actor.send({ type: 'faq.reset' })}
          >
            Отменить изменения
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            loading={saving}
            loadingText="Сохранение"
            disabled={!canSave}
            onClick={() => actor.send({ type: 'faq.save' })}
          >
            Сохранить FAQ
          </Button>
        </Flex>
      </Flex>
      {loading ? (
        <Center py="4" aria-busy="true">
          <Spinner aria-label="Загрузка" />
        </Center>
      ) : loadError ? (
        <ErrorPanel
          title="Ошибка загрузки данных"
          error={loadError}
          onRetry={() => actor.send({ type: 'faq.load', seoPageId })}
        />
      ) : (
        <Stack gap="2" aria-busy={busy}>
          {failed > 0 && (
            <ErrorPanel
              testId="faq-save-failed"
              title={`Не сохранено вопросов: ${failed}; остальные изменения сохранены`}
              error={{ message: 'Исправьте отмеченные вопросы и сохраните FAQ ещё раз' }}
            />
          )}
          {rows.length === 0 && <Text color="fg.muted">По Вашему запросу ничего не найдено</Text>}
          {rows.map((row) => (
            <FaqRowCard key={row.key} actor={actor} row={row} busy={busy} onEdit={() => setEditing(row)} />
          ))}
        </Stack>
      )}
      <SeoFaqRowDialog
        target={editing}
        nextSort={nextSort}
        onClose={() => setEditing(null)}
        onApply={(values) =>
          actor.send(
            editing === 'new' || editing === null
              ? { type: 'faq.add', values }
              : { type: 'faq.edit', key: editing.key, values },
          )
        }
      />
    </Stack>
  );
}

interface RowProps {
  actor: Props['actor'];
  row: FaqRow;
  busy: boolean;
  onEdit: () => void;
}

function FaqRowCard({ actor, row, busy, onEdit }: RowProps) {
  const mayEdit = useSelector(actor, (s) => s.can({ type: 'faq.edit', key: row.key, values: row }));
  const mayRemove = useSelector(actor, (s) => s.can({ type: 'faq.remove', key: row.key }));
  const mark = row.change ? MARKS[row.change] : null;
  const issue = faqRowIssue(row);
  return (
    <Stack
      gap="1"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      borderColor={row.error ? 'red.500' : undefined}
      opacity={row.change === 'deleted' ? 0.6 : 1}
      data-testid="seo-faq-row"
    >
      <Flex align="center" gap="2" wrap="wrap">
        <Text fontWeight="semibold" textDecoration={row.change === 'deleted' ? 'line-through' : undefined}>
          {row.question || '(без вопроса)'}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          порядок {row.sort}
        </Text>
        {mark && (
          <Badge colorPalette={mark.palette} variant="subtle">
            {mark.label}
          </Badge>
        )}
        <Flex gap="1" ms="auto">
          {row.change === 'deleted' ? (
            <Button
              size="xs"
              variant="ghost"
              disabled={busy}
              onClick={() => actor.send({ type: 'faq.restore', key: row.key })}
            >
              Вернуть
            </Button>
          ) : (
            <>
              <Button size="xs" variant="ghost" disabled={busy || !mayEdit} onClick={onEdit}>
                Изменить
              </Button>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                disabled={busy || !mayRemove}
                onClick={() => actor.send({ type: 'faq.remove', key: row.key })}
              >
                Удалить
              </Button>
            </>
          )}
        </Flex>
      </Flex>
      <RichTextView html={row.answer} fontSize="sm" />
      {(row.error ?? issue) && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {row.error ?? issue}
        </Text>
      )}
    </Stack>
  );
}

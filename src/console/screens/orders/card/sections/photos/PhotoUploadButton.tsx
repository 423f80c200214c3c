import { Badge, Button, Progress, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { PHOTO_MIME_TYPES } from '../../../../../../shared/schemas/orders/orderFiles';
import { photoUploadQueueLogic } from '../../../../../api/orderFilesApi';
import { inspect } from '../../../../../debug/inspector';

const STATUS_TEXT = { waiting: 'ожидает', uploading: 'загружается', done: 'загружено', failed: 'ошибка' } as const;
const STATUS_PALETTE = { waiting: 'gray', uploading: 'blue', done: 'green', failed: 'red' } as const;

/**
 * 'Загрузить фото': several photos chosen at once go one after another (photoUploadQueueMachine), each with its
 * state and the current one's progress; a refused one shows why and the rest go on.
 */
export function PhotoUploadButton({ orderId, onUploaded }: { orderId: number; onUploaded: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const calls = useRef({ onUploaded });
  calls.current = { onUploaded };
  const actor = useActorRef(
    photoUploadQueueLogic.provide({ actions: { uploaded: () => calls.current.onUploaded() } }),
    {
      input: { orderId },
      inspect,
      systemId: 'orderPhotos.upload',
    },
  );
  const queue = useSelector(actor, (s) => s.context.queue);
  const loaded = useSelector(actor, (s) => s.context.loaded);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  return (
    <Stack gap="2">
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={PHOTO_MIME_TYPES.join(',')}
        data-testid="photo-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          if (files.length > 0) actor.send({ type: 'photos.add', files, source: 'operator' });
          e.target.value = '';
        }}
      />
      <Button size="sm" onClick={() => input.current?.click()}>
        Загрузить фото
      </Button>
      {queue.length > 0 && (
        <Stack gap="1" data-testid="photo-queue">
          {queue.map((item, i) => (
            // The queue only grows while shown, so a photo keeps its place.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Stack key={i} gap="0.5">
              <Text fontSize="xs">
                {item.file.name}{' '}
                <Badge size="xs" colorPalette={STATUS_PALETTE[item.status]}>
                  {STATUS_TEXT[item.status]}
                </Badge>{' '}
                {item.error}
              </Text>
              {item.status === 'uploading' && (
                <Progress.Root
                  size="xs"
                  value={Math.min(100, Math.round((loaded / item.file.size) * 100))}
                  aria-label={`Загрузка ${item.file.name}`}
                >
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              )}
            </Stack>
          ))}
          {!busy && (
            <Button
              size="xs"
              variant="ghost"
              alignSelf="flex-start"
              onClick={() => actor.send({ type: 'photos.clear' })}
            >
              Скрыть список
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

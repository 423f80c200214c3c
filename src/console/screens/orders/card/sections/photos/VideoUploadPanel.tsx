import { Button, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { VIDEO_MIME_TYPES } from '../../../../../../shared/schemas/orders/orderFiles';
import { resumableUploadLogic } from '../../../../../api/orderFilesApi';
import { inspect } from '../../../../../debug/inspector';

/** 'Загрузить видео': each chosen video gets a fresh chart. */
export function VideoUploadPanel({ orderId, onUploaded }: { orderId: number; onUploaded: () => void }) {
  const [round, setRound] = useState(0);
  return <VideoUpload key={round} orderId={orderId} onUploaded={onUploaded} onNext={() => setRound((r) => r + 1)} />;
}

const MB = 1024 * 1024;

/**
 * One video sent in chunks (resumableUploadMachine): the progress bar, pause and resume, cancel, and a note when the
 * upload went on after a dropped connection.
 */
function VideoUpload({ orderId, onUploaded, onNext }: { orderId: number; onUploaded: () => void; onNext: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const calls = useRef({ onUploaded });
  calls.current = { onUploaded };
  const actor = useActorRef(resumableUploadLogic.provide({ actions: { uploaded: () => calls.current.onUploaded() } }), {
    input: { orderId },
    inspect,
    systemId: 'orderPhotos.video',
  });
  const value = useSelector(actor, (s) => s.value as string);
  const file = useSelector(actor, (s) => s.context.file);
  const received = useSelector(actor, (s) => s.context.receivedSize);
  const error = useSelector(actor, (s) => s.context.error);
  const resumed = useSelector(actor, (s) => s.context.resumedAfterDrop);
  const offline = useSelector(actor, (s) => s.hasTag('offline'));
  const canPause = useSelector(actor, (s) => s.can({ type: 'upload.pause' }));
  const canResume = useSelector(actor, (s) => s.can({ type: 'upload.resume' }));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'upload.retry' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'upload.cancel' }));
  const finished = value === 'done' || value === 'cancelled';

  return (
    <Stack gap="2" data-testid="video-upload">
      <input
        ref={input}
        type="file"
        hidden
        accept={VIDEO_MIME_TYPES.join(',')}
        data-testid="video-input"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) actor.send({ type: 'upload.start', file: chosen });
          e.target.value = '';
        }}
      />
      {value === 'idle' && (
        <Button size="sm" alignSelf="flex-start" onClick={() => input.current?.click()}>
          Загрузить видео
        </Button>
      )}
      {file && value !== 'idle' && (
        <Stack gap="1">
          <Text fontSize="sm">
            {file.name}: {(received / MB).toFixed(1)} из {(file.size / MB).toFixed(1)} МБ
            {value === 'done' && ' — загружено'}
            {value === 'cancelled' && ' — загрузка отменена'}
            {value === 'paused' && ' — пауза'}
          </Text>
          <Progress.Root size="sm" value={Math.round((received / file.size) * 100)} aria-label="Загрузка видео">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          {offline && (
            <Text fontSize="sm" color="fg.warning">
              Нет связи с сервером, повторяем попытку…
            </Text>
          )}
          {resumed && !offline && <Text fontSize="sm">Связь восстановлена: загрузка продолжена с места обрыва.</Text>}
          <Flex gap="2" wrap="wrap">
            {canPause && (
              <Button size="xs" variant="outline" onClick={() => actor.send({ type: 'upload.pause' })}>
                Пауза
              </Button>
            )}
            {canResume && (
              <Button size="xs" variant="outline" onClick={() => actor.send({ type: 'upload.resume' })}>
                Продолжить
              </Button>
            )}
            {canRetry && (
              <Button size="xs" variant="outline" onClick={() => actor.send({ type: 'upload.retry' })}>
                Повторить
              </Button>
            )}
            {canCancel && (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => actor.send({ type: 'upload.cancel' })}
              >
                Отменить
              </Button>
            )}
            {(finished || (value === 'failed' && !canRetry)) && (
              <Button size="xs" variant="outline" onClick={onNext}>
                Загрузить другое видео
              </Button>
            )}
          </Flex>
        </Stack>
      )}
      {error && (value === 'idle' || value === 'failed') && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error.message}
        </Text>
      )}
    </Stack>
  );
}

import { Badge, Box, Center, Flex, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDateTime } from '../../../../../../shared/format';
import { type OrderFile, PHOTO_SOURCE_NAMES } from '../../../../../../shared/schemas/orders/orderFiles';
import { fetchFileBlob } from '../../../../../api/orderFilesApi';
import { useRemoteData } from '../../../../../hooks/useRemoteData';
import { CallButton } from '../CallButton';
import { useObjectUrl } from './useObjectUrl';

interface Props {
  file: OrderFile;
  /** Delete (live file) or restore (deleted one) is offered. */
  canDelete: boolean;
  onDelete: () => Promise<unknown>;
  onRestore: () => Promise<unknown>;
  onChanged: () => void;
}

/**
 * One photo or video of the grid. A photo's bytes come with the token into an object URL (an <img src> cannot send
 * it); a video is fetched only when asked to play, since it may be large. Object URLs go with the tile.
 */
export function PhotoTile({ file, canDelete, onDelete, onRestore, onChanged }: Props) {
  const deleted = file.deletedDate !== null;
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="md" p="2" opacity={deleted ? 0.6 : 1} data-testid="photo-tile">
      {file.kind === 'video' ? <VideoPreview file={file} /> : <PhotoPreview file={file} />}
      <Flex gap="1" wrap="wrap" align="center">
        <Badge size="sm">{PHOTO_SOURCE_NAMES[file.source]}</Badge>
        {deleted && (
          <Badge size="sm" colorPalette="red">
            Удалено
          </Badge>
        )}
      </Flex>
      <Text fontSize="xs" truncate title={file.fileName}>
        {file.fileName}
      </Text>
      {file.comment && <Text fontSize="xs">{file.comment}</Text>}
      <Text fontSize="xs" color="fg.muted">
        {formatDateTime(file.createdDate)} {file.userFio ?? ''}
      </Text>
      {canDelete &&
        (deleted ? (
          <CallButton label="Восстановить" name="orderPhotos.restore" run={onRestore} onDone={onChanged} />
        ) : (
          <CallButton label="Удалить" colorPalette="red" name="orderPhotos.delete" run={onDelete} onDone={onChanged} />
        ))}
    </Stack>
  );
}

function PhotoPreview({ file }: { file: OrderFile }) {
  const bytes = useRemoteData(`orderPhotos.file.${file.id}`, fetchFileBlob, file.url);
  const url = useObjectUrl(bytes.data);
  return (
    <Center h="140px" bg="bg.muted" borderRadius="sm" overflow="hidden">
      {url ? (
        <a href={url} target="_blank" rel="noreferrer">
          <Image src={url} alt={file.comment ?? file.fileName} maxH="140px" objectFit="contain" />
        </a>
      ) : bytes.failed ? (
        <Text fontSize="xs" color="fg.error">
          {bytes.error?.message}
        </Text>
      ) : (
        <Spinner size="sm" aria-label="Загрузка" />
      )}
    </Center>
  );
}

function VideoPreview({ file }: { file: OrderFile }) {
  const [blob, setBlob] = useState<Blob>();
  const url = useObjectUrl(blob);
  return (
    <Center h="140px" bg="bg.muted" borderRadius="sm" overflow="hidden">
      {url ? (
        // biome-ignore lint/a11y/useMediaCaption: a video a user took of the car comes with no captions to offer
        <video src={url} controls style={{ maxHeight: '140px', maxWidth: '100%' }} aria-label={file.fileName} />
      ) : (
        <Box textAlign="center">
          <Text fontSize="sm" mb="2">
            Видео, {(file.size / 1024 / 1024).toFixed(1)} МБ
          </Text>
          <CallButton
            label="Воспроизвести"
            name="orderPhotos.video"
            run={async () => setBlob(await fetchFileBlob(file.url))}
          />
        </Box>
      )}
    </Center>
  );
}

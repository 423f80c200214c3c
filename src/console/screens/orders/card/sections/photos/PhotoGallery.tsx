import { Flex, Heading, NativeSelect, SimpleGrid, Stack, Switch } from '@chakra-ui/react';
import { useState } from 'react';
import { WIDGET_KEYS } from '../../../../../../shared/operationKeys';
import {
  PHOTO_SOURCE_NAMES,
  PHOTO_SOURCES,
  type PhotoSource,
} from '../../../../../../shared/schemas/orders/orderFiles';
import { deletePhoto, fetchPhotos, restorePhoto } from '../../../../../api/orderFilesApi';
import { LoadState } from '../../../../../components/LoadState';
import { useRemoteData } from '../../../../../hooks/useRemoteData';
import { useAllowed } from '../../../../../session/useSession';
import { PhotoTile } from './PhotoTile';
import { PhotoUploadButton } from './PhotoUploadButton';
import { VideoUploadPanel } from './VideoUploadPanel';

interface Query {
  orderId: number;
  source: PhotoSource | '';
  showDeleted: boolean;
  /** Bumped after a change: the same filters load again. */
  version: number;
}

const loadPhotos = ({ orderId, source, showDeleted }: Query) =>
  fetchPhotos(orderId, { showDeleted: showDeleted || undefined, source: source || undefined });

/**
 * The photos and videos of the order: a source filter (Все / Оператор / Клиент / Исполнитель), 'Показать удалённые',
 * the grid, photo and video uploads, delete and restore. A held or archived order shows them without the changes.
 */
export function PhotoGallery({ orderId, readOnly }: { orderId: number; readOnly: boolean }) {
  const canInsert = useAllowed(WIDGET_KEYS.orderPhotos, ['permissionInsert']);
  const canDelete = useAllowed(WIDGET_KEYS.orderPhotos, ['permissionDelete']);
  const [source, setSource] = useState<PhotoSource | ''>('');
  const [showDeleted, setShowDeleted] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const photos = useRemoteData('orderPhotos.list', loadPhotos, { orderId, source, showDeleted, version });
  const rows = photos.data ?? [];

  return (
    <Stack gap="3" data-testid="order-photos">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          Фото и видео
        </Heading>
        <Flex gap="4" align="center" wrap="wrap">
          <NativeSelect.Root size="sm" width="12rem">
            <NativeSelect.Field
              aria-label="Источник"
              value={source}
              onChange={(e) => setSource(e.target.value as PhotoSource | '')}
            >
              <option value="">Все</option>
              {PHOTO_SOURCES.map((s) => (
                <option key={s} value={s}>
                  {PHOTO_SOURCE_NAMES[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Switch.Root
            checked={showDeleted}
            onCheckedChange={(e) => setShowDeleted(e.checked)}
            colorPalette="blue"
            size="sm"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Показать удалённые</Switch.Label>
          </Switch.Root>
        </Flex>
      </Flex>
      {!readOnly && canInsert && (
        <Flex gap="6" wrap="wrap" align="flex-start">
          <PhotoUploadButton orderId={orderId} onUploaded={reload} />
          <VideoUploadPanel orderId={orderId} onUploaded={reload} />
        </Flex>
      )}
      <LoadState
        loading={photos.loading && !photos.data}
        error={photos.failed ? photos.error : null}
        empty={rows.length === 0}
        onRetry={photos.reload}
      >
        <SimpleGrid minChildWidth="180px" gap="3">
          {rows.map((file) => (
            <PhotoTile
              key={`${file.id}:${file.deletedDate ?? ''}`}
              file={file}
              canDelete={!readOnly && canDelete}
              onDelete={() => deletePhoto(file.id)}
              onRestore={() => restorePhoto(file.id)}
              onChanged={reload}
            />
          ))}
        </SimpleGrid>
      </LoadState>
    </Stack>
  );
}

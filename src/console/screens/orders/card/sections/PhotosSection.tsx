import { Separator, Stack } from '@chakra-ui/react';
import type { OrderSectionProps } from '../orderSectionProps';
import { PhotoGallery } from './photos/PhotoGallery';
import { TemporaryFilesPanel } from './photos/TemporaryFilesPanel';

/**
 * 'Фото и видео' of the order card: the photos and videos of the order with their
 * uploads (photos one after another, a video in resumable chunks), and the temporary files with their archive.
 */
export function PhotosSection({ order, readOnly }: OrderSectionProps) {
  return (
    <Stack gap="6">
      <PhotoGallery orderId={order.id} readOnly={readOnly} />
      <Separator />
      <TemporaryFilesPanel orderId={order.id} orderNumber={order.number} readOnly={readOnly} />
    </Stack>
  );
}

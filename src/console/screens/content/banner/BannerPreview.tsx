import { Box, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { isSiteUrl } from '../../../../shared/schemas/content/contentFields';
import { RichTextView } from '../../../components/richText/RichTextView';

interface Props {
  title: string;
  imageUrl: string;
  content: string;
  /** The table's thumbnail: the image only. */
  compact?: boolean;
}

/**
 * A banner as the site shows it: the image with the content over it (the content through RichTextView, sanitised
 * again in the browser). An address that is not https or a site path is not loaded at all.
 */
export function BannerPreview({ title, imageUrl, content, compact }: Props) {
  // The address that failed to load, so a broken picture reads as text; another address is tried afresh.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const image =
    failedUrl === imageUrl ? (
      <Text fontSize="xs" color="fg.muted" p="2">
        Изображение не загрузилось
      </Text>
    ) : isSiteUrl(imageUrl) ? (
      <Image
        src={imageUrl}
        onError={() => setFailedUrl(imageUrl)}
        // The thumbnail stands beside the title: decorative there, and an image that does not load leaves no text.
        alt={compact ? '' : `Изображение баннера «${title}»`}
        w="full"
        h="full"
        objectFit="cover"
        fontSize="xs"
        color="fg.muted"
      />
    ) : (
      <Text fontSize="xs" color="fg.muted" p="2">
        Нет изображения
      </Text>
    );
  if (compact)
    return (
      <Box w="24" h="12" borderWidth="1px" borderRadius="sm" overflow="hidden" bg="bg.muted">
        {image}
      </Box>
    );
  return (
    <Stack gap="1" data-testid="banner-preview">
      <Text fontSize="sm" fontWeight="medium">
        Предпросмотр
      </Text>
      <Box position="relative" h="40" borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted">
        {image}
        {content && (
          <RichTextView
            html={content}
            position="absolute"
            insetInline="0"
            bottom="0"
            p="3"
            bg="blackAlpha.600"
            color="white"
            fontSize="sm"
          />
        )}
      </Box>
    </Stack>
  );
}

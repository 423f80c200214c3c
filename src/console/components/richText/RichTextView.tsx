import { Box, type BoxProps } from '@chakra-ui/react';
import { sanitizeRichText } from './sanitizeRichText';

/** Stored rich text shown read-only, sanitised in the browser before it reaches the page. */
export function RichTextView({ html, ...box }: { html: string } & BoxProps) {
  return (
    <Box
      {...box}
      css={{
        '& ul': { listStyleType: 'disc', paddingInlineStart: '1.5em' },
        '& ol': { listStyleType: 'decimal', paddingInlineStart: '1.5em' },
        '& a': { color: 'blue.700', textDecoration: 'underline' },
        '& p': { marginBlock: '0.3em' },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by sanitizeRichText just above.
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}

import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A button inside a table row: it acts by itself and never opens the row. */
export function RowButton({
  onClick,
  palette = 'blue',
  children,
}: {
  onClick: () => void;
  palette?: 'blue' | 'red';
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={palette}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {children}
    </Button>
  );
}

import { Tabs } from '@chakra-ui/react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

export interface CardTab {
  value: string;
  label: string;
}

interface Props {
  tabs: readonly CardTab[];
  value: string;
  onValueChange: (value: string) => void;
  testId: string;
  /** The tabs' panels: one Tabs.Content per tab. */
  children: ReactNode;
}

/**
 * The tab strip of every card (order, client, partner, user). On a narrow screen a card has more tabs than fit
 * (an order up to 17): they stay on one line at their full width and the strip scrolls sideways, the chosen tab
 * scrolled into sight — never squeezed on top of each other, never widening the page. From 992 px on they wrap.
 * Panels are mounted when first opened and kept, so switching tabs keeps a form's unsaved edits.
 */
export function CardTabs({ tabs, value, onValueChange, testId, children }: Props) {
  const listRef = useRef<HTMLDivElement>(null);

  // Only the strip scrolls (scrollIntoView would also scroll the page to the strip when the card opens).
  useLayoutEffect(() => {
    const list = listRef.current;
    const selected = list?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(value)}"]`);
    if (!list || !selected) return;
    const strip = list.getBoundingClientRect();
    const tab = selected.getBoundingClientRect();
    if (tab.left < strip.left) list.scrollLeft -= strip.left - tab.left;
    else if (tab.right > strip.right) list.scrollLeft += tab.right - strip.right;
  }, [value]);

  return (
    <Tabs.Root
      value={value}
      onValueChange={(e) => onValueChange(e.value)}
      lazyMount
      variant="line"
      data-testid={testId}
    >
      <Tabs.List
        ref={listRef}
        flexWrap={{ base: 'nowrap', lg: 'wrap' }}
        overflowX={{ base: 'auto', lg: 'visible' }}
        overflowY={{ base: 'hidden', lg: 'visible' }}
        scrollbarWidth="thin"
      >
        {tabs.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} data-tab={t.value} flexShrink={0} whiteSpace="nowrap">
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {children}
    </Tabs.Root>
  );
}

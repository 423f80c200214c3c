import { Box, Input } from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { FieldShell, type MaskedFieldProps } from './FieldShell';
import { useFieldControl } from './useFieldControl';

/** At most 10 suggestions. */
const SUGGESTION_LIMIT = 10;
const MIN_QUERY_LENGTH = 3;
const DEBOUNCE_MS = 300;

interface Props extends MaskedFieldProps {
  /** Address suggestions for the text typed; a rejection is ignored. */
  suggest: (query: string) => Promise<string[]>;
  placeholder?: string;
}

/**
 * An address as free text with suggestions (ARIA combobox with a listbox): from 3 characters, 300 ms after the last
 * keystroke, `suggest` is asked; arrows move through the list, Enter takes the highlighted one, Escape closes it.
 */
export function AddressInput({ meta, label, suggest, required, serverError, disabled, readOnly, placeholder }: Props) {
  const field = useFieldControl(meta);
  const [query, setQuery] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestRef = useRef(suggest);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = `${meta.id}-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    suggestRef.current = suggest;
  });

  useEffect(() => {
    const text = query?.trim() ?? '';
    if (text.length < MIN_QUERY_LENGTH) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      Promise.resolve()
        .then(() => suggestRef.current(text))
        .then(
          (found) => {
            if (!current) return;
            const list = (Array.isArray(found) ? found : [])
              .filter((s) => typeof s === 'string')
              .slice(0, SUGGESTION_LIMIT);
            setSuggestions(list);
            setActive(-1);
            setOpen(list.length > 0);
          },
          () => {
            if (current) setOpen(false);
          },
        );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (address: string) => {
    field.change(address);
    setQuery(null);
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <FieldShell
      meta={meta}
      label={label}
      required={required}
      serverError={serverError}
      disabled={disabled}
      readOnly={readOnly}
    >
      <Box position="relative" width="full">
        <Input
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={placeholder}
          required={false}
          aria-required={required || undefined}
          value={field.value}
          onChange={(event) => {
            field.change(event.target.value);
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={field.focus}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            field.blur();
          }}
        />
        <Box
          as="ul"
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!open}
          position="absolute"
          top="100%"
          insetX="0"
          zIndex="dropdown"
          marginTop="1"
          paddingY="1"
          maxHeight="72"
          overflowY="auto"
          listStyleType="none"
          background="bg.panel"
          borderWidth="1px"
          borderRadius="l2"
          boxShadow="md"
        >
          {open &&
            suggestions.map((address, index) => (
              <Box
                as="li"
                // The same address may be suggested twice: its place tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={`${index}-${address}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                paddingX="3"
                paddingY="1.5"
                textStyle="sm"
                cursor="pointer"
                background={index === active ? 'bg.muted' : undefined}
                _hover={{ background: 'bg.muted' }}
                // Keep the focus in the input, or its blur would close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(address)}
              >
                {address}
              </Box>
            ))}
        </Box>
      </Box>
      <input {...field.valueInputProps} />
    </FieldShell>
  );
}

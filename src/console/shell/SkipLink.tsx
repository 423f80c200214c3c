import { Link } from '@chakra-ui/react';
import { MAIN_CONTENT_ID } from '../components/focus/dialogOpener';

/**
 * 'Перейти к содержимому': the shell's first tab stop, out of sight until focused; it moves the focus to the main
 * content, past the header and the side menu (40 Tab presses to the first row of /orders otherwise). The jump is
 * made here rather than by the URL's hash, so the address stays the screen's own.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      position="fixed"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="bg"
      color="blue.700"
      borderWidth="2px"
      borderColor="blue.600"
      rounded="md"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focus={{ transform: 'translateY(0)' }}
      onClick={(e) => {
        e.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView({ block: 'start' });
      }}
    >
      Перейти к содержимому
    </Link>
  );
}

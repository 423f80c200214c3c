import { Heading, Stack } from '@chakra-ui/react';
import { usePageTitle } from '../../components/usePageTitle';
import { KitForm } from './KitForm';
import { KitTable } from './KitTable';

/** The workflow kit at work, one section per widget: QA checks them here (keyboard, screen reader, axe). */
export default function KitPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Stack gap="8">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <KitForm />
      <KitTable />
    </Stack>
  );
}

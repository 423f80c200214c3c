import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { toRuDate } from '../../../../shared/format';
import { formatSnils } from '../clientDisplay';
import { ReadOnlyField } from '../ReadOnlyField';
import type { ClientTabProps } from './clientTabProps';

/** An issue date kept as yyyy-MM-dd reads DD.MM.YYYY; one already typed that way stays. */
const issueDate = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? toRuDate(value) : (value ?? '');

/** 'Документы': passport, SNILS and driving licence, read-only. */
export function DocumentsTab({ client }: ClientTabProps) {
  return (
    <Stack gap="6" data-testid="client-documents">
      <Stack gap="3">
        <Heading as="h3" size="sm">
          Паспорт
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <ReadOnlyField label="Серия" value={client.passportSeries ?? ''} testId="passport-series" />
          <ReadOnlyField label="Номер" value={client.passportNumber ?? ''} testId="passport-number" />
          <ReadOnlyField
            label="Дата выдачи"
            value={issueDate(client.passportIssuedDate)}
            testId="passport-issued-date"
          />
          <ReadOnlyField label="Кем выдан" value={client.passportIssued ?? ''} testId="passport-issued" />
          <ReadOnlyField
            label="Код подразделения"
            value={client.passportIssuedCode ?? ''}
            testId="passport-issued-code"
          />
        </SimpleGrid>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <ReadOnlyField label="СНИЛС" value={formatSnils(client.snils)} testId="client-snils" />
        <ReadOnlyField
          label="Водительское удостоверение"
          value={client.drivingLicense ?? ''}
          testId="client-driving-license"
        />
      </SimpleGrid>
    </Stack>
  );
}

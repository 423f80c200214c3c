import { Stack } from '@chakra-ui/react';
import type { FaqRow, FaqValues } from '../../../../../machines/content/seoFaqMachine';
import { seoPageFaqBodySchema } from '../../../../shared/schemas/content/seoPageFaqs';
import { asTextMeta as asText } from '../../../components/asTextMeta';
import { RichTextInput } from '../../../components/inputs/RichTextInput';
import { ModalForm } from '../../../components/ModalForm';
import { TextField } from '../../../components/TextField';

const faqFormSchema = seoPageFaqBodySchema.omit({ seoPageId: true });

interface Props {
  /** null: closed; 'new': a question to add; a row: that row to change. */
  target: FaqRow | 'new' | null;
  nextSort: number;
  onApply: (values: FaqValues) => void;
  onClose: () => void;
}

/** One FAQ question, changed locally: 'Применить' marks the row; 'Сохранить FAQ' sends the batch later. */
export function SeoFaqRowDialog({ target, nextSort, onApply, onClose }: Props) {
  const row = target === 'new' ? null : target;
  return (
    <ModalForm
      open={target !== null}
      size="lg"
      title={row ? 'Вопрос FAQ' : 'Новый вопрос FAQ'}
      submitLabel="Применить"
      schema={faqFormSchema}
      defaultValue={
        row ? { question: row.question, sort: String(row.sort), answer: row.answer } : { sort: String(nextSort) }
      }
      allowPristineSubmit={!row}
      onSubmit={async (values) => onApply(values)}
      onClose={onClose}
    >
      {({ fields, serverErrors }) => (
        <Stack gap="3">
          <TextField meta={asText(fields.question)} label="Вопрос" required serverError={serverErrors.question} />
          <TextField meta={asText(fields.sort)} label="Порядок" inputMode="numeric" serverError={serverErrors.sort} />
          <RichTextInput
            meta={asText(fields.answer) as never}
            label="Ответ"
            required
            serverError={serverErrors.answer}
          />
        </Stack>
      )}
    </ModalForm>
  );
}

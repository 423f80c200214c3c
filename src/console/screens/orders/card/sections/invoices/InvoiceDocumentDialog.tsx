import { Input } from '@chakra-ui/react';
import { getInputProps } from '@conform-to/react';
import { z } from 'zod';
import { type InvoiceDocument, invoiceDocumentUpdateSchema } from '../../../../../../shared/schemas/invoice';
import { updateInvoiceDocument, uploadInvoiceDocument } from '../../../../../api/invoicesApi';
import { FieldShell } from '../../../../../components/inputs/FieldShell';
import { ModalForm } from '../../../../../components/ModalForm';
import { TextField } from '../../../../../components/TextField';
import { TextAreaField } from '../TextAreaField';

export const ATTACH_MESSAGE = 'Прикрепите файл или укажите ссылку';
export const ONE_SOURCE_MESSAGE = 'Укажите что-то одно: файл или ссылку';

/** A new document: a file (PDF, JPEG, PNG) or an external link, and a comment. */
export const invoiceDocumentAddSchema = invoiceDocumentUpdateSchema
  .extend({ file: z.file().optional() })
  .superRefine((v, ctx) => {
    if (!v.file && !v.externalUrl) ctx.addIssue({ code: 'custom', path: ['file'], message: ATTACH_MESSAGE });
    if (v.file && v.externalUrl) ctx.addIssue({ code: 'custom', path: ['externalUrl'], message: ONE_SOURCE_MESSAGE });
  });

interface Props {
  invoiceId: number;
  /** The document whose comment (and link) is edited; a new one without it. */
  document?: InvoiceDocument;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * Adds a document to the invoice (POST /order_invoice_documents as form data) or edits its
 * comment and, for a link, the link (PUT). Mounted only while open.
 */
export function InvoiceDocumentDialog({ invoiceId, document, onSaved, onClose }: Props) {
  if (document)
    return (
      <ModalForm
        open
        title="Документ счёта"
        schema={invoiceDocumentUpdateSchema}
        defaultValue={{ comment: document.comment ?? '', externalUrl: document.externalUrl ?? '' }}
        onSubmit={(values) =>
          updateInvoiceDocument(
            document.id,
            document.externalUrl === null
              ? { comment: values.comment ?? '' }
              : { comment: values.comment ?? '', externalUrl: values.externalUrl ?? null },
          )
        }
        onSaved={onSaved}
        onClose={onClose}
      >
        {({ fields, serverErrors }) => (
          <>
            {document.externalUrl !== null && (
              <TextField meta={fields.externalUrl} label="Ссылка" required serverError={serverErrors.externalUrl} />
            )}
            <TextAreaField meta={fields.comment} label="Комментарий" serverError={serverErrors.comment} />
          </>
        )}
      </ModalForm>
    );
  return (
    <ModalForm
      open
      title="Новый документ счёта"
      submitLabel="Добавить"
      schema={invoiceDocumentAddSchema}
      // A chosen file alone does not count as a change for the guard: the rules decide whether it can be sent.
      allowPristineSubmit
      onSubmit={(values) =>
        uploadInvoiceDocument({
          orderInvoiceId: invoiceId,
          file: values.file,
          externalUrl: values.externalUrl ?? undefined,
          comment: values.comment,
        })
      }
      onSaved={onSaved}
      onClose={onClose}
    >
      {({ fields, serverErrors }) => {
        const { key, ...fileProps } = getInputProps(fields.file, { type: 'file' });
        return (
          <>
            <FieldShell meta={fields.file} label="Файл (PDF, JPEG, PNG)" serverError={serverErrors.file}>
              <Input key={key} {...fileProps} accept="application/pdf,image/jpeg,image/png" p="1" />
            </FieldShell>
            <TextField meta={fields.externalUrl} label="или ссылка" serverError={serverErrors.externalUrl} />
            <TextAreaField meta={fields.comment} label="Комментарий" serverError={serverErrors.comment} />
          </>
        );
      }}
    </ModalForm>
  );
}

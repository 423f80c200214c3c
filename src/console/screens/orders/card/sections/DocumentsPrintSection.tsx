import { Button, Checkbox, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { formatDateTime } from '../../../../../shared/format';
import { WIDGET_KEYS } from '../../../../../shared/operationKeys';
import {
  documentSigningLogic,
  fetchDocTemplates,
  fetchOrderDocFile,
  fetchOrderDocs,
  fetchSignedDocs,
} from '../../../../api/orderDocumentsApi';
import { LoadState } from '../../../../components/LoadState';
import { Notice } from '../../../../components/Notice';
import { SmsCodeForm } from '../../../../components/SmsCodeForm';
import { inspect } from '../../../../debug/inspector';
import { useRemoteData } from '../../../../hooks/useRemoteData';
import { useAllowed } from '../../../../session/useSession';
import { notify } from '../../../../toasts/toaster';
import type { OrderSectionProps } from '../orderSectionProps';
import { CallButton } from './CallButton';
import { OrderDocsTable, openPdf } from './OrderDocsTable';
import { SignRequestForm } from './SignRequestForm';

const toggled = (list: number[], id: number, on: boolean) =>
  on ? [...new Set([...list, id])] : list.filter((x) => x !== id);

/**
 * 'Печать и подписание' of the order card: tick templates
 * and 'Сформировать'; open the PDFs; tick documents and 'Отправить на подпись' to the client's phone; type the SMS
 * code and 'Подтвердить'. The lifecycle is documentSigningMachine; this view sends it events and shows its state.
 */
export function DocumentsPrintSection({ order, readOnly }: OrderSectionProps) {
  const canWork = useAllowed(WIDGET_KEYS.orderDocuments, ['permissionInsert']) && !readOnly;
  const templates = useRemoteData('orderPrint.templates', fetchDocTemplates, order.id);
  const documents = useRemoteData('orderPrint.documents', fetchOrderDocs, order.id);
  const signedDocs = useRemoteData('orderPrint.signed', fetchSignedDocs, order.id);
  const [chosenTemplates, setChosenTemplates] = useState<number[]>([]);
  const [chosenDocs, setChosenDocs] = useState<number[]>([]);
  const reloads = useRef({ documents: documents.reload, signed: signedDocs.reload });
  reloads.current = { documents: documents.reload, signed: signedDocs.reload };

  const actor = useActorRef(
    documentSigningLogic.provide({
      actions: {
        documentsGenerated: (_, docs) => {
          notify({ type: 'success', title: 'Документы сформированы' });
          setChosenDocs(docs.map((d) => d.id));
          reloads.current.documents();
        },
        documentsSigned: () => {
          notify({ type: 'success', title: 'Документы подписаны' });
          reloads.current.documents();
          reloads.current.signed();
        },
        reportError: (_, error) => {
          // Network failures and 5xx answers already have the console's global toast.
          if (error.status && error.status < 500)
            notify({ type: 'error', title: 'Возникла ошибка', description: error.message });
        },
      },
    }),
    { input: { orderId: order.id }, inspect, systemId: 'orderPrint.signing' },
  );
  const generating = useSelector(actor, (s) => s.matches('generating'));
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const verifying = useSelector(actor, (s) => s.matches('verifying'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const codeEntry = useSelector(actor, (s) => s.hasTag('codeEntry'));
  const locked = useSelector(actor, (s) => s.matches('locked'));
  const signedNow = useSelector(actor, (s) => s.matches('signed'));
  const link = useSelector(actor, (s) => s.context.link);
  const phone = useSelector(actor, (s) => s.context.phone);
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);

  const docs = documents.data ?? [];
  const signed = signedDocs.data ?? [];
  const send = (to: string) => actor.send({ type: 'docs.send', documentIds: chosenDocs, phone: to });

  return (
    <Stack gap="4" data-testid="order-print">
      <Heading as="h2" size="md">
        Печать и подписание
      </Heading>

      <Stack gap="2">
        <Heading as="h3" size="sm">
          Шаблоны документов
        </Heading>
        <LoadState
          loading={templates.loading && !templates.data}
          error={templates.failed ? templates.error : null}
          empty={(templates.data ?? []).length === 0}
          onRetry={templates.reload}
        >
          <Stack gap="1">
            {(templates.data ?? []).map((t) => (
              <Checkbox.Root
                key={t.id}
                size="sm"
                checked={chosenTemplates.includes(t.id)}
                disabled={!canWork}
                onCheckedChange={(e) => setChosenTemplates((l) => toggled(l, t.id, e.checked === true))}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {fieldErrors.templateIds && (
            <Text color="fg.error" fontSize="sm">
              {fieldErrors.templateIds}
            </Text>
          )}
          {canWork && (
            <Button
              alignSelf="flex-start"
              size="sm"
              colorPalette="blue"
              loading={generating}
              loadingText="Сформировать"
              disabled={busy}
              onClick={() => actor.send({ type: 'docs.generate', templateIds: chosenTemplates })}
            >
              Сформировать
            </Button>
          )}
        </LoadState>
      </Stack>

      <Stack gap="2">
        <Heading as="h3" size="sm">
          Сформированные документы
        </Heading>
        <LoadState
          loading={documents.loading && !documents.data}
          error={documents.failed ? documents.error : null}
          empty={docs.length === 0}
          onRetry={documents.reload}
        >
          <OrderDocsTable
            documents={docs}
            timezone={order.timezone}
            selected={chosenDocs}
            onToggle={canWork ? (id, on) => setChosenDocs((l) => toggled(l, id, on)) : undefined}
          />
          {fieldErrors.documentIds && (
            <Text color="fg.error" fontSize="sm">
              {fieldErrors.documentIds}
            </Text>
          )}
          {canWork && (
            <SignRequestForm
              phone={order.clientPhone}
              onSubmit={send}
              busy={sending}
              disabled={busy}
              serverError={fieldErrors.phone}
            />
          )}
        </LoadState>
      </Stack>

      {link && codeEntry && (
        <Stack gap="2" data-testid="sign-code">
          <Text fontSize="sm">
            Ссылка на подписание {link.url} отправлена на номер {phone}. Код из СМС действует до{' '}
            {formatDateTime(link.expiresAt, order.timezone)}.
          </Text>
          <SmsCodeForm
            id="sign-code-form"
            busy={verifying}
            serverError={fieldErrors.smsCode}
            onSubmit={(smsCode) => actor.send({ type: 'code.verify', smsCode })}
          />
          {error && !fieldErrors.smsCode && (
            <Text color="fg.error" fontSize="sm">
              {error.message}
            </Text>
          )}
        </Stack>
      )}
      {locked && error && (
        <Notice
          status="warning"
          title={error.message}
          action={
            <Button size="xs" variant="outline" disabled={!canWork} onClick={() => send(phone)}>
              Отправить ссылку заново
            </Button>
          }
        />
      )}
      {signedNow && <Notice status="success" title="Документы подписаны кодом из СМС" />}

      <Stack gap="2">
        <Heading as="h3" size="sm">
          Подписанные документы
        </Heading>
        <LoadState
          loading={signedDocs.loading && !signedDocs.data}
          error={signedDocs.failed ? signedDocs.error : null}
          empty={signed.length === 0}
          onRetry={signedDocs.reload}
        >
          <List.Root gap="1" variant="plain">
            {signed.map((d) => (
              <List.Item key={d.documentId} data-testid="signed-doc">
                <Flex gap="3" align="center" wrap="wrap">
                  <Text>
                    {d.title} — подписан {formatDateTime(d.signedAt, order.timezone)}
                  </Text>
                  <CallButton
                    label="Открыть"
                    name={`orderPrint.openSigned.${d.documentId}`}
                    run={async () => openPdf(await fetchOrderDocFile(d.documentId))}
                  />
                </Flex>
              </List.Item>
            ))}
          </List.Root>
        </LoadState>
      </Stack>
    </Stack>
  );
}

import { Field, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  basketFieldErrors,
  type InvoiceBasketActor,
  legalOptions,
  promoOptions,
} from '../../../../../../../machines/invoices/invoiceBasketMachine';
import { formatMoney } from '../../../../../../shared/format';
import type { ClientPromo } from '../../../../../../shared/schemas/clients/clientExtras';
import type { PartnerLegal, PriceList } from '../../../../../../shared/schemas/invoice';
import { InvoiceBasketNumberInput } from './InvoiceBasketNumberInput';

const EMPTY_SELECT = 'Нет вариантов';
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const listLabel = (p: PriceList) => (p.partnerOfficeId === null ? p.name : `${p.name} (стационарный)`);
const legalLabel = (l: PartnerLegal) => `${l.name}${l.nds === null ? ', без НДС' : `, НДС ${l.nds} %`}`;
const promoLabel = ({ promo, deletedDate }: ClientPromo) =>
  `${promo.name}, ${promo.discount ? `−${formatMoney(promo.discount)}` : `−${String(promo.discountPercent).replace('.', ',')} %`}${deletedDate ? ' (неактивна)' : ''}`;

function BasketField({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root id={`invoiceEditor-${id}`} invalid={!!error} required={required} data-field={id}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * The invoice's own fields: the price list (required; another list over a filled basket asks first), the partner's
 * legal entity (the server's default when none is chosen), the percentage discount and the comment.
 */
export function InvoiceBasketFields({
  actor,
  priceListsLoaded,
  disabled,
}: {
  actor: InvoiceBasketActor;
  priceListsLoaded: boolean;
  disabled: boolean;
}) {
  const priceListId = useSelector(actor, (s) => s.context.draft.priceListId);
  const priceLists = useSelector(actor, (s) => s.context.priceLists);
  const partnerLegalId = useSelector(actor, (s) => s.context.draft.partnerLegalId);
  const legals = useSelector(actor, (s) => legalOptions(s.context), sameJson);
  const percent = useSelector(actor, (s) => s.context.draft.percentageDiscount);
  const clientPromoId = useSelector(actor, (s) => s.context.draft.clientPromoId);
  const promos = useSelector(actor, (s) => promoOptions(s.context), sameJson);
  const comment = useSelector(actor, (s) => s.context.draft.comment);
  const errors = useSelector(actor, (s) => basketFieldErrors(s.context), sameJson);
  // A stored invoice's list that is no longer offered still reads as chosen.
  const lists =
    priceListId !== null && !priceLists.some((p) => p.id === priceListId)
      ? [{ id: priceListId, label: `Прайс-лист № ${priceListId}` }]
      : [];
  const listOptions = [...lists, ...priceLists.map((p) => ({ id: p.id, label: listLabel(p) }))];

  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <BasketField id="priceListId" label="Прайс-лист" required error={errors.priceListId}>
          <NativeSelect.Root size="sm" disabled={disabled}>
            <NativeSelect.Field
              value={priceListId ?? ''}
              onChange={(e) =>
                e.target.value && actor.send({ type: 'basket.priceList.choose', priceListId: Number(e.target.value) })
              }
            >
              {listOptions.length === 0 ? (
                <option value="">{priceListsLoaded ? EMPTY_SELECT : 'Загрузка…'}</option>
              ) : (
                <>
                  <option value="" disabled>
                    Не выбрано
                  </option>
                  {listOptions.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.label}
                    </option>
                  ))}
                </>
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </BasketField>
        <BasketField id="partnerLegalId" label="Юридическое лицо партнёра" error={errors.partnerLegalId}>
          <NativeSelect.Root size="sm" disabled={disabled}>
            <NativeSelect.Field
              value={partnerLegalId ?? ''}
              onChange={(e) =>
                actor.send({
                  type: 'basket.legal.choose',
                  partnerLegalId: e.target.value ? Number(e.target.value) : null,
                })
              }
            >
              {legals.length === 0 && partnerLegalId === null ? (
                <option value="">{EMPTY_SELECT}</option>
              ) : (
                <>
                  <option value="">По умолчанию</option>
                  {partnerLegalId !== null && !legals.some((l) => l.id === partnerLegalId) && (
                    <option value={partnerLegalId}>Юридическое лицо № {partnerLegalId}</option>
                  )}
                  {legals.map((l) => (
                    <option key={l.id} value={l.id}>
                      {legalLabel(l)}
                    </option>
                  ))}
                </>
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </BasketField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <BasketField id="percentageDiscount" label="Скидка на счёт, %" error={errors.percentageDiscount}>
          <InvoiceBasketNumberInput
            label="Скидка на счёт, %"
            value={percent}
            emptyValue={0}
            disabled={disabled}
            invalid={!!errors.percentageDiscount}
            onCommit={(value) => actor.send({ type: 'basket.percent.set', value })}
          />
        </BasketField>
        <BasketField id="clientPromoId" label="Промоакция клиента" error={errors.clientPromoId}>
          <NativeSelect.Root size="sm" disabled={disabled}>
            <NativeSelect.Field
              value={clientPromoId ?? ''}
              onChange={(e) =>
                actor.send({
                  type: 'basket.promo.choose',
                  clientPromoId: e.target.value ? Number(e.target.value) : null,
                })
              }
            >
              <option value="">{promos.length === 0 ? EMPTY_SELECT : 'Без промоакции'}</option>
              {promos.map((p) => (
                <option key={p.id} value={p.id}>
                  {promoLabel(p)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </BasketField>
        <BasketField id="comment" label="Комментарий" error={errors.comment}>
          <Textarea
            size="sm"
            rows={2}
            value={comment}
            disabled={disabled}
            onChange={(e) => actor.send({ type: 'basket.comment.set', value: e.target.value })}
          />
        </BasketField>
      </SimpleGrid>
    </>
  );
}

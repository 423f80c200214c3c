import { Box, Button, Flex, Grid, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { getFormProps } from '@conform-to/react';
import type { TravelDictionaries } from '../../../../shared/schemas/travel/travelDictionaries';
import type { TravelPolicy } from '../../../../shared/schemas/travel/travelPolicies';
import { DateInput } from '../../../components/inputs/DateInput';
import { PhoneInput } from '../../../components/inputs/PhoneInput';
import { usePartnerChoice } from '../../../components/partnerChoice/usePartnerChoices';
import { RequiredNote } from '../../../components/RequiredNote';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { PolicyCountriesField } from './PolicyCountriesField';
import { PolicyInsuredField } from './PolicyInsuredField';
import { PolicyPremiumPanel } from './PolicyPremiumPanel';
import { PolicyRisksField } from './PolicyRisksField';
import { useTravelPolicyForm } from './useTravelPolicyForm';

interface Props {
  policy: TravelPolicy | null;
  dictionaries: TravelDictionaries;
  onSaved: (policy: TravelPolicy) => void;
  /** Where «Отмена» leads: a path (the create page) or the card's own close (editing a draft). */
  cancel: { to: string } | { close: () => void };
}

/**
 * A travel policy's form, for a new one and for a draft: the agent (platform staff only), company, currency,
 * countries, dates, holder, insured people, risks and promo code, with the live premium beside it.
 */
export function TravelPolicyForm({ policy, dictionaries, onSaved, cancel }: Props) {
  const { form, fields, guard, saving, premium, serverErrors } = useTravelPolicyForm({
    policy,
    dictionaries,
    onSaved,
    onCancel: 'close' in cancel ? cancel.close : undefined,
  });
  const partners = usePartnerChoice();
  const err = (meta: { name: string }) => serverErrors[meta.name];
  const leave = () => guard.requestLeave('to' in cancel ? { kind: 'navigate', to: cancel.to } : { kind: 'close' });

  return (
    <form {...getFormProps(form)} noValidate aria-label="Полис ВЗР" data-testid="travel-policy-form">
      {guard.restoredNotice}
      <Grid templateColumns={{ base: '1fr', lg: '1fr 22rem' }} gap="6" alignItems="start">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {!partners.locked && (
              <SelectField
                meta={fields.partnerId}
                label="Агент"
                placeholder="Без агента"
                options={partners.options}
                serverError={err(fields.partnerId)}
              />
            )}
            <SelectField
              meta={fields.insurerId}
              label="Страховая компания"
              required
              options={dictionaries.insuranceCompanies.map((c) => ({ value: c.id, label: c.name }))}
              serverError={err(fields.insurerId)}
            />
            <SelectField
              meta={fields.currencyCode}
              label="Валюта"
              required
              options={dictionaries.currencies.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }))}
              serverError={err(fields.currencyCode)}
            />
          </SimpleGrid>
          <PolicyCountriesField
            meta={fields.countryCodes}
            countries={dictionaries.countries}
            serverError={err(fields.countryCodes)}
          />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <DateInput meta={fields.startDate} label="Начало поездки" required serverError={err(fields.startDate)} />
            <DateInput meta={fields.endDate} label="Окончание поездки" required serverError={err(fields.endDate)} />
          </SimpleGrid>
          <Heading as="h2" size="sm">
            Страхователь
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <TextField meta={fields.holderName} label="ФИО" required serverError={err(fields.holderName)} />
            <PhoneInput meta={fields.holderPhone} label="Телефон" required serverError={err(fields.holderPhone)} />
            <TextField meta={fields.holderEmail} label="E-mail" type="email" serverError={err(fields.holderEmail)} />
          </SimpleGrid>
          <PolicyInsuredField form={form} field={fields.insured} serverErrors={serverErrors} />
          <PolicyRisksField field={fields.risks} risks={dictionaries.risks} serverErrors={serverErrors} />
          <Box maxW="xs">
            <TextField meta={fields.promoCode} label="Промокод" serverError={err(fields.promoCode)} />
          </Box>
          <RequiredNote />
          <Flex gap="2" justify="flex-end">
            <Button variant="outline" onClick={leave} disabled={saving}>
              Отмена
            </Button>
            <Button type="submit" colorPalette="blue" loading={saving} loadingText="Сохранение">
              {policy ? 'Сохранить' : 'Создать полис'}
            </Button>
          </Flex>
        </Stack>
        <PolicyPremiumPanel actor={premium} />
      </Grid>
      {guard.dialog}
    </form>
  );
}

import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import type { FieldMetadata } from '@conform-to/react';
import { SelectField } from '../../../components/SelectField';
import type { AxleText } from './orderFormValues';
import { TIRE_HEIGHTS, TIRE_WIDTHS, useTireBrandOptions, useTireModelOptions } from './orderOptions';

interface Props {
  meta: FieldMetadata<AxleText>;
  legend: string;
  /** Service 69 requires every size of a shown axle. */
  required: boolean;
  serverErrors: Record<string, string>;
}

/** One axle's tyres: brand, then the brand's model, width and height. */
export function AxleFields({ meta, legend, required, serverErrors }: Props) {
  const axle = meta.getFieldset();
  const brands = useTireBrandOptions();
  const brandId = Number(axle.brandId.value) || 0;
  const models = useTireModelOptions(brandId);
  const error = (name: string) => serverErrors[name];
  return (
    <Fieldset.Root data-testid={`axle-${meta.name}`}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField
          key={`brand:${brands.length}`}
          meta={axle.brandId}
          label="Производитель шин"
          options={brands}
          required={required}
          serverError={error(axle.brandId.name)}
        />
        {/* A new brand offers its own models: the old choice goes. */}
        <SelectField
          key={`model:${brandId}:${models.length}`}
          meta={axle.modelId}
          label="Модель шин"
          options={models}
          required={required}
          serverError={error(axle.modelId.name)}
        />
        <SelectField
          meta={axle.width}
          label="Ширина шин"
          options={TIRE_WIDTHS}
          required={required}
          serverError={error(axle.width.name)}
        />
        <SelectField
          meta={axle.height}
          label="Высота шин"
          options={TIRE_HEIGHTS}
          required={required}
          serverError={error(axle.height.name)}
        />
      </SimpleGrid>
    </Fieldset.Root>
  );
}

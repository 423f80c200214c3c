import type { FormMetadata } from '@conform-to/react';
import { z } from 'zod';
import { idField } from '../../../../shared/schemas/fields/resourceFields';
import type { ServiceBundle } from '../../../../shared/schemas/pricing/serviceBundles';
import { serviceBundleCreateSchema } from '../../../../shared/schemas/pricing/serviceBundles';
import {
  addBundleLink,
  createServiceBundle,
  removeBundleLink,
  updateServiceBundle,
} from '../../../api/pricing/nomenclatureApi';

// The bundle dialog's form: the server's bundle body (its rules and messages) plus the reference values the bundle
// applies to, which are saved after it by POST /service_bundle/link and DELETE /service_bundle/link/{id}.

export const bundleFormSchema = serviceBundleCreateSchema.extend({
  links: z.array(idField('Укажите значение справочника')).optional(),
});
export type BundleFormValues = z.output<typeof bundleFormSchema>;

export const bundleDefaults = (bundle: ServiceBundle | null) =>
  bundle
    ? {
        name: bundle.name,
        serviceId: bundle.serviceId,
        tireOperationRefValueId: bundle.tireOperationRefValueId,
        bundleItems: bundle.bundleItems.map((i) => ({ positionId: i.positionId, quantity: i.quantity })),
        links: bundle.links.map((l) => l.refValueId),
      }
    : { bundleItems: [{ quantity: 1 }], links: [] };

/**
 * Saves the bundle, then brings its links to the chosen values. `savedId` is the bundle made by an earlier attempt
 * whose links failed: the retry updates it instead of making a second one.
 */
export async function saveBundle(savedId: number | null, values: BundleFormValues): Promise<ServiceBundle> {
  const { links = [], ...body } = values;
  let bundle = savedId === null ? await createServiceBundle(body) : await updateServiceBundle(savedId, body);
  for (const link of bundle.links) if (!links.includes(link.refValueId)) bundle = await removeBundleLink(link.id);
  for (const refValueId of links)
    if (!bundle.links.some((l) => l.refValueId === refValueId))
      bundle = await addBundleLink({ bundleId: bundle.id, refValueId });
  return bundle;
}

/** The dialog's conform form and its fields, for the list parts of the dialog. */
export type BundleForm = FormMetadata<z.input<typeof bundleFormSchema>>;
export type BundleFields = ReturnType<BundleForm['getFieldset']>;

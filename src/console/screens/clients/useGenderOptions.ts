import { REF_IDS } from '../../../shared/referenceIds';
import type { SelectOption } from '../../components/SelectField';
import { useRefOptions } from '../../hooks/useRefOptions';

/** The values of reference 52 (gender) for the client form's select. */
export const useGenderOptions = (): SelectOption[] => useRefOptions(REF_IDS.gender);

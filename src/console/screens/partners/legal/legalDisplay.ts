import type { PartnerLegalCard } from '../../../../shared/schemas/partnerLegals';

/** The VAT column: '20 %' or 'Без НДС'. */
export const legalNds = (legal: Pick<PartnerLegalCard, 'nds'>) => (legal.nds === null ? 'Без НДС' : `${legal.nds} %`);

import type { PartnerLegalCard } from '../../../../shared/schemas/partners/partnerLegals';

/** The VAT column: '20 %' or 'Без НДС'. */
export const legalNds = (legal: Pick<PartnerLegalCard, 'nds'>) => (legal.nds === null ? 'Без НДС' : `${legal.nds} %`);

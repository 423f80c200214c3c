import { ERROR_CODES } from '../../shared/errorCodes';
import { unixToRuDate } from '../../shared/format';
import type { TravelPolicy } from '../../shared/schemas/travel/travelPolicies';
import { openPdf } from '../documents/pdfDocument';
import { AppError } from '../errors';

// The printable policy: a Russian PDF of an issued, paid, active or expired policy; an annulled one carries the word
// «АННУЛИРОВАН» across it; a draft has none (409).

const MARGIN = 48;

export const policyNotIssued = () => new AppError(409, ERROR_CODES.ineligibleState, 'Полис ещё не выпущен');

/** The file name a browser saves it under: RFC 5987 for the Russian name, an ASCII fallback for old clients. */
export function policyPdfDisposition(number: string): string {
  const ascii = `policy-${number.replace(/\D/g, '')}.pdf`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(`Полис ${number}.pdf`)}`;
}

/** Money with two decimals and thin-space thousands: 12 345,60. */
const money = (value: number) =>
  value.toLocaleString('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\u00a0/g, ' ');

export async function renderPolicyPdf(policy: TravelPolicy): Promise<Buffer> {
  if (policy.state === 'draft') throw policyNotIssued();
  const { doc, bytes } = await openPdf({ size: 'A4', margin: MARGIN, info: { Title: `Полис ${policy.number}` } });
  const line = (label: string, value: string) =>
    doc.font('bold').fontSize(10).text(`${label}: `, { continued: true }).font('regular').text(value);
  const heading = (text: string) => doc.moveDown(0.6).font('bold').fontSize(12).text(text).moveDown(0.2);

  doc.font('bold').fontSize(16).text('Полис страхования выезжающих за рубеж', { align: 'center' });
  doc.fontSize(14).text(`№ ${policy.number}`, { align: 'center' }).moveDown();
  line('Страховщик', policy.insurerName);
  if (policy.partnerName) line('Агент', policy.partnerName);
  line('Дата выпуска', unixToRuDate(policy.issuedAt ?? policy.createdAt));

  heading('Страхователь');
  line('ФИО', policy.holderName);
  line('Телефон', policy.holderPhone);
  if (policy.holderEmail) line('E-mail', policy.holderEmail);

  heading('Застрахованные');
  policy.insured.forEach((person, i) => {
    doc
      .font('regular')
      .fontSize(10)
      .text(
        `${i + 1}. ${person.lastName} ${person.firstName}, дата рождения ${unixToRuDate(person.birthDate)}, ` +
          `загранпаспорт ${person.passportSeries} № ${person.passportNumber}`,
      );
  });

  heading('Поездка');
  line('Страны', policy.countries.map((c) => c.name).join(', '));
  line(
    'Период страхования',
    `с ${unixToRuDate(policy.startDate)} по ${unixToRuDate(policy.endDate)} (${policy.days} дн.)`,
  );

  heading('Риски и страховые суммы');
  for (const risk of policy.risks) {
    doc
      .font('regular')
      .fontSize(10)
      .text(
        `${risk.riskName}: страховая сумма ${money(risk.sumInsured)} ${policy.currencyCode}, ` +
          `премия ${money(risk.premiumCurrency)} ${policy.currencyCode}`,
      );
  }

  heading('Страховая премия');
  line('Премия в валюте', `${money(policy.premiumCurrency)} ${policy.currencyCode}`);
  line('Курс', `${policy.rate} ₽ за 1 ${policy.currencyCode} на ${unixToRuDate(policy.rateDate)}`);
  line('Премия', `${money(policy.premium)} ₽`);
  if (policy.discount > 0) line(`Скидка по промокоду ${policy.promoCode ?? ''}`.trim(), `${money(policy.discount)} ₽`);
  line('Итого к оплате', `${money(policy.total)} ₽`);

  if (policy.state === 'annulled') {
    if (policy.annulReason) line('Причина аннулирования', policy.annulReason);
    doc.save();
    doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc
      .font('bold')
      .fontSize(64)
      .fillColor('#cc0000', 0.35)
      .text('АННУЛИРОВАН', 0, doc.page.height / 2 - 40, { width: doc.page.width, align: 'center' });
    doc.restore();
    doc.fillColor('black', 1);
  }
  doc.end();
  return bytes;
}

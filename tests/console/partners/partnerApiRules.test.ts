import { vi } from 'vitest';
import { ApiError } from '../../../src/console/api/ApiError';

// The console's error rules of seed §8 that live in the API modules: BINDING_ALREADY_EXISTS on binding an office
// service counts as success; ENTITY_NOT_FOUND on a partner legal lookup is no error (null); only available office
// services are kept (seed §5).

vi.mock('../../../src/console/api/httpClient', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn() } }));
const { http } = vi.mocked(await import('../../../src/console/api/httpClient'));
const { addOfficeService, fetchOfficeServices } = await import('../../../src/console/api/partners/officesApi');
const { fetchPartnerLegal } = await import('../../../src/console/api/partners/partnerLegalsApi');
const { createPartnerDocTemplate, searchFias } = await import('../../../src/console/api/partners/partnerContractsApi');

const refusal = (errorCode: string, status: number) => new ApiError({ message: 'Отказ', errorCode, status });

beforeEach(() => vi.clearAllMocks());

describe('partner API rules', () => {
  it('treats BINDING_ALREADY_EXISTS on an office service as success, and rethrows anything else', async () => {
    http.post.mockRejectedValueOnce(refusal('BINDING_ALREADY_EXISTS', 409));
    await expect(addOfficeService(7, { serviceId: 69, priceListId: null })).resolves.toBeUndefined();
    expect(http.post).toHaveBeenCalledWith('/offices/7/services', {
      serviceId: 69,
      priceListId: null,
      available: true,
    });
    http.post.mockRejectedValueOnce(refusal('ENTITY_NOT_FOUND', 404));
    await expect(addOfficeService(7, { serviceId: 69, priceListId: null })).rejects.toMatchObject({
      errorCode: 'ENTITY_NOT_FOUND',
    });
  });

  it('answers null for a partner legal that is not found, and rethrows other failures', async () => {
    http.get.mockRejectedValueOnce(refusal('ENTITY_NOT_FOUND', 404));
    await expect(fetchPartnerLegal(5)).resolves.toBeNull();
    http.get.mockRejectedValueOnce(refusal('ACCESS_DENIED', 403));
    await expect(fetchPartnerLegal(5)).rejects.toMatchObject({ errorCode: 'ACCESS_DENIED' });
  });

  it('keeps only the available office services', async () => {
    http.get.mockResolvedValueOnce({
      data: [
        { id: 1, available: true, serviceName: 'Шиномонтаж' },
        { id: 2, available: false, serviceName: 'Хранение' },
      ],
    });
    expect((await fetchOfficeServices(7)).map((s) => s.id)).toEqual([1]);
  });

  it('answers an empty list when the address search cannot reach the server', async () => {
    http.get.mockRejectedValueOnce(new ApiError({ message: 'Нет сети' }, true));
    await expect(searchFias('Екатерин')).resolves.toEqual([]);
    http.get.mockRejectedValueOnce(refusal('VALIDATION_ERROR', 400));
    await expect(searchFias('Е')).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });

  it('sends wheelsWidthDiffer false when a document template leaves it out', async () => {
    http.post.mockResolvedValueOnce({ data: { id: 1 } });
    await createPartnerDocTemplate({ name: 'Акт', body: 'Текст', partnerId: 3 } as never);
    expect(http.post).toHaveBeenCalledWith('/partner_doc_templates', {
      name: 'Акт',
      body: 'Текст',
      partnerId: 3,
      wheelsWidthDiffer: false,
    });
  });
});

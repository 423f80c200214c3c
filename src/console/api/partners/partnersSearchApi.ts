import type { CarmenOrderLead } from '../../../shared/schemas/carmen';
import type {
  B2bCustomer,
  CarParkVehicle,
  OfficeFreeDates,
  OfficeFreeSlots,
  PartnerCandidate,
  PartnerSearchInput,
  ServiceOffice,
} from '../../../shared/schemas/partners/partnerSearch';
import { http } from '../httpClient';

// Who can take an order, the B2B customers and their car park, the service offices
// and when an office is free, and the order's Carmen lead. One typed function per call.

export async function findPartnersForOrder(
  orderId: number,
  body: PartnerSearchInput = {},
): Promise<PartnerCandidate[]> {
  return (await http.post<PartnerCandidate[]>(`/partner/${orderId}/find/partner`, body)).data;
}
export async function fetchB2bCustomers(): Promise<B2bCustomer[]> {
  return (await http.get<B2bCustomer[]>('/partner/b2b_customers')).data;
}
export async function fetchCarPark(partnerId: number, showInactive = false): Promise<CarParkVehicle[]> {
  return (await http.get<CarParkVehicle[]>(`/partner/${partnerId}/car_park`, { params: { showInactive } })).data;
}
export async function addCarParkVehicle(partnerId: number, vehicleId: number): Promise<CarParkVehicle> {
  return (await http.post<CarParkVehicle>(`/partner/${partnerId}/car_park`, { vehicleId })).data;
}
export async function setCarParkVehicleActive(id: number, isActive: boolean): Promise<CarParkVehicle> {
  return (await http.put<CarParkVehicle>(`/partner/car_park/${id}`, { isActive })).data;
}
export async function fetchServiceOffices(serviceId?: number): Promise<ServiceOffice[]> {
  return (await http.get<ServiceOffice[]>('/service_office/offices', { params: serviceId ? { serviceId } : {} })).data;
}
export async function fetchOfficeFreeDates(officeId: number, year: number, month: number): Promise<OfficeFreeDates> {
  return (await http.get<OfficeFreeDates>(`/carmen/offices/${officeId}/dates`, { params: { year, month } })).data;
}
/** date: 'yyyy-MM-dd'. */
export async function fetchOfficeFreeSlots(officeId: number, date: string): Promise<OfficeFreeSlots> {
  return (await http.get<OfficeFreeSlots>(`/carmen/offices/${officeId}/time`, { params: { date } })).data;
}
export async function fetchCarmenOrderLead(orderId: number): Promise<CarmenOrderLead> {
  return (await http.get<CarmenOrderLead>(`/carmen/order/${orderId}`)).data;
}

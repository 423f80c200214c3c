import type {
  DriverOrdersQuery,
  DriverReport,
  DriverReportQuery,
  EvacuationList,
  EvacuationListQuery,
  EvacuationPrice,
  EvacuationPriceRequest,
  GeoRegion,
  MapConfig,
  PartnerOfficeRefuseInput,
  TAvarcomQuery,
  TowDriver,
  TowTruckBase,
} from '../../shared/schemas/evacuation';
import { http } from './httpClient';

// The evacuation and commissioner lists, the tow-truck calls, the partner office's refusal and the geo calls.
// One typed function per call.

export async function fetchEvacuationOrders(params: EvacuationListQuery): Promise<EvacuationList> {
  return (await http.get<EvacuationList>('/orders/evacuation', { params })).data;
}
export async function fetchDriverOrders(params: DriverOrdersQuery): Promise<EvacuationList> {
  return (await http.get<EvacuationList>('/orders/evacuation/by_user', { params })).data;
}
export async function fetchDriverReport(params: DriverReportQuery): Promise<DriverReport> {
  return (await http.get<DriverReport>('/orders/evacuation/by_user/report', { params })).data;
}
export async function fetchAvarcomOrders(params: EvacuationListQuery): Promise<EvacuationList> {
  return (await http.get<EvacuationList>('/orders/avarcom_and_realty', { params })).data;
}
export async function fetchTAvarcomOrders(params: TAvarcomQuery): Promise<EvacuationList> {
  return (await http.get<EvacuationList>('/orders/t_avarcom', { params })).data;
}
export async function refusePartnerOffice(body: PartnerOfficeRefuseInput): Promise<{ ok: true; orderId: number }> {
  return (await http.post<{ ok: true; orderId: number }>('/orders/partner_office_refuse', body)).data;
}
export async function calculateEvacuationPrice(body: EvacuationPriceRequest): Promise<EvacuationPrice> {
  return (await http.post<EvacuationPrice>('/users/evacuation_price', body)).data;
}
/** Drivers of one truck type (reference 918) when given. */
export async function fetchTowDrivers(refValueId?: number): Promise<TowDriver[]> {
  return (await http.get<TowDriver[]>('/users/tow_truck/drivers', { params: refValueId ? { refValueId } : {} })).data;
}
/** Bases of the order's partner nearest first; every base without an order. */
export async function fetchTowTruckBases(orderId?: number): Promise<TowTruckBase[]> {
  return (await http.get<TowTruckBase[]>('/partner_office/tow_truck_bases', { params: orderId ? { orderId } : {} }))
    .data;
}
export async function fetchRegionTimezone(fiasId: string): Promise<GeoRegion> {
  return (await http.get<GeoRegion>(`/geo/timezone/${encodeURIComponent(fiasId)}`)).data;
}
export async function fetchGeoRegions(): Promise<GeoRegion[]> {
  return (await http.get<GeoRegion[]>('/geo/regions')).data;
}
export async function fetchMapConfig(): Promise<MapConfig> {
  return (await http.get<MapConfig>('/geo/map_config')).data;
}

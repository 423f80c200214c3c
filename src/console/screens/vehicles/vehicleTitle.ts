/** 'Kia Rio, А123ВС77': how a vehicle is named in titles and lists. */
export function vehicleTitle(vehicle: { makeTitle: string | null; modelTitle: string | null; number: string }): string {
  const name = [vehicle.makeTitle, vehicle.modelTitle].filter(Boolean).join(' ');
  return name ? `${name}, ${vehicle.number}` : vehicle.number;
}

import { DateTime } from 'luxon';
import type { GeoRegion } from '../../../shared/schemas/evacuation';
import type { FilterOption } from '../../components/dataTable/tableTypes';

// The time-zone filter's choices: the IANA zones the regions use, named by their city in Russian with the zone's
// offset today ('Москва (UTC+3)'), west to east.

const CITIES: Record<string, string> = {
  'Europe/Kaliningrad': 'Калининград',
  'Europe/Moscow': 'Москва',
  'Europe/Samara': 'Самара',
  'Europe/Volgograd': 'Волгоград',
  'Asia/Yekaterinburg': 'Екатеринбург',
  'Asia/Omsk': 'Омск',
  'Asia/Novosibirsk': 'Новосибирск',
  'Asia/Krasnoyarsk': 'Красноярск',
  'Asia/Irkutsk': 'Иркутск',
  'Asia/Yakutsk': 'Якутск',
  'Asia/Vladivostok': 'Владивосток',
  'Asia/Sakhalin': 'Сахалин',
  'Asia/Magadan': 'Магадан',
  'Asia/Kamchatka': 'Камчатка',
};

/** 'UTC+3', 'UTC+5:30', 'UTC−1': the zone's offset at `at`. */
export function utcOffsetLabel(zone: string, at: DateTime = DateTime.now()): string {
  const minutes = at.setZone(zone).offset;
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
}

/** 'Москва (UTC+3)'; a zone without a Russian name shows its own city part ('Asia/Chita' -> 'Chita'). */
export function zoneLabel(zone: string, at: DateTime = DateTime.now()): string {
  const city = CITIES[zone] ?? zone.split('/').pop()!.replaceAll('_', ' ');
  return `${city} (${utcOffsetLabel(zone, at)})`;
}

export function zoneOptions(regions: GeoRegion[], at: DateTime = DateTime.now()): FilterOption[] {
  const zones = [...new Set(regions.map((r) => r.timezone))];
  return zones
    .map((zone) => ({ zone, offset: at.setZone(zone).offset }))
    .sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone))
    .map(({ zone }) => ({ value: zone, label: zoneLabel(zone, at) }));
}

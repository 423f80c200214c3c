import type { Channel } from '../../shared/channels';

// Where the demo's clients, orders and appointments came from, and the UTM marks of the links that brought the site's
// and the app's ones: about 55% by the operator, 30% from the mobile app, 10% from the site and 5% from partners.
// Drawn from a hash of the row's index (and a salt per table), never at random, so every demo database is the same
// and a channel does not follow the service or status rotations of the generators.

export interface DemoOrigin {
  channel: Channel;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

const SOURCES = ['yandex', 'google', 'vk', 'telegram'];
const MEDIUMS = ['cpc', 'social', 'email'];
const CAMPAIGNS = ['spring_tyres', 'autumn_tyres', 'evacuation_24', 'app_install', 'bonus_x2'];

/** A well-mixed 32-bit number of n (murmur3's finaliser). */
function mix(n: number): number {
  let x = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** The channel and marks of the `index`-th row of a table (`salt` tells the tables apart). */
export function demoOriginOf(index: number, salt: number): DemoOrigin {
  const share = mix(index * 31 + salt) % 100;
  const channel: Channel = share < 55 ? 'operator' : share < 85 ? 'mobile' : share < 95 ? 'site' : 'partner';
  const draw = mix(index * 131 + salt * 7 + 1);
  // One in five of the site's and the app's came with no marks (typed the address, opened the app by hand).
  if ((channel !== 'site' && channel !== 'mobile') || draw % 5 === 0) {
    return { channel, utmSource: null, utmMedium: null, utmCampaign: null };
  }
  const source = SOURCES[(draw >>> 3) % SOURCES.length];
  // Social networks bring their clicks as 'social', the search engines as paid clicks or newsletters.
  const medium = source === 'vk' || source === 'telegram' ? 'social' : MEDIUMS[(draw >>> 7) % 2 === 0 ? 0 : 2];
  const campaign = (draw >>> 11) % 4 === 0 ? null : CAMPAIGNS[(draw >>> 13) % CAMPAIGNS.length];
  return { channel, utmSource: source, utmMedium: medium, utmCampaign: campaign };
}

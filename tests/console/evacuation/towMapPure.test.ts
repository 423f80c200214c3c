import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { clusterPoints } from '../../../src/console/screens/evacuation/clusterPoints';
import { utcOffsetLabel, zoneLabel, zoneOptions } from '../../../src/console/screens/evacuation/timezoneOptions';

describe('clusterPoints', () => {
  const at = (id: number, x: number, y: number) => ({ x, y, item: { id } });
  const ids = (clusters: { items: { id: number }[] }[]) => clusters.map((c) => c.items.map((i) => i.id));

  it('merges points closer than the radius, with a count and the mean position', () => {
    const clusters = clusterPoints(
      [at(1, 100, 100), at(2, 110, 100), at(3, 300, 300), at(4, 100, 120)],
      (i) => i.id,
      30,
    );
    expect(ids(clusters)).toEqual([[1, 2, 4], [3]]);
    expect(clusters[0]).toMatchObject({ key: '1', x: 310 / 3, y: 320 / 3 });
    expect(clusters[1]).toMatchObject({ key: '3', x: 300, y: 300 });
  });

  it('keeps points at or beyond the radius apart, and every point in exactly one cluster', () => {
    expect(ids(clusterPoints([at(1, 0, 0), at(2, 30, 0)], (i) => i.id, 30))).toEqual([[1], [2]]);
    const many = Array.from({ length: 200 }, (_, i) => at(i, (i * 37) % 500, (i * 53) % 300));
    const clusters = clusterPoints(many, (i) => i.id);
    expect(clusters.flatMap((c) => c.items.map((i) => i.id)).sort((a, b) => a - b)).toEqual(many.map((p) => p.item.id));
    expect(clusters.length).toBeLessThan(many.length);
    expect(clusterPoints([], (i: { id: number }) => i.id)).toEqual([]);
  });

  it('splits a cluster once zoomed in: the same points twice as far apart', () => {
    const points = [at(1, 100, 100), at(2, 120, 100)];
    expect(clusterPoints(points, (i) => i.id, 30)).toHaveLength(1);
    expect(
      clusterPoints(
        points.map((p) => ({ ...p, x: p.x * 2 })),
        (i) => i.id,
        30,
      ),
    ).toHaveLength(2);
  });
});

describe('time-zone labels', () => {
  const winter = DateTime.fromISO('2025-01-15T12:00:00Z');

  it('names a zone by its city with its offset', () => {
    expect(zoneLabel('Europe/Moscow', winter)).toBe('Москва (UTC+3)');
    expect(zoneLabel('Europe/Kaliningrad', winter)).toBe('Калининград (UTC+2)');
    expect(zoneLabel('Asia/Kamchatka', winter)).toBe('Камчатка (UTC+12)');
    expect(zoneLabel('America/New_York', winter)).toBe('New York (UTC−5)');
    expect(utcOffsetLabel('Asia/Kolkata', winter)).toBe('UTC+5:30');
  });

  it('offers each zone of the regions once, west to east', () => {
    const region = (timezone: string) => ({ fiasId: timezone, name: timezone, timezone });
    const options = zoneOptions(
      [region('Asia/Omsk'), region('Europe/Moscow'), region('Europe/Kaliningrad'), region('Europe/Moscow')],
      winter,
    );
    expect(options).toEqual([
      { value: 'Europe/Kaliningrad', label: 'Калининград (UTC+2)' },
      { value: 'Europe/Moscow', label: 'Москва (UTC+3)' },
      { value: 'Asia/Omsk', label: 'Омск (UTC+6)' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { loginHref, safeRedirect } from '../../../src/console/routes/loginHref';
import { sortRoutes } from '../../../src/console/routes/sortRoutes';
import { buildMenu } from '../../../src/console/shell/menuItems';
import { SCREENS } from '../../../src/shared/screens';

describe('sortRoutes', () => {
  it('puts static segments before parameters at the same depth', () => {
    const order = sortRoutes(SCREENS).map((s) => s.path);
    expect(order.indexOf('/vehicle/changes')).toBeLessThan(order.indexOf('/vehicle/:id/'));
    expect(order.indexOf('/orders/archive')).toBeLessThan(order.indexOf('/orders/:code'));
    expect(order.indexOf('/users/online')).toBeLessThan(order.indexOf('/users/:code'));
    expect(order.indexOf('/partners/legal')).toBeLessThan(order.indexOf('/partners/:code'));
  });
});

describe('buildMenu', () => {
  const perm = (operationKey: string, available = true) => ({
    operationKey,
    available,
    permissionInsert: false,
    permissionUpdate: false,
    permissionDelete: false,
  });

  it('shows only items whose key is available and drops empty groups', () => {
    const { top, sections } = buildMenu([perm('reference.person.card'), perm('orders.active'), perm('roles', false)]);
    expect(top.map((s) => s.title)).toEqual(['Поиск клиента']);
    expect(sections.map((s) => s.title)).toEqual(['Заявки']);
    expect(sections[0].items.map((s) => s.path)).toEqual(['/orders']);
  });

  it('merges several permissions for one key by OR', () => {
    const { sections } = buildMenu([perm('roles', false), perm('roles', true)]);
    expect(sections.flatMap((s) => s.items.map((i) => i.path))).toEqual(['/roles']);
  });
});

describe('login redirects', () => {
  it('keeps the way back and refuses other sites', () => {
    expect(loginHref('/orders?x=1')).toBe('/login?redirectTo=%2Forders%3Fx%3D1');
    expect(loginHref('/')).toBe('/login');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/users')).toBe('/users');
    expect(safeRedirect(null)).toBe('/');
  });
});

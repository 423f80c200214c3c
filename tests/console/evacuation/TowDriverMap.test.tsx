import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { EvacuationOrderRow, TowTruckBase } from '../../../src/shared/schemas/evacuation';

const { TowDriverMap } = await import('../../../src/console/screens/evacuation/TowDriverMap');

const order = (id: number, latitude: number | null, longitude: number | null, address: string): EvacuationOrderRow => ({
  id,
  number: `2506-00000${id}`,
  createdDate: 1_750_000_000,
  plannedDate: null,
  statusRefValueId: 9011,
  statusRefValueName: 'Новая',
  serviceId: 13,
  serviceName: 'Эвакуация',
  clientFio: null,
  clientPhone: null,
  vehicleTitle: null,
  vehicleNumber: null,
  address,
  destinationAddress: null,
  latitude,
  longitude,
  timezone: 'Europe/Moscow',
  driverUserId: null,
  driverFio: null,
  cost: null,
});
const ORDERS = [
  order(1, 55.7558, 37.6173, 'Москва, ул. Тверская, д. 15'),
  order(2, 55.7562, 37.6181, 'Москва, ул. Тверская, д. 17'),
  order(3, 59.9343, 30.3351, 'Санкт-Петербург, Невский пр-т, д. 88'),
  order(4, null, null, 'Казань, ул. Баумана, д. 19'),
];
const BASES: TowTruckBase[] = [
  {
    id: 7,
    partnerId: 3,
    partnerName: 'Эвакуатор-Сервис',
    officeId: null,
    name: 'База «Юг»',
    address: 'Москва, Варшавское ш., д. 170',
    latitude: 55.5907,
    longitude: 37.6086,
    distanceKm: null,
  },
];

function renderMap(tileUrl: string | null = null) {
  const onOpenOrder = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <TowDriverMap orders={ORDERS} bases={BASES} tileUrl={tileUrl} onOpenOrder={onOpenOrder} />
    </ChakraProvider>,
  );
  return { onOpenOrder, user: userEvent.setup() };
}

describe('TowDriverMap', () => {
  it('draws orders, clusters and bases as labelled buttons; counts what has no point', () => {
    renderMap();
    const map = screen.getByRole('region', { name: 'Карта эвакуаторов' });
    expect(
      within(map).getByRole('button', { name: 'Заявка 2506-000003, Санкт-Петербург, Невский пр-т, д. 88' }),
    ).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Группа заявок: 2. Приблизить' })).toHaveTextContent('2');
    expect(
      within(map).getByRole('button', { name: 'База эвакуаторов База «Юг», Москва, Варшавское ш., д. 170' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Заявок на карте: 3')).toBeInTheDocument();
    expect(screen.getByText('Без координат: 1')).toBeInTheDocument();
    expect(map.querySelectorAll('img')).toHaveLength(0);
  });

  it('opens an order and zooms into a cluster until its orders come apart', async () => {
    const { onOpenOrder, user } = renderMap();
    await user.click(screen.getByRole('button', { name: /^Заявка 2506-000003/ }));
    expect(onOpenOrder).toHaveBeenCalledWith(ORDERS[2]);
    await user.click(screen.getByRole('button', { name: 'Группа заявок: 2. Приблизить' }));
    expect(screen.queryByRole('button', { name: /^Группа заявок/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Заявка 2506-000001, Москва, ул. Тверская, д. 15' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Заявка 2506-000002, Москва, ул. Тверская, д. 17' })).toBeInTheDocument();
    // St Petersburg is now far off screen: not drawn.
    expect(screen.queryByRole('button', { name: /^Заявка 2506-000003/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Показать все точки' }));
    expect(screen.getByRole('button', { name: 'Группа заявок: 2. Приблизить' })).toBeInTheDocument();
  });

  it('zooms with the buttons and the wheel, pans by dragging', async () => {
    const { user } = renderMap();
    const spb = () => screen.getByRole('button', { name: /^Заявка 2506-000003/ });
    const left = () => parseFloat(spb().style.left);
    const start = left();
    const map = screen.getByRole('region', { name: 'Карта эвакуаторов' });
    fireEvent.pointerDown(map, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(map, { clientX: 130, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(map, { pointerId: 1 });
    expect(left()).toBeCloseTo(start + 30, 6);
    await user.click(screen.getByRole('button', { name: 'Отдалить' }));
    const out = left();
    expect(Math.abs(out - 400)).toBeLessThan(Math.abs(start + 30 - 400));
    fireEvent.wheel(map, { deltaY: -300, clientX: 400, clientY: 240 });
    expect(left()).toBeCloseTo(start + 30, 6);
    expect(screen.getByRole('button', { name: 'Приблизить' })).toBeEnabled();
  });

  it('draws the XYZ tiles under the points when a tile server is set', () => {
    renderMap('https://tile.example/{z}/{x}/{y}.png');
    const tiles = [...screen.getByRole('region', { name: 'Карта эвакуаторов' }).querySelectorAll('img')];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((img) => /^https:\/\/tile\.example\/\d+\/\d+\/\d+\.png$/.test(img.getAttribute('src')!))).toBe(
      true,
    );
  });
});

import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import type { Client } from '../../../src/shared/schemas/clients/clientEntity';
import type { Permission } from '../../../src/shared/schemas/users';

// What the client screens' tests share: a client, permission sets and the render with the router.

export const demoClient = (patch: Partial<Client> = {}): Client => ({
  id: 7,
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  createdDate: 1_700_000_000,
  statusRefValueId: 76,
  statusRefValueName: 'Активный',
  createdByUserName: 'Администраторов Александр',
  dateOfBirth: '1980-03-15',
  genderRefValueId: 9001,
  partnerName: 'Автосервис Демо',
  bonus: 120,
  suppressMessageToTelegramChat: false,
  suppressSms: false,
  phoneNumber: '+79161234567',
  address: 'Москва, ул. Тверская, д. 1',
  email: 'ivan@mail.ru',
  contactPhoneNumber1: '+79160000001',
  contactPhoneNumber2: null,
  passportSeries: '4510',
  passportNumber: '123456',
  passportIssuedDate: '2010-05-20',
  passportIssued: 'ГУ МВД России по г. Москве',
  passportIssuedCode: '770-001',
  snils: '11223344595',
  drivingLicense: '77 11 654321',
  isBlocked: false,
  ...patch,
});

const ALL = { available: true, permissionInsert: true, permissionUpdate: true, permissionDelete: true };
export const grant = (operationKey: string, flags: Partial<Omit<Permission, 'operationKey'>> = ALL): Permission => ({
  operationKey,
  available: false,
  permissionInsert: false,
  permissionUpdate: false,
  permissionDelete: false,
  ...flags,
});

/** Everything the client screens ask about, with every flag: the admin. */
export const ADMIN_PERMISSIONS: Permission[] = [
  'reference.person.card',
  'order.client',
  'reference.client.email',
  'reference.person.findByName',
  'reference.person.card.personal.data',
  'reference.person.card.contact.detail',
].map((key) => grant(key));

/** The demo operator: the card and order.client without delete; none of the field-group keys. */
export const OPERATOR_PERMISSIONS: Permission[] = [
  grant('reference.person.card'),
  grant('order.client', { available: true, permissionInsert: true, permissionUpdate: true }),
];

/** Renders the routes at `url` in the browser location (the dirty guard reads window.location). */
export function renderAt(url: string, routes: { path: string; element: ReactNode }[]) {
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  const view = render(
    <ChakraProvider value={defaultSystem}>
      <Router>
        <Switch>
          {routes.map((r) => (
            <Route key={r.path} path={r.path}>
              {r.element}
            </Route>
          ))}
        </Switch>
      </Router>
    </ChakraProvider>,
  );
  return { ...view, user };
}

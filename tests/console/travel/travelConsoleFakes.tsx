import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { TravelDictionaries } from '../../../src/shared/schemas/travel/travelDictionaries';

// What the travel screens' tests share: the dictionaries as the server answers them and a page under a route.

export const DICTIONARIES: TravelDictionaries = {
  countries: [],
  currencies: [],
  insuranceCompanies: [],
  risks: [],
  policyStatuses: [],
  paymentStatuses: [],
  paymentTypes: [
    { id: 1, code: 'card', name: 'Банковская карта', requiresInvoice: false, requiresCash: false },
    { id: 2, code: 'cash', name: 'Наличные', requiresInvoice: false, requiresCash: true },
    { id: 3, code: 'transfer', name: 'Безналичный перевод', requiresInvoice: true, requiresCash: false },
  ],
  paymentCashes: [{ id: 7, name: 'Касса № 1', address: 'Москва, Тверская, 1' }],
};

export function renderAt(path: string, route: string, page: ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path={route}>{page}</Route>
      </Router>
    </ChakraProvider>,
  );
  return { user: userEvent.setup(), location };
}

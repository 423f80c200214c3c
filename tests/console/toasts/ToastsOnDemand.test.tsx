import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { ToastsOnDemand } from '../../../src/console/toasts/ToastsOnDemand';
import { notify, toaster } from '../../../src/console/toasts/toaster';

// Signed out, the toast region loads with the first toast (its chunk stays off the login page); that first toast,
// created before the region existed, is shown all the same.
describe('ToastsOnDemand', () => {
  afterEach(() => act(() => toaster.remove()));

  it('renders nothing until a toast comes, then shows that toast', async () => {
    const { container } = render(
      <ChakraProvider value={defaultSystem}>
        <ToastsOnDemand />
      </ChakraProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Уведомления' })).toBeNull();
    expect(container).toBeEmptyDOMElement();
    act(() => notify({ type: 'error', title: 'Ошибка: ', description: 'Возникла ошибка сети' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Возникла ошибка сети');
  });
});

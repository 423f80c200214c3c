import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { AppToaster } from '../../../src/console/toasts/AppToaster';
import { notify, TOAST_OFFSETS, TOAST_PLACEMENT, toaster } from '../../../src/console/toasts/toaster';

// The header's controls (bell, profile menu) and the pages' title-row actions ('Создать заявку') sit at the top, the
// footer at the bottom: toasts stand bottom right, lifted above the footer. Layout itself is checked in the browser
// (tests/e2e/operatorDay.spec.ts compares the boxes); here, that the group is placed so.
describe('AppToaster', () => {
  afterEach(() => act(() => toaster.remove()));

  it('shows toasts in the bottom-end group, lifted above the footer', async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <AppToaster />
      </ChakraProvider>,
    );
    act(() => notify({ type: 'success', title: 'Успех', description: 'Заявка сохранена' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Заявка сохранена');
    const group = toast.closest('[data-part=group]') as HTMLElement;
    expect(TOAST_PLACEMENT).toBe('bottom-end');
    expect(group.dataset.placement).toBe('bottom-end');
    expect(group.style.getPropertyValue('--viewport-offset-bottom')).toBe(TOAST_OFFSETS.bottom);
    expect(group.style.getPropertyValue('top')).toBe('');
  });
});

import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { Notice, type NoticeStatus } from '../../../src/console/components/Notice';

// The kit's message box: what a screen reader is told depends on the kind of message, set here for every screen.

const renderNotice = (node: React.ReactNode) => render(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);

describe('Notice', () => {
  it.each<[NoticeStatus, string, string | null]>([
    ['error', 'alert', null],
    ['warning', 'alert', null],
    ['info', 'status', 'polite'],
    ['success', 'status', 'polite'],
  ])('a %s message is role="%s"', (status, role, live) => {
    renderNotice(<Notice status={status} title="Текст сообщения" data-testid="notice" />);
    const box = screen.getByTestId('notice');
    expect(box).toHaveAttribute('role', role);
    if (live) expect(box).toHaveAttribute('aria-live', live);
    expect(screen.getByRole(role)).toHaveTextContent('Текст сообщения');
  });

  it('reads a warning that can wait politely', () => {
    renderNotice(<Notice status="warning" polite title="Федеральный выходной" data-testid="notice" />);
    expect(screen.getByTestId('notice')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('notice')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the title, the description and the action', () => {
    renderNotice(
      <Notice
        status="info"
        title="Уведомления"
        description="Включите уведомления"
        action={<Button size="sm">Включить</Button>}
      />,
    );
    const box = screen.getByRole('status');
    expect(box).toHaveTextContent('Уведомления');
    expect(box).toHaveTextContent('Включите уведомления');
    expect(screen.getByRole('button', { name: 'Включить' })).toBeInTheDocument();
  });
});

import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { currentSupportEmail } from './supportEmail';

interface State {
  error: Error | null;
}

/** Last line of defence: a render error shows a message and a way back instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey?: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box data-testid="error-boundary" role="alert" p="8">
        <Heading as="h1" size="lg" mb="2">
          Что-то пошло не так
        </Heading>
        <Text mb="2">{this.state.error.message}</Text>
        <Text mb="4" color="fg.muted">
          Попробуйте повторить. Если ошибка повторится, отправьте её текст на {currentSupportEmail()}.
        </Text>
        <Button onClick={() => this.setState({ error: null })}>повторить</Button>
      </Box>
    );
  }
}

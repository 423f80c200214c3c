import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toaster } from './toaster';

/**
 * The toasts. Their region is a polite live region (zag's); each toast is read out as it comes: an error at once
 * (role="alert"), the others politely (role="status"), the same split as the kit's Notice.
 */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label="Уведомления">
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            data-testid="toast"
            role={toast.type === 'error' ? 'alert' : 'status'}
            aria-live={toast.type === 'error' ? 'assertive' : 'polite'}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label="Закрыть" />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

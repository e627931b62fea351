// Confirmations that need no answer ('Successfully Saved!', 'The logo has been updated.') are toasts: they
// show in a corner for a few seconds and never cover the page or take its focus, so a user saves and goes on
// at once. A message that must be read and acknowledged stays a dialog (Dialogs.tsx).
import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/** How long a toast shows (hovering it pauses the count). */
export const TOAST_MS = 5000;

/** The app's one toaster: `toaster.success({ title })` from anywhere (useDialogs().success is the usual way). */
export const toaster = createToaster({ placement: 'bottom-end', duration: TOAST_MS, pauseOnPageIdle: true, max: 4 });

/** Where the toasts show; rendered once, by the DialogProvider. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="app-toast" data-type={toast.type}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

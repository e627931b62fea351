// The frame of a dialog over the page: a title, a body, an optional footer of buttons and the × in the corner.
// Escape, the × or a click outside (unless `closeOnInteractOutside` is false, e.g. for a half-filled form)
// calls onClose; the caller decides what closing means (drop a draft, refuse while saving). The app's own
// alerts and confirmations are ./Dialogs.tsx; this is for a dialog with content of its own.
import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

export function ModalDialog({
  open = true, onClose, title, testId, footer, children, closeDisabled, bodyProps, placement = 'center', ...root
}: Pick<Dialog.RootProps, 'size' | 'placement' | 'scrollBehavior' | 'closeOnInteractOutside' | 'onExitComplete'> & {
  open?: boolean;
  onClose(): void;
  title: ReactNode;
  /** The dialog content's data-testid. */
  testId?: string;
  footer?: ReactNode;
  children: ReactNode;
  /** The × cannot be used (e.g. while saving). */
  closeDisabled?: boolean;
  bodyProps?: Dialog.BodyProps;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => { if (!e.open) onClose(); }} placement={placement} {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            {footer !== undefined && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild><CloseButton size="sm" disabled={closeDisabled} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

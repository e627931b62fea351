// The dialog an account, a custom audience or an LLA tag is edited in: centred, closed by its button or
// Escape but not by a click outside (a half-filled form is not lost), its body the form.
import type { ReactNode } from 'react';
import { ModalDialog } from '../../components/ModalDialog.tsx';

export function FormDialog({ title, size, testId, onClose, children }: { title: ReactNode; size?: 'lg'; testId?: string; onClose(): void; children: ReactNode }) {
  return (
    <ModalDialog title={title} size={size} testId={testId} onClose={onClose} closeOnInteractOutside={false} bodyProps={{ pb: '6' }}>
      {children}
    </ModalDialog>
  );
}

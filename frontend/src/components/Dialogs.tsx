// App-wide dialogs with the spec's titles (000 §8): error dialogs close themselves after 5 s, or after 10 s
// when an OK button shows; confirmations wait for an answer. A success that needs no answer is a toast
// (./Toaster.tsx), so a save never blocks the page; one with an OK button (e.g. 'Account Verification', which
// asks the user to go and check their e-mail) stays a dialog. A flow may name its own button and keep its
// error until it is acknowledged (the order screen's 'Oops!'/'Okay', 002 §8).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { DIALOG_AUTO_CLOSE_MS, DIALOG_AUTO_CLOSE_WITH_OK_MS, DIALOG_TITLES } from '../constants.ts';
import { Toaster, toaster } from './Toaster.tsx';

interface DialogSpec {
  id: number;
  kind: 'alert' | 'confirm' | 'progress';
  status: 'error' | 'success' | 'info';
  title: string;
  message?: ReactNode;
  ok?: boolean;
  okLabel?: string;
  stay?: boolean;
  testId?: string;
  resolve?: (answer: boolean) => void;
}

export interface AlertOptions {
  title?: string;
  message?: ReactNode;
  /** Show an OK button (the dialog then stays 10 s instead of 5 s). */
  ok?: boolean;
  /** The OK button's text (shows the button). */
  okLabel?: string;
  /** Stay until the user closes it (no auto-close): the flow waits for the user to read why it stopped. */
  stay?: boolean;
  /** The dialog's test id instead of 'app-dialog'. */
  testId?: string;
}

export interface Dialogs {
  error(options: AlertOptions | string): void;
  /** A toast; with `ok`, a dialog the user acknowledges. */
  success(options: AlertOptions | string): void;
  /** Resolves with the answer; `signal` takes the question back (it then resolves false). */
  confirm(options: { title?: string; message?: ReactNode; confirmLabel?: string; signal?: AbortSignal } | string): Promise<boolean>;
  /** A dialog that stays until the returned function is called (e.g. 'Uploading cropped image...'). */
  progress(title: string, message?: ReactNode): () => void;
}

const DialogsContext = createContext<Dialogs | null>(null);

export const autoCloseMs = (ok: boolean | undefined) => (ok ? DIALOG_AUTO_CLOSE_WITH_OK_MS : DIALOG_AUTO_CLOSE_MS);

export function DialogProvider({ children }: { children: ReactNode }) {
  const [dialogs, setDialogs] = useState<DialogSpec[]>([]);
  const nextId = useRef(1);
  const close = useCallback((id: number, answer = false) => {
    setDialogs((all) => {
      all.find((d) => d.id === id)?.resolve?.(answer);
      return all.filter((d) => d.id !== id);
    });
  }, []);
  const push = useCallback((spec: Omit<DialogSpec, 'id'>) => {
    const id = nextId.current++;
    setDialogs((all) => [...all, { ...spec, id }]);
    return id;
  }, []);
  const api = useMemo<Dialogs>(() => {
    const norm = (o: AlertOptions | string): AlertOptions => (typeof o === 'string' ? { message: o } : o);
    return {
      error: (o) => void push({ kind: 'alert', status: 'error', title: DIALOG_TITLES.error, ...norm(o) } as DialogSpec),
      success: (o) => {
        const { title, message, ok } = norm(o);
        if (ok) return void push({ kind: 'alert', status: 'success', title: title ?? DIALOG_TITLES.success, message, ok } as DialogSpec);
        // A toast says it in one line: the message as its title, or the given title with the message below.
        toaster.success(title ? { title, description: message } : { title: message ?? DIALOG_TITLES.success });
      },
      confirm: (o) =>
        new Promise<boolean>((resolve) => {
          const opts = typeof o === 'string' ? { message: o } : o;
          const id = push({ kind: 'confirm', status: 'info', title: opts.title ?? DIALOG_TITLES.confirm, message: opts.message, resolve });
          opts.signal?.addEventListener('abort', () => close(id, false), { once: true });
        }),
      progress: (title, message) => {
        const id = push({ kind: 'progress', status: 'info', title, message });
        return () => close(id);
      },
    };
  }, [push, close]);
  const top = dialogs[dialogs.length - 1];
  return (
    <DialogsContext.Provider value={api}>
      {children}
      <Toaster />
      {top && <AppDialog key={top.id} spec={top} onClose={(answer) => close(top.id, answer)} />}
    </DialogsContext.Provider>
  );
}

function AppDialog({ spec, onClose }: { spec: DialogSpec; onClose(answer?: boolean): void }) {
  const ok = spec.ok || spec.okLabel !== undefined;
  useEffect(() => {
    if (spec.kind !== 'alert' || spec.stay) return undefined;
    const timer = setTimeout(() => onClose(false), autoCloseMs(ok));
    return () => clearTimeout(timer);
  }, [spec, ok, onClose]);
  const color = spec.status === 'error' ? 'red.600' : spec.status === 'success' ? 'green.600' : undefined;
  return (
    <Dialog.Root
      open
      role={spec.kind === 'confirm' || spec.stay ? 'alertdialog' : 'dialog'}
      closeOnInteractOutside={spec.kind === 'alert'}
      // Only a click outside closes an alert: focus moving out (e.g. another dialog closing and restoring
      // focus to its trigger just as this one opens) must not dismiss it.
      onFocusOutside={(e) => e.preventDefault()}
      onOpenChange={(e) => !e.open && spec.kind !== 'progress' && onClose(false)}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={spec.testId ?? 'app-dialog'}>
            <Dialog.Header>
              <Dialog.Title color={color}>{spec.title}</Dialog.Title>
            </Dialog.Header>
            {spec.message !== undefined && (
              <Dialog.Body>
                {typeof spec.message === 'string' ? <Text>{spec.message}</Text> : spec.message}
              </Dialog.Body>
            )}
            {spec.kind === 'confirm' && (
              <Dialog.Footer>
                <Button variant="outline" onClick={() => onClose(false)}>Cancel</Button>
                <Button colorPalette="red" onClick={() => onClose(true)}>Yes</Button>
              </Dialog.Footer>
            )}
            {spec.kind === 'alert' && ok && (
              <Dialog.Footer>
                <Button onClick={() => onClose(true)}>{spec.okLabel ?? 'OK'}</Button>
              </Dialog.Footer>
            )}
            {spec.kind === 'alert' && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function useDialogs(): Dialogs {
  const value = useContext(DialogsContext);
  if (!value) throw new Error('useDialogs outside DialogProvider');
  return value;
}

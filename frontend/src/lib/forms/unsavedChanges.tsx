// No edit is lost without a word: while any form on the page has changes not yet saved, leaving the page asks
// first. One guard per frame (app/Root.tsx) holds react-router's one blocker (a router supports only one) and
// the browser's beforeunload; each form registers how to tell it has changes (useApiForm does so for every
// form on it; a form of its own calls useUnsavedChanges). A route change, the back button and a link ask in
// the app's confirm dialog; closing or reloading the tab gets the browser's own question. A change of the
// query or hash alone (a filter, a tab kept in the address) stays on the page, so it never asks. Only a
// signed-in user's forms hold edits worth asking about: a guest's (sign-in, sign-up, a reset request) never ask.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker, type Location } from 'react-router';
import { useDialogs } from '../../components/Dialogs.tsx';
import { useAuth } from '../auth/auth.tsx';

/** What the question says. */
export const LEAVE_QUESTION = {
  title: 'Leave this page?',
  message: 'Your changes have not been saved. Leave the page and lose them?',
} as const;

/** Answers whether a form has changes not saved yet (read at the moment the user leaves). */
export type HasChanges = () => boolean;

interface Registry {
  register(hasChanges: HasChanges): () => void;
}

const UnsavedChangesContext = createContext<Registry | null>(null);

const LEAVE_KEY = 'adops.leaveWithoutAsking';

/**
 * The state of a navigation the user has already chosen, which must not ask again (after deleting the item,
 * or the error catalogue leaving for sign-in): `navigate(to, { state: leaveWithoutAsking() })`.
 */
export const leaveWithoutAsking = () => ({ [LEAVE_KEY]: true }) as const;
const chosen = (location: Location) => !!(location.state && typeof location.state === 'object' && (location.state as Record<string, unknown>)[LEAVE_KEY]);

/** The guard of a frame: one blocker and one beforeunload for every form inside it. */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const checks = useRef(new Set<HasChanges>());
  const signedIn = useRef(false);
  signedIn.current = !!useAuth().user;
  const anyChanges = useCallback(() => signedIn.current && [...checks.current].some((hasChanges) => hasChanges()), []);
  const registry = useMemo<Registry>(() => ({
    register(hasChanges) {
      checks.current.add(hasChanges);
      return () => void checks.current.delete(hasChanges);
    },
  }), []);

  const blocker = useBlocker(useCallback(({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
    currentLocation.pathname !== nextLocation.pathname && !chosen(nextLocation) && anyChanges(), [anyChanges]));
  const dialogs = useDialogs();
  // Each block is a new blocker object (RR replaces it on every change): one question per block, keyed on the
  // object rather than its state, since two quick blocks (stay, then back at once) may reach React as one
  // 'blocked' render. A block replaced before it is answered takes its question back.
  useEffect(() => {
    if (blocker.state !== 'blocked') return undefined;
    const asked = new AbortController();
    void dialogs.confirm({ ...LEAVE_QUESTION, signal: asked.signal }).then((leave) => {
      if (asked.signal.aborted) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => asked.abort();
  }, [blocker, dialogs]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!anyChanges()) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = LEAVE_QUESTION.message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [anyChanges]);

  return <UnsavedChangesContext.Provider value={registry}>{children}</UnsavedChangesContext.Provider>;
}

/**
 * Registers a form with the frame's guard while it is shown. `hasChanges` is read when the user leaves, so it
 * may read a ref. Outside a guard (a component test rendering a page alone) it does nothing.
 */
export function useUnsavedChanges(hasChanges: HasChanges | boolean): void {
  const registry = useContext(UnsavedChangesContext);
  const latest = useRef(hasChanges);
  latest.current = hasChanges;
  useEffect(() => registry?.register(() => {
    const current = latest.current;
    return typeof current === 'function' ? current() : current;
  }), [registry]);
}

import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { toaster } from '../components/Toaster.tsx';

// Pages are lazy chunks (React.lazy): the first render of a route imports its page module, which can take
// longer than the default 1 s on a busy machine. findBy… and waitFor wait up to 5 s instead.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // The toaster is the app's one store: a test's toasts must not show in the next test's page.
  toaster.remove();
  cleanup();
  sessionStorage.clear();
});

// jsdom lacks these; Chakra (Ark/zag) touches them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};

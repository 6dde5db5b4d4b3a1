import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n from '@/lib/i18n';

// findBy queries wait for what a page loads: on a busy two-core machine the first render of a
// screen (lazy chunks, mocked fetches) can take longer than the library's default of one second.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  // A test that switched to Malay leaves the next one in English, as a first visit here is.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// jsdom lacks the layout and pointer APIs that Radix's menus, popovers and tooltips call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

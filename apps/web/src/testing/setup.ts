import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// jsdom draws nothing on a canvas: the charts (uPlot) get a context that records calls instead.
import 'vitest-canvas-mock';
import i18n from '@/lib/i18n';
// Each screen's copy loads with its route in the app; a test may render one of its parts alone.
import '@/features/dashboard/i18n';
import '@/features/gate/i18n';
import '@/features/history/i18n';
import '@/features/notifications/i18n';
import '@/features/plan/i18n';
import '@/features/profile/i18n';
import '@/features/registrar/i18n';
import '@/features/registration/i18n';
import '@/features/review/i18n';
import '@/features/schedule/i18n';
import '@/features/verify/i18n';

// findBy queries wait for what a page loads: on a busy two-core machine the first render of a
// screen (lazy chunks, mocked fetches) can take longer than the library's default of one second,
// and with npm test's two files per core a first render has taken over five (over ten on a slow
// day's machine). Still well inside each test's own 40 s (vitest.config.ts).
configure({ asyncUtilTimeout: 20_000 });

afterEach(async () => {
  cleanup();
  // A test that switched to Malay leaves the next one in English, as a first visit here is.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// jsdom lacks the layout and pointer APIs that Radix's menus, popovers and tooltips call, and
// the observer the tab bars watch their current tab with.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??=
  IntersectionObserverStub as unknown as typeof IntersectionObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
// uPlot follows the screen's pixel ratio with a media query; jsdom has no media queries.
window.matchMedia ??= (media: string) =>
  ({
    matches: false,
    media,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom lacks the layout APIs Mantine asks for; these stand-ins answer "no match, no size".
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Rendering a page of Mantine tables in jsdom takes more than the default second on a busy
// machine; a test waits for what a user waits for, so the waits are generous (never a speed check).
configure({ asyncUtilTimeout: 10_000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    // As in browsers, the empty query matches (mantine-datatable asks it for always-visible columns).
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStandIn {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStandIn;
window.HTMLElement.prototype.scrollIntoView = () => {};
// jsdom has no scrolling: the data table scrolls its body to the top on a page change, in an animation
// frame that can land after a slow test has finished.
window.Element.prototype.scrollTo = () => {};
// jsdom has no font loading API; Mantine's autosizing textarea (the memo fields) listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

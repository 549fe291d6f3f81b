/**
 * jsdom has no window.matchMedia; the site's media-query hooks read it. The one stub for every test:
 * the setup installs it answering "no" to every query, and a test that needs a query to match calls it
 * again with its own `matching`.
 */
export function mockMatchMedia(matching: (query: string) => boolean) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: matching(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

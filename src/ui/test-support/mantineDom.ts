/**
 * Browser APIs Mantine uses that jsdom lacks (media queries, element resizing). Call once in a
 * component test file (`beforeAll(installMantineDomPolyfills)`); only fills what is missing.
 */
export function installMantineDomPolyfills(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

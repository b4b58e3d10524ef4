import { vi } from 'vitest';

/**
 * happy-dom lays nothing out, so every box measures 0 × 0 and Leaflet, which places markers by its
 * container's size, would draw none. This gives Leaflet's containers a size (800 × 400); the spies
 * go with the test (app/test/setup.ts restores every mock).
 */
export function sizeLeafletMaps(): void {
  for (const [property, size] of [
    ['clientWidth', 800],
    ['clientHeight', 400],
  ] as const) {
    const measure = Object.getOwnPropertyDescriptor(HTMLElement.prototype, property)?.get;
    vi.spyOn(HTMLElement.prototype, property, 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('leaflet-container') ? size : (measure?.call(this) ?? 0);
    });
  }
}

/**
 * The person asked their system for less motion (prefers-reduced-motion): movement that only
 * decorates happens at once. Read when used; outside a browser, no preference.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

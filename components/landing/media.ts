const matches = (query: string): boolean =>
  typeof window !== 'undefined' && (window.matchMedia?.(query).matches ?? false)

/** The visitor asked for less motion. */
export const prefersReducedMotion = (): boolean => matches('(prefers-reduced-motion: reduce)')

/** The main pointer is a mouse or pen that can hover, not a finger. */
export const hasFinePointer = (): boolean => matches('(hover: hover) and (pointer: fine)')

import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names; a later Tailwind utility replaces an earlier one of the same property
 * (tailwind-merge). Do not rely on it: tests/themes/server-html.test.tsx fails on any call of the
 * demo's pages joining two classes for one property. Parts those pages never draw (drawers and
 * slide-overs opened by a tap, theme options the demo leaves off) are not checked there, so the
 * merge stays until they are.
 */
export const cn = (...inputs: ClassValue[]): string => twMerge(clsx(inputs))

/** Class names a theme adds to the named parts of a shared component (merged with cn). */
export type ClassSlots<Part extends string> = Partial<Record<Part, string>>

import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names (clsx: strings, arrays and the keys of objects whose values are truthy;
 * empty and false parts left out). Nothing is merged: a list must not hold two classes setting
 * one property (`p-4 p-2`), since the stylesheet's order, not the list's, would pick the one that
 * applies. A class slot that overrides a shared part's default replaces it (see each part's
 * ClassSlots type). Tests judge every call: tests/themes/server-html (the demo's pages),
 * tests/themes/opened-parts (what opens on a tap, options the demo leaves off) and, in every other
 * test, tests/support/cn-judge.
 */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs)

/** Class names a theme gives to the named parts of a shared component (joined with cn). */
export type ClassSlots<Part extends string> = Partial<Record<Part, string>>

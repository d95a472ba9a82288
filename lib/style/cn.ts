import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names; a later Tailwind utility replaces an earlier one of the same property. */
export const cn = (...inputs: ClassValue[]): string => twMerge(clsx(inputs))

/** Class names a theme adds to the named parts of a shared component (merged with cn). */
export type ClassSlots<Part extends string> = Partial<Record<Part, string>>

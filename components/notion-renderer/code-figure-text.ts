import { format } from '@/lib/i18n/format'
import type { Messages } from '@/lib/i18n/messages'

/** How long a code block's Copy button says it copied. */
export const COPIED_FOR_MS = 1500

/** A code block's line count, a final newline not counted. */
export const lineCountOf = (code: string): number => code.replace(/\n$/, '').split('\n').length

/** The fold button's label: what a press will do. */
export const foldLabel = (t: Messages, folded: boolean, lines: number): string =>
  folded ? format(t.POST.CODE_SHOW_ALL, { n: lines }) : t.POST.CODE_SHOW_LESS

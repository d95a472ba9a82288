import { useEffect, type RefObject } from 'react'
import {
  COPIED_FOR_MS,
  foldLabel,
  lineCountOf
} from '@/components/notion-renderer/code-figure-text'
import { useMessages } from '@/lib/i18n/use-messages'

/**
 * What CodeFigure's buttons do, for the code blocks of a body kept as the server drew it
 * (StaticBody): Copy copies the block's source text (its <code>, never the line numbers) and
 * says so for a moment; the fold button shows or hides the rest of a long block.
 */
export function useStaticCode(element: RefObject<HTMLElement | null>, active: boolean): void {
  const t = useMessages()
  useEffect(() => {
    const root = element.current
    if (!active || !root) return
    const timers = new Set<ReturnType<typeof setTimeout>>()
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const figure = target?.closest('figure.notion-code-block')
      if (!figure || !root.contains(figure)) return
      const code = figure.querySelector('code')?.textContent ?? ''
      const copy = target?.closest<HTMLButtonElement>('button.notion-code-copy-button')
      if (copy) {
        void navigator.clipboard?.writeText(code).then(() => {
          copy.textContent = t.POST.CODE_COPIED
          const timer = setTimeout(() => {
            timers.delete(timer)
            copy.textContent = t.POST.COPY_CODE
          }, COPIED_FOR_MS)
          timers.add(timer)
        })
        return
      }
      const fold = target?.closest<HTMLButtonElement>('button[aria-controls]')
      if (!fold || fold.parentElement !== figure) return
      const folded = !figure.hasAttribute('data-folded')
      figure.toggleAttribute('data-folded', folded)
      fold.setAttribute('aria-expanded', String(!folded))
      fold.textContent = foldLabel(t, folded, lineCountOf(code))
    }
    root.addEventListener('click', onClick)
    return () => {
      root.removeEventListener('click', onClick)
      timers.forEach((timer) => clearTimeout(timer))
    }
  }, [element, active, t])
}

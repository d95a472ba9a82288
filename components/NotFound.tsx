import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { useSite } from '@/components/theme/theme-context'
import type { NotFoundProps } from '@/lib/theme/layout-props'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

/** `title` replaces the heading's classes; `spinner` the colours of the spinner's moving edge. */
export type NotFoundClasses = ClassSlots<'title' | 'spinner'>

/** Themes put this id on the article element: while it is on screen the 404 never redirects. */
export const ARTICLE_WRAPPER_ID = 'article-wrapper'

/** The 404 screen: a spinner, '404', the texts, then home after POST_WAITING_TIME_FOR_404 s. */
export function NotFound({ classes = {} }: Partial<NotFoundProps> & { classes?: NotFoundClasses }) {
  const t = useMessages()
  const router = useRouter()
  const wait = useSite().config.POST_WAITING_TIME_FOR_404
  useEffect(() => {
    if (!(wait > 0)) return
    const timer = setTimeout(() => {
      // An article rendered meanwhile (client navigation) keeps the visitor where they are.
      if (!document.getElementById(ARTICLE_WRAPPER_ID)) void router.push('/')
    }, wait * 1000)
    return () => clearTimeout(timer)
  }, [router, wait])
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-4 py-24 text-center">
      <span
        aria-hidden="true"
        className={cn(
          'h-10 w-10 animate-spin rounded-full border-4 border-neutral-300 dark:border-neutral-700',
          classes.spinner ?? 'border-t-neutral-700 dark:border-t-neutral-200'
        )}
      />
      <h1 className={classes.title ?? 'text-5xl font-bold'}>404</h1>
      <p className="text-lg">{t.COMMON.NOT_FOUND}</p>
      {wait > 0 && <p className="text-sm text-muted">{t.COMMON.NOT_FOUND_REDIRECT}</p>}
    </div>
  )
}

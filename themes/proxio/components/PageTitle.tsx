import type { ReactNode } from 'react'
import { cn } from '@/lib/style/cn'
import { BAND, CONTAINER, EYEBROW } from '@/themes/proxio/components/styles'

/** The grey band opening an inner page: a small eyebrow, the page's heading and a line. */
export function PageTitle(props: { eyebrow?: string; title: string; text?: ReactNode }) {
  return (
    <div data-proxio-banner="" className={cn(BAND, 'py-16 md:py-20')}>
      <div className={cn(CONTAINER, 'text-center')}>
        {props.eyebrow && <p className={EYEBROW}>{props.eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-5xl">{props.title}</h1>
        {props.text && (
          <p className="text-muted mx-auto mt-4 max-w-2xl leading-relaxed">{props.text}</p>
        )}
      </div>
    </div>
  )
}

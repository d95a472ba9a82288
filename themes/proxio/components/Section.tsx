import { useId, type ReactNode } from 'react'
import { SectionHeading } from '@/components/landing/SectionHeading'
import { cn } from '@/lib/style/cn'
import { BAND, CONTAINER, EYEBROW } from '@/themes/proxio/components/styles'

export interface SectionProps {
  /** Its name in the home page's order (`data-proxio-section`). */
  name: string
  /** The small title over the heading. */
  eyebrow?: string
  title?: string
  text?: string
  /** A grey band instead of the page colour. */
  band?: boolean
  className?: string
  children: ReactNode
}

/** A home section: the eyebrow, the heading and its line, then the content, in the container. */
export function Section({ name, eyebrow, title, text, band, className, children }: SectionProps) {
  const id = useId()
  const heading = title?.trim()
  return (
    <section
      data-proxio-section={name}
      aria-labelledby={heading ? id : undefined}
      className={cn('py-20 md:py-24', band && BAND, className)}
    >
      <div className={CONTAINER}>
        {eyebrow?.trim() && <p className={cn(EYEBROW, 'mb-3 text-center')}>{eyebrow}</p>}
        <SectionHeading
          id={id}
          title={heading}
          text={text}
          classes={{ title: 'text-3xl font-bold tracking-tight md:text-5xl' }}
        />
        {children}
      </div>
    </section>
  )
}

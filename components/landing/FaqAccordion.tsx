import type { ReactNode } from 'react'
import { configParagraphs } from '@/lib/landing/config-paragraphs'
import { configText } from '@/lib/landing/config-text'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface FaqItem {
  /** Plain text (any HTML in it is shown as text). */
  q: string
  a: string
}

export interface FaqAccordionProps {
  items: readonly FaqItem[]
  /** The section's heading (a SectionHeading), above the questions. */
  heading?: ReactNode
  id?: string
  className?: string
  /** `list` replaces the grid's gap (`gap-4`); the others add to their part's. */
  classes?: ClassSlots<'list' | 'item' | 'question' | 'marker' | 'answer'>
}

/**
 * Questions that open in place: native disclosure widgets, so a click, Enter or Space toggles one
 * without script and every answer is in the server HTML. No questions: nothing.
 */
export function FaqAccordion({ items, heading, id, className, classes = {} }: FaqAccordionProps) {
  const faqs = items
    .map((item) => ({ q: configText(item.q), a: configParagraphs(item.a) }))
    .filter((item) => item.q)
  if (faqs.length === 0) return null
  return (
    <section id={id} data-section="faq" className={className}>
      {heading}
      <ul data-part="list" className={cn('grid md:grid-cols-2', classes.list ?? 'gap-4')}>
        {faqs.map((faq, i) => (
          <li key={i}>
            <details data-part="item" className={cn('group', classes.item)}>
              <summary
                data-part="question"
                className={cn(
                  'flex cursor-pointer list-none items-start gap-3 font-semibold [&::-webkit-details-marker]:hidden',
                  classes.question
                )}
              >
                <span
                  data-part="marker"
                  aria-hidden="true"
                  className={cn(
                    'inline-flex h-6 w-6 shrink-0 items-center justify-center transition-transform group-open:rotate-45 motion-reduce:transition-none',
                    classes.marker
                  )}
                >
                  +
                </span>
                <span>{faq.q}</span>
              </summary>
              <div data-part="answer" className={cn('mt-3 space-y-2 pl-9', classes.answer)}>
                {faq.a.map((p, j) => (
                  <p key={j}>{p}</p>
                ))}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  )
}

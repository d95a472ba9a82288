import { ConfigLink } from '@/components/ConfigLink'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface PromoBoxProps {
  title: string
  text?: string
  /** A small line under the text. */
  tips?: string
  /** Shown when both are given; an unsafe URL leaves the text without a link. */
  button?: { text: string; href: string } | null
  className?: string
  classes?: ClassSlots<'title' | 'text' | 'tips' | 'button'>
}

/**
 * A boxed pitch: title, a line of text, a small tip and one button. All plain text; nothing
 * when every field is empty.
 */
export function PromoBox({ title, text, tips, button, className, classes = {} }: PromoBoxProps) {
  const action = button?.text && button.href ? button : null
  if (!title && !text && !tips && !action) return null
  return (
    <section data-promo-box="" className={cn('flex flex-col gap-4 p-8', className)}>
      {title && (
        <h2 data-part="title" className={cn('text-3xl font-bold', classes.title)}>
          {title}
        </h2>
      )}
      {text && (
        <p data-part="text" className={cn('text-lg', classes.text)}>
          {text}
        </p>
      )}
      {tips && (
        <p data-part="tips" className={cn('text-sm', classes.tips)}>
          {tips}
        </p>
      )}
      {action && (
        <ConfigLink
          href={action.href}
          className={cn('self-start px-5 py-2 font-semibold', classes.button)}
        >
          {action.text}
        </ConfigLink>
      )}
    </section>
  )
}

import { ConfigLink } from '@/components/ConfigLink'
import { configParagraphs } from '@/lib/landing/config-paragraphs'
import { configText } from '@/lib/landing/config-text'
import { linkAttrs } from '@/lib/body/safe-url'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface CtaBandProps {
  title: string
  /** A second, larger line under the title. */
  title2?: string
  text?: string
  button?: { text: string; href: string }
  id?: string
  className?: string
  /** `title` and `button` replace their part's classes; the others add. */
  classes?: ClassSlots<'inner' | 'title' | 'title2' | 'text' | 'button'>
}

/** A call-to-action band: a title or two, a line of text and one button. No text: nothing. */
export function CtaBand(props: CtaBandProps) {
  const { classes = {} } = props
  const title = configText(props.title)
  const title2 = configText(props.title2)
  const text = configParagraphs(props.text)
  const label = configText(props.button?.text)
  const button = label && linkAttrs(props.button?.href) ? label : null
  if (!title && !title2 && text.length === 0) return null
  return (
    <section id={props.id} data-section="cta" className={props.className}>
      <div data-part="inner" className={cn('mx-auto max-w-3xl text-center', classes.inner)}>
        {title && (
          <h2 data-part="title" className={classes.title ?? 'text-lg font-semibold'}>
            {title}
          </h2>
        )}
        {title2 && (
          <p data-part="title2" className={cn('mt-2 text-3xl font-bold', classes.title2)}>
            {title2}
          </p>
        )}
        {text.map((p, i) => (
          <p key={i} data-part="text" className={cn('mt-4', classes.text)}>
            {p}
          </p>
        ))}
        {button && (
          <ConfigLink
            href={props.button?.href}
            className={classes.button ?? 'mt-8 inline-block rounded-md px-7 py-3 font-medium'}
          >
            {button}
          </ConfigLink>
        )}
      </div>
    </section>
  )
}

import type { HeadingContent } from '@/components/landing/types'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface SectionHeadingProps extends Partial<HeadingContent> {
  /** The heading level (h2 in a section, h1 for a page's own title). */
  as?: 'h1' | 'h2' | 'h3'
  id?: string
  className?: string
  /** `title` replaces the title's classes, `text` a line's size (`text-lg`). */
  classes?: ClassSlots<'title' | 'text'>
}

/** A section's title and one or two lines under it; nothing when both are empty. */
export function SectionHeading({ as: Tag = 'h2', classes = {}, ...props }: SectionHeadingProps) {
  const title = props.title?.trim() ?? ''
  const lines = (typeof props.text === 'string' ? [props.text] : (props.text ?? []))
    .map((line) => line.trim())
    .filter(Boolean)
  if (!title && !lines.length) return null
  return (
    <div
      data-landing="heading"
      className={cn('mx-auto max-w-3xl pb-10 text-center', props.className)}
    >
      {title && (
        <Tag
          id={props.id}
          data-part="title"
          className={classes.title ?? 'text-3xl font-bold tracking-tight md:text-4xl'}
        >
          {title}
        </Tag>
      )}
      {lines.map((line, index) => (
        <p
          key={index}
          data-part="text"
          className={cn('text-muted mt-4', classes.text ?? 'text-lg')}
        >
          {line}
        </p>
      ))}
    </div>
  )
}

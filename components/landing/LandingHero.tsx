import { HeroMedia, mediaSource, type HeroMediaSlots } from '@/components/landing/HeroMedia'
import {
  LandingButtons,
  shownButtons,
  type LandingButtonSlots
} from '@/components/landing/LandingButtons'
import type { HeroContent } from '@/components/landing/types'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface LandingHeroProps extends Partial<HeroContent> {
  /** stacked: text centred over the media; split: text and media side by side from md up. */
  layout?: 'stacked' | 'split'
  id?: string
  classes?: ClassSlots<'root' | 'body' | 'title' | 'text'> & LandingButtonSlots & HeroMediaSlots
}

/**
 * A landing page's hero: the title (the page's h1), a paragraph, up to two buttons and a media
 * slot. Nothing at all when every part is empty. `root` (its box and padding; the layout's
 * columns or centring stay), `body`, `title` and `text` replace their part's classes.
 */
export function LandingHero({ layout = 'stacked', classes = {}, ...props }: LandingHeroProps) {
  const title = props.title?.trim() ?? ''
  const text = props.text?.trim() ?? ''
  const buttons = shownButtons(props.buttons)
  const media =
    props.media && mediaSource(props.media) ? (
      <HeroMedia media={props.media} classes={classes} />
    ) : null
  if (!title && !text && !buttons.length && !media) return null
  const split = layout === 'split'
  return (
    <section
      id={props.id}
      data-landing="hero"
      className={cn(
        classes.root ?? 'mx-auto grid max-w-6xl gap-12 px-4 pt-32 pb-16 md:pt-40',
        split ? 'items-center md:grid-cols-2' : 'text-center'
      )}
    >
      <div data-part="body" className={classes.body ?? (split ? '' : 'mx-auto max-w-3xl')}>
        {title && (
          <h1
            data-part="title"
            className={classes.title ?? 'text-4xl font-extrabold tracking-tight md:text-6xl'}
          >
            {title}
          </h1>
        )}
        {text && (
          <p data-part="text" className={classes.text ?? 'text-muted mt-6 text-xl'}>
            {text}
          </p>
        )}
        <LandingButtons
          buttons={buttons}
          classes={{
            ...classes,
            buttons: cn('mt-8', split ? '' : 'justify-center', classes.buttons)
          }}
        />
      </div>
      {media}
    </section>
  )
}

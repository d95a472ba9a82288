import type { ReactNode } from 'react'
import { HeroImage } from '@/components/hero/HeroImage'
import { StrokeIcon } from '@/components/StrokeIcon'
import { TypedText } from '@/components/TypedText'
import { scrollBehavior } from '@/components/widgets/scroll-progress'
import { coverImages } from '@/lib/body/cover-images'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface FullScreenHeroProps {
  /** The cover (HOME_BANNER_IMAGE or the site's cover); a plain backdrop without one. */
  image: string | null
  title: ReactNode
  /** Typed one after the other under the title. */
  greetings: readonly string[]
  /** The picture stays put while the page scrolls over it. */
  fixed?: boolean
  /** The scroll-down arrow: its name and the id of the element it scrolls to. */
  arrow?: { label: string; targetId: string } | null
  /** Under the greeting (buttons, links). */
  children?: ReactNode
  classes?: ClassSlots<'root' | 'image' | 'overlay' | 'content' | 'title' | 'greeting' | 'arrow'>
}

const CSS_URL = (url: string) => `url("${url.replace(/"/g, '%22')}")`

/**
 * A cover filling the first screen: title, typed greetings and a bouncing arrow down to the
 * content. The picture is the page's largest paint, so it loads eagerly and first.
 */
export function FullScreenHero(props: FullScreenHeroProps) {
  const { classes = {}, arrow } = props
  const images = coverImages(props.image)
  const scrollDown = () =>
    arrow && document.getElementById(arrow.targetId)?.scrollIntoView({ behavior: scrollBehavior() })
  return (
    <section
      data-hero="fullscreen"
      data-fixed={props.fixed || undefined}
      className={cn(
        'relative flex h-[100svh] min-h-96 w-full items-center justify-center overflow-hidden bg-neutral-800 bg-cover bg-center text-white',
        // A clip keeps a fixed picture inside the hero.
        props.fixed && '[clip-path:inset(0)]',
        classes.root
      )}
      style={images ? { backgroundImage: CSS_URL(images.placeholder) } : undefined}
    >
      {images && (
        <HeroImage
          src={images.full}
          className={cn(
            'inset-0 h-full w-full object-cover',
            props.fixed ? 'fixed' : 'absolute',
            classes.image
          )}
        />
      )}
      <div data-part="overlay" className={cn('absolute inset-0 bg-black/30', classes.overlay)} />
      <div
        data-part="content"
        className={cn(
          'relative z-10 flex flex-col items-center gap-4 px-6 text-center',
          classes.content
        )}
      >
        <h1 data-part="title" className={classes.title ?? 'text-4xl font-bold md:text-5xl'}>
          {props.title}
        </h1>
        <p
          data-part="greeting"
          className={cn('min-h-[1.5em] text-lg md:text-xl', classes.greeting)}
        >
          <TypedText words={props.greetings} />
        </p>
        {props.children}
      </div>
      {arrow && (
        <button
          type="button"
          data-part="arrow"
          aria-label={arrow.label}
          title={arrow.label}
          onClick={scrollDown}
          className={cn(
            'absolute bottom-8 left-1/2 z-10 -translate-x-1/2 animate-nudge rounded-full p-2 motion-reduce:animate-none',
            classes.arrow
          )}
        >
          <StrokeIcon size={32}>
            <path d="m6 9 6 6 6-6" />
          </StrokeIcon>
        </button>
      )}
    </section>
  )
}

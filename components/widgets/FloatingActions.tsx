import type { ReactNode } from 'react'
import { DarkModeToggle } from '@/components/DarkModeToggle'
import { StrokeIcon } from '@/components/StrokeIcon'
import { ActionButton } from '@/components/widgets/ActionButton'
import { COMMENT_ANCHOR, hasComments } from '@/components/comments/comment-systems'
import { useSite } from '@/components/theme/theme-context'
import { useScrollDirection } from '@/components/header/use-scroll-direction'
import { scrollBehavior, useReadPercent } from '@/components/widgets/scroll-progress'
import type { PostSummary } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface FloatingActionsProps {
  /** The article shown: offers a jump to its comments when it has any. */
  post?: PostSummary | null
  /** Offer the dark-mode toggle. */
  darkMode?: boolean
  /** Offer back to top (with the percent read); on unless false. */
  top?: boolean
  /** Offer the jump to comments when the post has them; on unless false. */
  comments?: boolean
  /** Offer a jump to the bottom of the page. */
  toBottom?: boolean
  /** Offer a contents button calling this (a theme opens its contents drawer). */
  onToc?: () => void
  /** Offset in px past which the group shows. */
  threshold?: number
  /** More buttons of the theme, first in the stack (styled with the theme's button classes). */
  children?: ReactNode
  /**
   * `button` replaces a button's look (LOOK: corners, border, colours, shadow) inside its round
   * box (BOX); the others add to their part's.
   */
  classes?: ClassSlots<'root' | 'button' | 'percent' | 'toc'>
}

/** Every button's box: its size and its icon centred. */
const BOX = 'flex h-10 w-10 items-center justify-center'

/** A button's look when the theme gives none. */
const LOOK =
  'rounded-full border border-black/10 bg-white/90 text-neutral-700 shadow-sm backdrop-blur hover:text-neutral-950 dark:border-white/10 dark:bg-neutral-900/90 dark:text-neutral-300 dark:hover:text-white'

const scrollToY = (top: number) => window.scrollTo({ top, behavior: scrollBehavior() })

/**
 * Round buttons bottom-right once the visitor is a screen or so down: back to top (showing the
 * percent read), jump to comments, dark mode and, when asked, contents, to-bottom and the
 * theme's own buttons. Scrolling jumps instead of gliding for visitors who prefer reduced motion.
 */
export function FloatingActions(props: FloatingActionsProps) {
  const { classes = {} } = props
  const t = useMessages()
  const { config } = useSite()
  const comments =
    props.comments !== false && !!props.post && props.post.comment !== 'Hide' && hasComments(config)
  const { scrolled } = useScrollDirection({ threshold: props.threshold ?? 600 })
  const percent = useReadPercent()
  const button = cn(BOX, classes.button ?? LOOK)
  const toComments = () =>
    document.getElementById(COMMENT_ANCHOR)?.scrollIntoView({ behavior: scrollBehavior() })
  return (
    <div
      data-widget="floating-actions"
      data-shown={scrolled || undefined}
      aria-hidden={!scrolled}
      inert={!scrolled}
      className={cn(
        'fixed right-5 bottom-5 z-30 flex flex-col items-center gap-2 transition-opacity motion-reduce:transition-none',
        scrolled ? 'opacity-100' : 'pointer-events-none opacity-0',
        classes.root
      )}
    >
      {props.children}
      {props.darkMode && <DarkModeToggle label={t.COMMON.TOGGLE_DARK_MODE} className={button} />}
      {props.onToc && (
        <ActionButton
          part="toc"
          label={t.POST.TABLE_OF_CONTENTS}
          onClick={props.onToc}
          className={cn(button, classes.toc)}
          popup
        >
          <StrokeIcon>
            <path d="M4 6h16M4 12h10M4 18h13" />
          </StrokeIcon>
        </ActionButton>
      )}
      {comments && (
        <ActionButton
          part="comments"
          label={t.POST.COMMENTS}
          onClick={toComments}
          className={button}
        >
          <StrokeIcon>
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
          </StrokeIcon>
        </ActionButton>
      )}
      {props.top !== false && (
        <ActionButton
          part="top"
          label={t.COMMON.TOP}
          onClick={() => scrollToY(0)}
          className={cn(button, 'flex-col text-[10px] leading-none')}
        >
          <StrokeIcon size={14}>
            <path d="M12 19V5M5 12l7-7 7 7" />
          </StrokeIcon>
          <span data-part="percent" className={classes.percent}>
            {percent}%
          </span>
        </ActionButton>
      )}
      {props.toBottom && (
        <ActionButton
          part="bottom"
          label={t.COMMON.BOTTOM}
          onClick={() => scrollToY(document.documentElement.scrollHeight)}
          className={button}
        >
          <StrokeIcon size={14}>
            <path d="M12 5v14M5 12l7 7 7-7" />
          </StrokeIcon>
        </ActionButton>
      )}
    </div>
  )
}

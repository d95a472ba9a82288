import { useCallback, useEffect, useState, type MouseEvent } from 'react'
import styles from '@/components/landing/WelcomeCover.module.css'
import { prefersReducedMotion } from '@/components/landing/media'
import { rememberWelcome, WELCOME_COVER_KEY, welcomeSeen } from '@/components/landing/welcome-seen'
import { useDialog } from '@/components/use-dialog'
import { cn, type ClassSlots } from '@/lib/style/cn'

export type WelcomeCoverClasses = ClassSlots<'text' | 'button' | 'ripple'>

export interface WelcomeCoverProps {
  /** The greeting in the middle. */
  text: string
  /** The enter button's text. */
  enterLabel: string
  /** The dialog's accessible name. */
  label: string
  storageKey?: string
  className?: string
  classes?: WelcomeCoverClasses
}

type Ripple = { x: number; y: number } | null

/**
 * A full-screen welcome over the page, once per browser session: a click anywhere, the button
 * (focused when it opens) or Escape lets the visitor in; a ripple spreads from the click and the
 * cover fades out (at once under reduced motion). It opens only once scripts run, so a visitor
 * without them is never locked out.
 */
export function WelcomeCover({ storageKey = WELCOME_COVER_KEY, ...props }: WelcomeCoverProps) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    // Session storage exists only in the browser: the cover opens after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!welcomeSeen(storageKey)) setOpen(true)
  }, [storageKey])
  const close = useCallback(() => setOpen(false), [])
  if (!open) return null
  return <CoverDialog {...props} storageKey={storageKey} onClosed={close} />
}

function CoverDialog(props: WelcomeCoverProps & { storageKey: string; onClosed: () => void }) {
  const { classes = {}, onClosed, storageKey } = props
  const [ripple, setRipple] = useState<Ripple>(null)
  const leaving = ripple !== null
  const enter = useCallback(
    (at?: { x: number; y: number }) => {
      rememberWelcome(storageKey)
      if (prefersReducedMotion()) return onClosed()
      setRipple(at ?? { x: window.innerWidth / 2, y: window.innerHeight / 2 })
    },
    [onClosed, storageKey]
  )
  const { initialFocus, onKeyDown } = useDialog<HTMLButtonElement>(enter)
  useEffect(() => {
    // The fade normally ends the cover; this covers a tab hidden mid-fade.
    if (!leaving) return
    const timer = window.setTimeout(onClosed, 1000)
    return () => window.clearTimeout(timer)
  }, [leaving, onClosed])
  const onClick = (e: MouseEvent) => {
    if (leaving) return
    // A keyboard press of the button reports no pointer position.
    enter(e.detail ? { x: e.clientX, y: e.clientY } : undefined)
  }
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={props.label}
      data-welcome-cover={leaving ? 'leaving' : 'open'}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onTransitionEnd={(e) => e.target === e.currentTarget && onClosed()}
      className={cn(
        styles.cover,
        leaving && [styles.leaving, 'pointer-events-none'],
        'fixed inset-0 z-[100] flex cursor-pointer flex-col items-center justify-center gap-8 overflow-hidden bg-neutral-950 px-6 text-center text-white',
        props.className
      )}
    >
      {ripple && (
        <span
          aria-hidden="true"
          data-part="ripple"
          className={cn(styles.ripple, 'absolute rounded-full bg-white', classes.ripple)}
          style={{ left: ripple.x, top: ripple.y }}
        />
      )}
      <p
        data-part="text"
        className={cn(
          'relative max-w-3xl text-3xl leading-tight font-semibold md:text-5xl',
          classes.text
        )}
      >
        {props.text}
      </p>
      <button
        ref={initialFocus}
        type="button"
        data-part="button"
        className={cn(
          'relative rounded-full border border-white px-8 py-3 text-lg hover:bg-white hover:text-neutral-950 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white',
          classes.button
        )}
      >
        {props.enterLabel}
      </button>
    </div>
  )
}

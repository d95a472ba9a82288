import { useEffect, useState } from 'react'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface TypedTextProps {
  words: readonly string[]
  /** Milliseconds per typed letter; deleting runs twice as fast. */
  speed?: number
  /** Milliseconds a finished word stays before it is deleted. */
  pause?: number
  className?: string
  classes?: ClassSlots<'text' | 'caret' | 'sentence'>
}

interface Step {
  word: number
  length: number
  deleting: boolean
}

/** The state after `step`, and how long to wait before taking it. */
export function nextStep(step: Step, words: readonly string[], speed: number, pause: number) {
  const full = words[step.word]?.length ?? 0
  if (!step.deleting && step.length >= full)
    return { step: { ...step, deleting: true }, delay: pause }
  if (!step.deleting) return { step: { ...step, length: step.length + 1 }, delay: speed }
  if (step.length > 0) return { step: { ...step, length: step.length - 1 }, delay: speed / 2 }
  return {
    step: { word: (step.word + 1) % words.length, length: 0, deleting: false },
    delay: speed
  }
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Types the words one after the other, deletes each and loops. The first word is whole in the
 * server HTML and stays still for visitors who ask for less motion; screen readers get every
 * word once as plain text instead of the moving letters.
 */
export function TypedText({ words, speed = 100, pause = 1600, ...props }: TypedTextProps) {
  const { classes = {} } = props
  const list = words.filter((w) => w.trim() !== '')
  const [step, setStep] = useState<Step>({ word: 0, length: list[0]?.length ?? 0, deleting: false })
  // One string for the effect: a new array with the same words must not restart the timer.
  const joined = list.join('\n')
  useEffect(() => {
    const all = joined.split('\n')
    if (all.length < 2 || reducedMotion()) return
    const { step: next, delay } = nextStep(step, all, speed, pause)
    const timer = window.setTimeout(() => setStep(next), delay)
    return () => window.clearTimeout(timer)
  }, [joined, step, speed, pause])
  if (!list.length) return null
  const shown = (list[step.word] ?? '').slice(0, step.length)
  return (
    <span data-typed-text="" aria-live="off" className={props.className}>
      <span aria-hidden="true" data-part="text" className={classes.text}>
        {shown}
      </span>
      <span
        aria-hidden="true"
        data-part="caret"
        className={cn(
          'ml-0.5 inline-block w-[2px] animate-caret self-stretch bg-current align-[-0.15em] motion-reduce:animate-none',
          classes.caret
        )}
      >
        &#8203;
      </span>
      <span data-part="sentence" className={cn('sr-only', classes.sentence)}>
        {list.join('. ')}
      </span>
    </span>
  )
}

import type { ReactNode } from 'react'
import { HeroImage } from '@/components/hero/HeroImage'
import styles from '@/components/hero/WaveHeader.module.css'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface WaveHeaderProps {
  /** A picture shown blurred and tilted behind the content; none: the background only. */
  image?: string | null
  children: ReactNode
  className?: string
  /** `wave` colours the waves (a `fill-*` or `text-*` utility: they fill with currentColor). */
  classes?: ClassSlots<'image' | 'content' | 'wave'>
}

const WAVE = 'M-160 44c30 0 58-18 88-18s58 18 88 18 58-18 88-18 58 18 88 18v44h-352z'

/**
 * A banner over an article with waves rolling along its bottom edge (CSS only; still for
 * visitors who ask for reduced motion). The waves take the colour of the page under it.
 */
export function WaveHeader({ image, children, className, classes = {} }: WaveHeaderProps) {
  return (
    <div data-hero="waves" className={cn('relative isolate overflow-hidden', className)}>
      {image && (
        <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
          <HeroImage
            src={image}
            className={cn(
              'absolute -inset-x-[10%] -top-1/4 h-[150%] w-[120%] rotate-[-8deg] object-cover opacity-40 blur-md',
              classes.image
            )}
          />
        </div>
      )}
      <div data-part="content" className={cn('relative', classes.content)}>
        {children}
      </div>
      <svg
        aria-hidden="true"
        data-part="waves"
        viewBox="0 24 150 28"
        preserveAspectRatio="none"
        className={cn('absolute inset-x-0 bottom-0 h-12 w-full md:h-16', classes.wave)}
      >
        <defs>
          <path id="wave-header-path" d={WAVE} />
        </defs>
        {[
          ['0', 0.7],
          ['3', 0.5],
          ['5', 0.3],
          ['7', 1]
        ].map(([y, opacity]) => (
          <use
            key={y}
            href="#wave-header-path"
            x="48"
            y={y}
            fill="currentColor"
            fillOpacity={opacity}
            className={styles.wave}
          />
        ))}
      </svg>
    </div>
  )
}

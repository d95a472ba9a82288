import type { ReactNode } from 'react'
import { Link } from '@/components/Link'
import { cn } from '@/lib/style/cn'
import { BEIGE, HEADING, HOVER_LINE, WIDTH } from '@/themes/magzine/components/styles'

export interface BandProps {
  title: string
  /** A "view all" link beside the title. */
  more?: { href: string; label: string; text: string } | null
  beige?: boolean
  /** A hook for tests and the theme's CSS (data-band). */
  name: string
  children: ReactNode
}

/** A full-width band of the front page: a big plain heading, a "view all" link, then its row. */
export function Band({ title, more, beige, name, children }: BandProps) {
  return (
    <section data-band={name} className={cn('py-10 md:py-14', beige && BEIGE)}>
      <div className={WIDTH}>
        <div className="mb-6 flex items-baseline justify-between gap-4">
          <h2 className={HEADING}>{title}</h2>
          {more && (
            <Link
              href={more.href}
              aria-label={more.label}
              data-part="view-all"
              className={`shrink-0 text-sm font-semibold ${HOVER_LINE}`}
            >
              {more.text} →
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  )
}

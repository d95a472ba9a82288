import type { ReactNode } from 'react'
import { cn } from '@/lib/style/cn'
import { GRADIENT_TEXT } from '@/themes/landing/components/styles'

/** A blog page's heading: a small label over the gradient title. */
export function PageTitle({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <header className="mb-6">
      {label && <p className="text-muted text-sm font-medium tracking-wide uppercase">{label}</p>}
      <h1 className={cn('text-3xl font-extrabold tracking-tight md:text-4xl', GRADIENT_TEXT)}>
        {children}
      </h1>
    </header>
  )
}

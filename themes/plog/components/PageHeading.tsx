import type { ReactNode } from 'react'

/** A page's title with a small kicker above it, aligned with the grid's edge. */
export function PageHeading(props: { kicker?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-screen-2xl px-5 pt-8 pb-6 md:px-8 md:pt-12">
      {props.kicker && (
        <p className="mb-1 text-xs font-semibold tracking-widest text-neutral-500 uppercase dark:text-neutral-400">
          {props.kicker}
        </p>
      )}
      <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{props.title}</h1>
      {props.children}
    </div>
  )
}

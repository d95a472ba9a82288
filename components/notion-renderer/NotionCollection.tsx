import type { ComponentProps } from 'react'
import { Collection } from 'react-notion-x/third-party/collection'
import { useMessages } from '@/lib/i18n/use-messages'

/**
 * react-notion-x's database views, behind a module of our own: Next lists a page's next/dynamic
 * chunks for preloading before hydration only for imports of local modules, and a database drawn
 * on the server but missing while hydrating fails hydration (React error #418).
 *
 * A wide view scrolls sideways inside a focusable region, so keyboard users can scroll it too
 * (react-notion-x's own scrolling box cannot take focus).
 */
export function NotionCollection(props: ComponentProps<typeof Collection>) {
  const t = useMessages()
  return (
    <div
      role="region"
      aria-label={t.POST.DATABASE}
      tabIndex={0}
      data-collection-scroll=""
      className="max-w-full overflow-x-auto"
    >
      <Collection {...props} />
    </div>
  )
}

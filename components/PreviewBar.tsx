import { withBasePath } from '@/lib/base-path'
import { useMessages } from '@/lib/i18n/use-messages'

/**
 * The owner's preview bar (Next's draft mode, lib/pages/preview-page.ts): what the page is and a
 * link that ends the preview. A small fixed panel at the bottom-left corner, above every theme's
 * layers and clear of the floating buttons themes keep at the right; the same amber and black in
 * light and dark mode, so it reads alike on every theme.
 */
export function PreviewBar({ published }: { published: boolean }) {
  const t = useMessages()
  return (
    <aside
      aria-label={t.PREVIEW.LABEL}
      data-part="preview-bar"
      className="fixed bottom-3 left-3 z-[1000] flex max-w-[calc(100vw-5.5rem)] flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-black bg-amber-300 px-3 py-2 font-sans text-sm leading-snug text-black shadow-lg"
    >
      <strong className="font-semibold">
        {published ? t.PREVIEW.PUBLISHED : t.PREVIEW.NOT_PUBLISHED}
      </strong>
      {/* An API route: a full page load, never the client router. */}
      <a
        href={withBasePath('/api/exit-preview')}
        className="font-medium text-black underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-black"
      >
        {t.PREVIEW.EXIT}
      </a>
    </aside>
  )
}

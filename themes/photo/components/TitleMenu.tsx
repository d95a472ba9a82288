import { useRouter } from 'next/router'
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import type { MenuItem } from '@/components/menu/menu-model'
import { MenuList } from '@/components/menu/MenuList'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { sectionTitle } from '@/themes/photo/components/section'

const LINK =
  'block px-4 py-2 text-2xl font-light italic hover:underline hover:underline-offset-4 focus-visible:underline'

/**
 * One italic word, the section the visitor is in (else the site's one-line bio), that opens the
 * menu's links over a frosted backdrop. Escape, a click on the backdrop or leaving it closes it.
 */
export function TitleMenu({ items }: { items: readonly MenuItem[] }) {
  const t = useMessages()
  const { config } = useSite()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const id = useId()
  useEffect(() => {
    const close = () => setOpen(false)
    router.events.on('routeChangeStart', close)
    return () => router.events.off('routeChangeStart', close)
  }, [router.events])
  const closeHere = () => {
    setOpen(false)
    button.current?.focus()
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return
    e.preventDefault()
    closeHere()
  }
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
  }
  return (
    <div className="relative" data-title-menu="" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="relative z-50 max-w-[80vw] px-2 text-lg font-light text-balance italic underline-offset-4 hover:underline"
      >
        {sectionTitle(items, router.asPath) ?? (config.BIO || t.MENU.MENU)}
      </button>
      <div
        id={id}
        hidden={!open}
        data-part="backdrop"
        onClick={(e) => e.target === e.currentTarget && closeHere()}
        className="fixed inset-0 z-40 bg-white/70 pt-36 backdrop-blur-md dark:bg-[#2A2A2A]/75"
      >
        <nav aria-label={t.MENU.MENU} className="mx-auto w-fit text-center">
          <MenuList
            items={items}
            className="space-y-1"
            linkClassName={LINK}
            subLinkClassName="block px-4 py-1 text-lg font-light italic hover:underline"
            expandClassName="p-2"
          />
        </nav>
      </div>
    </div>
  )
}

import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { loadScript } from '@/lib/integrations/load-script'
import { withBasePath } from '@/lib/base-path'
import { ICONFONT_SCRIPT, ICONFONT_SELECTOR } from '@/components/icons/iconfont'

/**
 * Loads the owner's iconfont symbols (public/webfonts/iconfont.js, as NotionNext sites keep
 * them) once a page shows an iconfont icon; pages without one never request it.
 */
export function IconFontLoader() {
  const { asPath } = useRouter()
  useEffect(() => {
    if (!document.querySelector(ICONFONT_SELECTOR)) return
    loadScript({ src: withBasePath(ICONFONT_SCRIPT) }).catch(() => undefined)
  }, [asPath])
  return null
}

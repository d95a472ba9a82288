import { useProxioConfig } from '@/themes/proxio/config'

/** The PROXIO_FOOTER_LINKS columns (through the shared link-columns footer). */
export function FooterLinks() {
  const config = useProxioConfig()
  return config.PROXIO_FOOTER_LINKS.length ? <div data-part="links" /> : null
}

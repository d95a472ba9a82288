import type { SiteProps } from '../lib/content/page-props'
import { useMessages } from '../lib/i18n/use-messages'
import { PRODUCT_NAME } from '../lib/version'

/** Copyright SINCE–this year, the ICP licence line when set, and powered-by. */
export function SiteFooter({ site, className }: { site: SiteProps; className?: string }) {
  const t = useMessages()
  const { config } = site
  const year = new Date().getFullYear()
  const range = config.SINCE && config.SINCE < year ? `${config.SINCE}–${year}` : String(year)
  return (
    <footer className={className}>
      <p>
        © {range} {site.site.author}
      </p>
      {config.BEI_AN && (
        <p>
          <a href={config.BEI_AN_LINK} target="_blank" rel="noreferrer">
            {config.BEI_AN}
          </a>
        </p>
      )}
      <p className="opacity-70">
        {t.COMMON.POWERED_BY} {PRODUCT_NAME}
      </p>
    </footer>
  )
}

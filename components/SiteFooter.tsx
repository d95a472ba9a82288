import type { SiteProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { safeUrl } from '@/lib/body/safe-url'
import { type ClassSlots } from '@/lib/style/cn'
import { PRODUCT_NAME } from '@/lib/version'

/**
 * Copyright SINCE–this year, the ICP licence line when set, and powered-by: a <footer>, or a
 * <div> (`as="div"`) inside a theme's own <footer>, where a second one would be invalid HTML.
 */
export function SiteFooter({
  site,
  className,
  classes = {},
  as: Element = 'footer'
}: {
  site: SiteProps
  className?: string
  classes?: ClassSlots<'link'>
  as?: 'footer' | 'div'
}) {
  const t = useMessages()
  const { config } = site
  const year = new Date().getFullYear()
  const beiAnLink = safeUrl(config.BEI_AN_LINK)
  const range = config.SINCE && config.SINCE < year ? `${config.SINCE}–${year}` : String(year)
  return (
    <Element className={className}>
      <p>
        © {range} {site.site.author}
      </p>
      {config.BEI_AN && (
        <p>
          {beiAnLink ? (
            <a href={beiAnLink} target="_blank" rel="noreferrer" className={classes.link}>
              {config.BEI_AN}
            </a>
          ) : (
            config.BEI_AN
          )}
        </p>
      )}
      <p>
        {t.COMMON.POWERED_BY} {PRODUCT_NAME}
      </p>
    </Element>
  )
}

import { DarkModeToggle } from '@/components/DarkModeToggle'
import { LanguageSwitch } from '@/components/LanguageSwitch'
import { SiteFooter } from '@/components/SiteFooter'
import { ThemeSwitch } from '@/components/ThemeSwitch'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface FooterBarProps {
  className?: string
  /**
   * align: the row's alignment (replacing `items-center`); start: the toggle and copyright group
   * (replacing its gap, `gap-3`); toggle: the dark-mode button; end: the switches.
   */
  classes?: ClassSlots<'align' | 'start' | 'toggle' | 'end'>
  /** The bar sits in the theme's own <footer>: the copyright lines are then no second footer. */
  inFooter?: boolean
}

/**
 * A footer row: the dark-mode toggle beside the copyright and powered-by lines, then the theme
 * and language switches at the other end.
 */
export function FooterBar({ className, classes = {}, inFooter = false }: FooterBarProps) {
  const site = useSite()
  const t = useMessages()
  return (
    <div
      data-part="footer-bar"
      className={cn(
        'flex flex-wrap justify-between gap-4',
        classes.align ?? 'items-center',
        className
      )}
    >
      <div className={cn('flex items-center', classes.start ?? 'gap-3')}>
        <DarkModeToggle label={t.COMMON.TOGGLE_DARK_MODE} className={classes.toggle} />
        <SiteFooter site={site} className="space-y-0.5 text-xs" as={inFooter ? 'div' : 'footer'} />
      </div>
      <div className={cn('flex items-center gap-3 text-xs', classes.end)}>
        <ThemeSwitch config={site.config} className="hover:underline" />
        <LanguageSwitch />
      </div>
    </div>
  )
}

import { FooterBar } from '@/components/FooterBar'
import { LinkColumnsFooter } from '@/components/landing/LinkColumnsFooter'
import { useSite } from '@/components/theme/theme-context'
import { parseLinkGroups } from '@/lib/landing/link-groups'
import { useMagzineConfig } from '@/themes/magzine/config'
import { WIDTH } from '@/themes/magzine/components/styles'
import { useMagzineStrings } from '@/themes/magzine/strings'

/** The black footer: the site's name and description, the link columns, the copyright row. */
export function Footer() {
  const { site } = useSite()
  const config = useMagzineConfig()
  const s = useMagzineStrings()
  return (
    <footer data-magzine-footer="" className="bg-black text-white">
      <LinkColumnsFooter
        groups={parseLinkGroups(config.MAGZINE_FOOTER_LINKS)}
        label={s.FOOTER_NAV}
        lead={
          <>
            <p className="text-2xl font-extrabold tracking-tight">{site.title}</p>
            {site.description && (
              <p className="mt-3 max-w-sm text-sm text-neutral-300">{site.description}</p>
            )}
          </>
        }
        classes={{
          root: `${WIDTH} pt-6`,
          columns: 'grid gap-10 py-8 sm:grid-cols-2 md:grid-cols-4',
          heading: 'mb-4 text-sm font-bold tracking-wider text-white uppercase',
          link: 'text-neutral-300 hover:text-white dark:hover:text-white',
          bottom: 'border-white/20 dark:border-white/20'
        }}
      >
        <FooterBar
          inFooter
          className="w-full text-neutral-300"
          classes={{
            toggle: 'inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-white/10'
          }}
        />
      </LinkColumnsFooter>
    </footer>
  )
}

import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import {
  CONTACT_LINK_BOX,
  CONTACT_LINK_IDLE,
  ContactLinks
} from '@/components/widgets/ContactLinks'
import { resourceUrl } from '@/lib/body/resource-url'
import { useSimpleConfig } from '@/themes/simple/config'
import { MUTED, RED_HOVER } from '@/themes/simple/components/styles'
import { HOME_PATH } from '@/lib/routing/routes'

const AVATAR =
  'h-28 w-28 rounded-full object-cover transition-transform duration-700 ease-out group-hover:scale-110 group-hover:rotate-[360deg] motion-reduce:transition-none motion-reduce:group-hover:scale-100 motion-reduce:group-hover:rotate-0'

/**
 * The centred masthead: avatar (grows and turns under the pointer), author and tagline linking
 * home, the contact icons and the site's description.
 */
export function Masthead() {
  const site = useSite()
  const config = useSimpleConfig()
  const avatar = resourceUrl(site.config.AVATAR)
  const tagline = config.SIMPLE_LOGO_DESCRIPTION.trim()
  return (
    <header
      data-simple-masthead=""
      className="flex flex-col items-center justify-center gap-3 px-4 py-10 text-center md:min-h-80"
    >
      <Link
        href={HOME_PATH}
        className="group flex flex-col items-center gap-2 md:flex-row md:gap-6"
      >
        {avatar && (
          // eslint-disable-next-line @next/next/no-img-element -- images are plain <img>
          <img src={avatar} alt="" width={112} height={112} className={AVATAR} />
        )}
        <span className="flex flex-col items-center md:items-start">
          <span className={`font-serif text-2xl text-neutral-900 dark:text-white ${RED_HOVER}`}>
            {site.site.author}
          </span>
          {tagline && (
            <span
              data-part="tagline"
              className="py-1 text-sm font-light whitespace-pre-line md:text-left"
            >
              {tagline}
            </span>
          )}
        </span>
      </Link>
      <ContactLinks
        classes={{
          list: 'justify-center gap-2',
          link: `${CONTACT_LINK_BOX} ${CONTACT_LINK_IDLE} ${RED_HOVER}`
        }}
      />
      {site.site.description && (
        <p className={`max-w-2xl text-xs ${MUTED}`}>{site.site.description}</p>
      )}
    </header>
  )
}

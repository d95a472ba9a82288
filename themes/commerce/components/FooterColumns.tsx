import { Link } from '@/components/Link'
import { MenuLink } from '@/components/menu/MenuLink'
import { useMenu } from '@/components/menu/use-menu'
import { useSite } from '@/components/theme/theme-context'
import { resourceUrl } from '@/lib/body/resource-url'
import { categoryHref } from '@/lib/routing/routes'
import { useCommerceConfig } from '@/themes/commerce/config'
import { FooterContacts } from '@/themes/commerce/components/FooterContacts'

const heading =
  "relative mb-4 pb-2 text-base font-bold text-white after:absolute after:bottom-0 after:left-0 after:h-0.5 after:w-8 after:bg-[#D2232A] after:content-['']"
const link = 'text-sm hover:text-white hover:underline'

/** The footer's columns: categories, the menu, the contacts, and the optional picture. */
export function FooterColumns() {
  const site = useSite()
  const config = useCommerceConfig()
  const items = useMenu({ home: true })
  const image = resourceUrl(config.COMMERCE_FOOTER_RIGHT_IMG_URL)
  const caption = config.COMMERCE_FOOTER_RIGHT_TEXT.trim()
  return (
    <div className="mx-auto grid max-w-screen-xl gap-8 px-5 py-10 sm:grid-cols-2 lg:grid-cols-4">
      <section data-part="menu-1">
        <h2 className={heading}>{config.COMMERCE_TEXT_FOOTER_MENU_1}</h2>
        <ul className="space-y-2">
          {site.categories.map((c) => (
            <li key={c.name}>
              <Link href={categoryHref(c.name)} className={link}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section data-part="menu-2">
        <h2 className={heading}>{config.COMMERCE_TEXT_FOOTER_MENU_2}</h2>
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={item.id}>
              <MenuLink item={item} className={link} />
            </li>
          ))}
        </ul>
      </section>
      <FooterContacts headingClassName={heading} />
      {image && (
        <figure data-part="picture" className="lg:justify-self-end">
          {/* eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser */}
          <img
            src={image}
            alt={caption ? '' : config.COMMERCE_TEXT_FOOTER_TITLE}
            width={128}
            height={128}
            loading="lazy"
            className="h-32 w-32 bg-white object-contain p-1"
          />
          {caption && <figcaption className="mt-2 max-w-40 text-xs">{caption}</figcaption>}
        </figure>
      )}
    </div>
  )
}

import { HOME_PATH } from '@/lib/routing/routes'
import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'

/** The site's title as a bold word mark, smaller once the header shrinks. */
export function Logo() {
  const { site } = useSite()
  return (
    <Link
      href={HOME_PATH}
      data-magzine-logo=""
      className="shrink-0 text-2xl font-extrabold tracking-tight transition-[font-size] group-data-shrunk:text-xl motion-reduce:transition-none"
    >
      {site.title}
    </Link>
  )
}

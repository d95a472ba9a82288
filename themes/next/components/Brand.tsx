import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import { HOME_PATH } from '@/lib/routing/routes'

/** The black logo block: the site's title over its description, a link home. */
export function Brand() {
  const { site } = useSite()
  return (
    <div
      data-next-brand=""
      className="bg-neutral-900 px-4 py-5 text-center text-white dark:bg-black"
    >
      <Link
        href={HOME_PATH}
        className="block text-xl font-semibold tracking-wide hover:text-neutral-200"
      >
        {site.title}
      </Link>
      {site.description && <p className="mt-2 text-sm text-neutral-300">{site.description}</p>}
    </div>
  )
}

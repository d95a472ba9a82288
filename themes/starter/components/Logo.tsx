import { HOME_PATH } from '@/lib/routing/routes'
import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import { resourceUrl } from '@/lib/body/resource-url'
import { cn } from '@/lib/style/cn'
import { useStarterConfig } from '@/themes/starter/config'

const picture = (src: string, alt: string, className?: string) => (
  // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
  <img src={src} alt={alt} width={140} height={40} className={cn('h-9 w-auto', className)} />
)

/**
 * STARTER_LOGO on the white header and STARTER_LOGO_WHITE while it is transparent over the blue
 * hero (both rendered, one shown by the header's state), the white one alone on a dark ground
 * (`white`); without pictures, the site's title.
 */
export function Logo({ className, white: onDark }: { className?: string; white?: boolean }) {
  const { site } = useSite()
  const config = useStarterConfig()
  const logo = resourceUrl(config.STARTER_LOGO)
  const white = resourceUrl(config.STARTER_LOGO_WHITE) ?? logo
  return (
    <Link
      href={HOME_PATH}
      data-starter-logo=""
      className={cn('flex shrink-0 items-center', className)}
    >
      {logo && white && onDark ? (
        picture(white, site.title)
      ) : logo && white ? (
        <>
          {picture(logo, site.title, 'group-data-transparent:hidden dark:hidden')}
          {picture(white, site.title, 'hidden group-data-transparent:block dark:block')}
        </>
      ) : (
        <span className="text-xl font-bold">{site.title}</span>
      )}
    </Link>
  )
}

import { HOME_PATH } from '@/lib/routing/routes'
import { ConfigLink } from '@/components/ConfigLink'
import { MissingPostRedirect } from '@/components/MissingPostRedirect'
import { cn } from '@/lib/style/cn'
import { useProxioConfig } from '@/themes/proxio/config'
import { BUTTON, CONTAINER } from '@/themes/proxio/components/styles'

/** A horizon line with a setting sun: the 404 page's drawing. */
function Horizon() {
  return (
    <svg
      viewBox="0 0 240 120"
      width="240"
      height="120"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mx-auto text-neutral-400 dark:text-neutral-500"
    >
      <circle cx="150" cy="62" r="22" />
      <path d="M10 100 60 48l30 30 34-40 52 62" />
      <path d="M4 100h232M40 112h160" />
    </svg>
  )
}

/**
 * The missing page: a drawing, a large 404, PROXIO_404_TITLE and _TEXT, and a way home. With
 * PROXIO_POST_REDIRECT_ENABLE a missing post's path is tried on PROXIO_POST_REDIRECT_URL.
 */
export function Layout404() {
  const config = useProxioConfig()
  return (
    <div data-proxio-404="" className={cn(CONTAINER, 'py-24 text-center')}>
      <MissingPostRedirect
        enabled={config.PROXIO_POST_REDIRECT_ENABLE}
        base={config.PROXIO_POST_REDIRECT_URL}
      />
      <Horizon />
      <p className="mt-6 text-8xl font-bold tracking-tight">404</p>
      <h1 className="mt-6 text-2xl font-semibold md:text-3xl">{config.PROXIO_404_TITLE}</h1>
      <p className="text-muted mx-auto mt-3 max-w-xl">{config.PROXIO_404_TEXT}</p>
      <ConfigLink href={HOME_PATH} className={cn(BUTTON, 'mt-8')}>
        {config.PROXIO_404_BACK}
      </ConfigLink>
    </div>
  )
}

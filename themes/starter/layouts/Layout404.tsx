import { HOME_PATH } from '@/lib/routing/routes'
import { Link } from '@/components/Link'
import { MissingPostRedirect } from '@/components/MissingPostRedirect'
import { configText } from '@/lib/landing/config-text'
import { useStarterConfig } from '@/themes/starter/config'
import { BUTTON_WHITE } from '@/themes/starter/components/styles'

/** A blue screen: a large 404, STARTER_404_TITLE and _TEXT, and the way back home. */
export function Layout404() {
  const c = useStarterConfig()
  return (
    <div data-starter-404="" className="bg-[#3758F9] px-4 pt-44 pb-32 text-center text-white">
      <MissingPostRedirect
        enabled={c.STARTER_POST_REDIRECT_ENABLE}
        base={c.STARTER_POST_REDIRECT_URL}
      />
      <h1 className="text-7xl font-bold sm:text-8xl">404</h1>
      <p className="mt-6 text-2xl font-semibold">{configText(c.STARTER_404_TITLE)}</p>
      <p className="mx-auto mt-3 max-w-xl text-white/90">{configText(c.STARTER_404_TEXT)}</p>
      {configText(c.STARTER_404_BACK) && (
        <Link href={HOME_PATH} className={`${BUTTON_WHITE} mt-10`}>
          {configText(c.STARTER_404_BACK)}
        </Link>
      )}
    </div>
  )
}

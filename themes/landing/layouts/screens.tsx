import { MissingPostRedirect } from '@/components/MissingPostRedirect'
import { sharedScreens } from '@/components/theme/shared-screens'
import { cn } from '@/lib/style/cn'
import { GRADIENT_TEXT } from '@/themes/landing/components/styles'
import { useLandingConfig } from '@/themes/landing/config'
import { PILL_CHIP } from '@/components/TagChip'

const title = cn('mb-6 text-3xl font-extrabold tracking-tight md:text-4xl', GRADIENT_TEXT)

const screens = sharedScreens({
  archive: {
    classes: {
      title,
      heading: 'mb-2 text-lg font-bold',
      list: 'mb-8 space-y-2 border-l-2 border-blue-700/30 dark:border-blue-400/40',
      item: 'py-1 pl-4',
      time: 'tabular-nums text-muted'
    }
  },
  categories: { classes: { title } },
  tags: { classes: { title, chip: PILL_CHIP } },
  notFound: {
    className: 'flex min-h-[50vh] items-center justify-center',
    classes: { title: 'text-7xl font-extrabold text-blue-700 dark:text-blue-400' }
  }
})

/** The 404 screen; a missing post can first be sent on to the old site (LANDING_POST_REDIRECT_*). */
function Layout404() {
  const config = useLandingConfig()
  const NotFound = screens.Layout404
  return (
    <>
      <MissingPostRedirect
        enabled={config.LANDING_POST_REDIRECT_ENABLE}
        base={config.LANDING_POST_REDIRECT_URL}
      />
      <NotFound />
    </>
  )
}

export const landingScreens = { ...screens, Layout404 }

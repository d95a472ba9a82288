import { NotFoundWidgets } from '@/components/NotFoundWidgets'
import { sharedScreens } from '@/components/theme/shared-screens'
import { useMessages } from '@/lib/i18n/use-messages'
import { useMovieConfig } from '@/themes/movie/config'
import { HEADING, HOVER } from '@/themes/movie/components/styles'

const column = 'mx-auto max-w-5xl py-6'

/** The 404: a 'not found' heading, the search box, then the four widgets in a row. */
function Layout404() {
  const t = useMessages()
  const config = useMovieConfig()
  return (
    <div className={column}>
      <h1 className={`mb-8 text-center ${HEADING} md:text-4xl`}>
        <span className="block text-7xl font-black tracking-tighter">404</span>
        {t.COMMON.NOT_FOUND}
      </h1>
      <NotFoundWidgets
        categoryLimit={config.MOVIE_PREVIEW_CATEGORY_COUNT}
        classes={{
          search: 'border border-neutral-300 py-2 dark:border-neutral-700 rounded-full px-4',
          widget: 'min-w-0'
        }}
        widgetClasses={{ heading: 'mb-2 text-base font-semibold', link: HOVER }}
      />
    </div>
  )
}

/** The archive's month groups and the simple category and tag lists. */
export const screens = {
  ...sharedScreens({
    archive: { className: column, classes: { item: HOVER, time: 'text-muted' } },
    categories: { className: column },
    tags: { className: column }
  }),
  Layout404
}

import { NotFoundWidgets } from '@/components/NotFoundWidgets'
import { useMessages } from '@/lib/i18n/use-messages'
import { usePhotoConfig } from '@/themes/photo/config'

/** Lost: a thin 404 and 'not found' line, the search box and the four signposts side by side. */
export function Layout404() {
  const t = useMessages()
  const photo = usePhotoConfig()
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8">
      <h1 className="mb-6 text-center font-extralight">
        <span className="block text-6xl">404</span>
        <span className="mt-2 block text-xl">{t.COMMON.NOT_FOUND}</span>
      </h1>
      <hr className="mx-auto mb-8 w-16 border-current opacity-30" />
      <NotFoundWidgets
        categoryLimit={photo.PHOTO_PREVIEW_CATEGORY_COUNT}
        classes={{
          search:
            'border border-neutral-300 py-2 dark:border-neutral-700 rounded-full bg-neutral-50 px-4 dark:bg-black/20',
          widget: 'min-w-0'
        }}
        widgetClasses={{
          heading: 'mb-2 text-sm font-normal tracking-widest uppercase',
          link: 'font-light hover:underline'
        }}
      />
    </div>
  )
}

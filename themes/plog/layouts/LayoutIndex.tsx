import type { ListPageProps } from '@/lib/content/page-props'
import { useSite } from '@/components/theme/theme-context'
import { NoticeCard } from '@/themes/plog/components/NoticeCard'
import { PostGrid } from '@/themes/plog/components/PostGrid'

/** The home page: the site's name and description, the notice on page 1, then the grid. */
export function LayoutIndex(props: ListPageProps) {
  const { site } = useSite()
  const first = props.page <= 1
  return (
    <>
      <div className="mx-auto flex max-w-screen-2xl flex-col gap-6 px-5 pt-8 pb-6 md:px-8 md:pt-12 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-4xl font-semibold tracking-tight text-balance md:text-5xl">
            {site.title}
          </h1>
          {site.description && (
            <p className="mt-3 text-lg text-pretty text-neutral-500 dark:text-neutral-400">
              {site.description}
            </p>
          )}
        </div>
        {first && <NoticeCard className="lg:max-w-md" />}
      </div>
      <PostGrid {...props} />
    </>
  )
}

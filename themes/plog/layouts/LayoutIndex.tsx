import type { ListPageProps } from '@/lib/theme/props'
import { useSite } from '@/components/theme/theme-context'
import { NoticeCard } from '@/components/widgets/NoticeCard'
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
        {first && (
          <NoticeCard
            marker
            className="rounded-2xl border border-black/10 bg-neutral-50 px-5 py-4 text-sm lg:max-w-md dark:border-white/10 dark:bg-neutral-950"
            classes={{
              heading:
                'mb-1 flex items-center gap-2 text-xs font-semibold tracking-widest text-neutral-500 uppercase dark:text-neutral-400',
              body: 'plog-notice'
            }}
          />
        )}
      </div>
      <PostGrid {...props} />
    </>
  )
}

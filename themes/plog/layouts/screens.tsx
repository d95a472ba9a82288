import { ArchiveGroups } from '@/components/ArchiveGroups'
import { CategoryIndex } from '@/components/CategoryIndex'
import { NotFound } from '@/components/NotFound'
import { TagIndex } from '@/components/TagIndex'
import type { ArchiveProps, CategoryIndexProps, TagIndexProps } from '@/lib/content/page-props'

/** The shared screens in plog's column: large light headings, hairlines, round hovers. */
const sheet =
  'mx-auto max-w-3xl px-5 pt-8 pb-12 md:pt-12 [&_h1]:mb-8 [&_h1]:text-3xl [&_h1]:font-semibold [&_h1]:tracking-tight md:[&_h1]:text-4xl'

const archive =
  '[&_h2]:mb-3 [&_h2]:text-xs [&_h2]:font-semibold [&_h2]:tracking-widest [&_h2]:text-neutral-500 [&_h2]:uppercase [&_ul]:space-y-0! [&_ul]:border-l [&_ul]:border-black/10 dark:[&_ul]:border-white/15 [&_li]:-ml-px [&_li]:border-l [&_li]:border-transparent [&_li]:py-1.5 [&_li]:pl-4 [&_li:hover]:border-neutral-900 dark:[&_li:hover]:border-white [&_time]:tabular-nums'

export function LayoutArchive(props: ArchiveProps) {
  return (
    <div className={`${sheet} ${archive}`}>
      <ArchiveGroups {...props} />
    </div>
  )
}

const categories =
  '[&_li_a]:rounded-2xl! [&_li_a]:border-black/10! [&_li_a]:px-5! [&_li_a]:py-4! [&_li_a]:transition [&_li_a:hover]:border-neutral-900! [&_li_a:hover]:shadow-sm dark:[&_li_a]:border-white/15! dark:[&_li_a:hover]:border-white!'

export function LayoutCategoryIndex(props: CategoryIndexProps) {
  return (
    <div className={`${sheet} ${categories}`}>
      <CategoryIndex {...props} />
    </div>
  )
}

export function LayoutTagIndex(props: TagIndexProps) {
  return (
    <div className={`${sheet} [&_li_a]:rounded-full! [&_li_a]:px-3! [&_li_a]:py-1!`}>
      <TagIndex {...props} />
    </div>
  )
}

export function Layout404() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-3xl items-center justify-center px-5 [&_h1]:text-7xl [&_h1]:font-semibold [&_h1]:tracking-tighter">
      <NotFound />
    </div>
  )
}

import { ArchiveGroups } from '@/components/ArchiveGroups'
import { CategoryIndex } from '@/components/CategoryIndex'
import { NotFound } from '@/components/NotFound'
import { TagIndex } from '@/components/TagIndex'
import type { ArchiveProps, CategoryIndexProps, TagIndexProps } from '@/lib/content/page-props'

/** The shared screens in plog's column: large light headings, hairlines, round hovers. */
const sheet = 'mx-auto max-w-3xl px-5 pt-8 pb-12 md:pt-12'
const title = 'mb-8 text-3xl font-semibold tracking-tight md:text-4xl'

const archive = {
  title,
  heading: 'mb-3 text-xs font-semibold tracking-widest text-neutral-500 uppercase',
  list: 'space-y-0 border-l border-black/10 dark:border-white/15',
  item: '-ml-px border-l border-transparent py-1.5 pl-4 hover:border-neutral-900 dark:hover:border-white',
  time: 'tabular-nums'
}

export function LayoutArchive(props: ArchiveProps) {
  return (
    <div className={sheet}>
      <ArchiveGroups {...props} classes={archive} />
    </div>
  )
}

const categories = {
  title,
  link: 'rounded-2xl border-black/10 px-5 py-4 transition hover:border-neutral-900 hover:shadow-sm dark:border-white/15 dark:hover:border-white'
}

export function LayoutCategoryIndex(props: CategoryIndexProps) {
  return (
    <div className={sheet}>
      <CategoryIndex {...props} classes={categories} />
    </div>
  )
}

export function LayoutTagIndex(props: TagIndexProps) {
  return (
    <div className={sheet}>
      <TagIndex {...props} classes={{ title, chip: 'rounded-full px-3 py-1' }} />
    </div>
  )
}

export function Layout404() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-3xl items-center justify-center px-5">
      <NotFound classes={{ title: 'text-7xl font-semibold tracking-tighter' }} />
    </div>
  )
}

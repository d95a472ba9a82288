import { PostList } from '@/components/post-list/PostList'
import type { ListPageProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { useProxioConfig } from '@/themes/proxio/config'
import { Card } from '@/themes/proxio/components/Card'
import { PageTitle } from '@/themes/proxio/components/PageTitle'
import { BUTTON, CONTAINER } from '@/themes/proxio/components/styles'

/** The category or tag (else the blog's title) over three columns of cards. */
export function LayoutPostList(props: ListPageProps) {
  const t = useMessages()
  const config = useProxioConfig()
  const eyebrow = props.category
    ? t.MENU.CATEGORY
    : props.tag
      ? t.MENU.TAG
      : config.PROXIO_BLOG_TITLE
  const title = props.category ?? (props.tag ? `#${props.tag}` : config.PROXIO_BLOG_TEXT_1)
  return (
    <>
      <PageTitle eyebrow={eyebrow} title={title} />
      <div className={cn(CONTAINER, 'py-14')}>
        <PostList
          {...props}
          listStyle="page"
          Card={Card}
          className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3"
          pagerClassName="mt-12"
          moreClassName={BUTTON}
        />
      </div>
    </>
  )
}

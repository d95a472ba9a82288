import { useSite } from '@/components/theme/theme-context'
import { WidgetList, type WidgetSlots } from '@/components/widgets/WidgetList'
import { useMessages } from '@/lib/i18n/use-messages'

/** The site's latest posts as links; nothing when there are none. */
export function LatestPosts(props: { className?: string; classes?: WidgetSlots }) {
  const site = useSite()
  const t = useMessages()
  const links = site.latestPosts.map((p) => ({
    key: p.id,
    href: p.href,
    target: p.target,
    label: p.title
  }))
  return (
    <WidgetList widget="latest-posts" heading={t.COMMON.LATEST_POSTS} links={links} {...props} />
  )
}

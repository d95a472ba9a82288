import { BlogTiles } from '@/components/landing/BlogTiles'
import type { ArchiveProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { useProxioConfig } from '@/themes/proxio/config'
import { PageTitle } from '@/themes/proxio/components/PageTitle'
import { placeholdersOf } from '@/themes/proxio/components/placeholders'
import { CONTAINER } from '@/themes/proxio/components/styles'

/** Every post of the archive as blog tiles, newest first, without month groups. */
export function LayoutArchive({ archive, year }: ArchiveProps) {
  const t = useMessages()
  const config = useProxioConfig()
  const posts = archive.flatMap((group) => group.posts)
  return (
    <>
      <PageTitle eyebrow={config.PROXIO_BLOG_TITLE} title={year ?? t.NAV.ARCHIVE} />
      <div className={cn(CONTAINER, 'py-14')}>
        <BlogTiles
          posts={posts}
          placeholders={placeholdersOf(config)}
          headingLevel="h2"
          classes={{ list: 'lg:grid-cols-3', tile: 'h-80' }}
        />
      </div>
    </>
  )
}

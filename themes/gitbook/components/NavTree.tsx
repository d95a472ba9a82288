import { useRouter } from 'next/router'
import { useMemo, useState } from 'react'
import { Link } from '@/components/Link'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSite } from '@/components/theme/theme-context'
import { useThemeData } from '@/components/theme/use-theme-data'
import { useGitbookConfig } from '@/themes/gitbook/config'
import { NavFolder } from '@/themes/gitbook/components/NavFolder'
import { filterGroups, navGroups } from '@/themes/gitbook/components/nav-groups'
import { ACTIVE, ROW } from '@/themes/gitbook/components/styles'
import { useLastVisit } from '@/themes/gitbook/components/use-last-visit'
import { useOpenFolders } from '@/themes/gitbook/components/use-open-folders'
import { HOME_PATH } from '@/lib/routing/routes'

const canHover = () => typeof window !== 'undefined' && window.matchMedia('(hover: hover)').matches

/**
 * Every listed post in category folders under a filter box, the home entry first. While a filter
 * is typed every matching folder is open.
 */
export function NavTree() {
  const site = useSite()
  const t = useMessages()
  const config = useGitbookConfig()
  const posts = useThemeData('allPosts')
  const router = useRouter()
  const [query, setQuery] = useState('')
  const currentHref = router.asPath.split(/[?#]/)[0] || '/'
  const groups = useMemo(
    () => navGroups(posts ?? [], config.GITBOOK_AUTO_SORT, t.COMMON.MORE),
    [posts, config.GITBOOK_AUTO_SORT, t.COMMON.MORE]
  )
  const currentKey = groups.find((g) => g.posts.some((p) => p.href === currentHref))?.key ?? null
  const { open, toggle } = useOpenFolders(currentKey, config.GITBOOK_EXCLUSIVE_COLLAPSE)
  const newSince = useLastVisit(config.GITBOOK_LATEST_POST_RED_BADGE)
  const shown = filterGroups(groups, query)
  const filtering = query.trim() !== ''
  const homeHref = `/${config.GITBOOK_INDEX_PAGE}`
  return (
    <nav aria-label={t.DOCS.PAGES} data-nav-tree="">
      <input
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t.DOCS.FILTER}
        aria-label={t.DOCS.FILTER}
        className="mb-3 w-full rounded-md border border-neutral-200 bg-neutral-50 px-3 py-1.5 text-sm outline-none focus:border-emerald-500 dark:border-neutral-700 dark:bg-neutral-900 dark:focus:border-yellow-400"
      />
      <ul className="space-y-0.5">
        <li>
          <Link
            href={HOME_PATH}
            className={`${ROW} block truncate ${currentHref === '/' || currentHref === homeHref ? ACTIVE : ''}`}
          >
            {site.site.description || site.site.title}
          </Link>
        </li>
        {shown.map((g) => (
          <NavFolder
            key={g.key}
            category={g.category}
            posts={g.posts}
            open={filtering || open.has(g.key)}
            onToggle={() => toggle(g.key)}
            onHover={
              config.GITBOOK_FOLDER_HOVER_EXPAND && canHover()
                ? () => toggle(g.key, true)
                : undefined
            }
            currentHref={currentHref}
            newSince={newSince}
          />
        ))}
      </ul>
      {filtering && shown.length === 0 && (
        <p className="px-2 py-3 text-sm text-muted">{t.DOCS.NO_MATCH}</p>
      )}
    </nav>
  )
}

import { getWorkspace, type LoadOptions } from '@/lib/notion/get-workspace'
import type { Workspace } from '@/lib/notion/types'
import { buildSiteData } from '@/lib/content/site-data'
import type { SiteData } from '@/lib/content/site-types'

// One SiteData per loaded workspace: every page built or regenerated from it shares the work.
const built = new WeakMap<Workspace, SiteData>()

/**
 * The site as the pages see it, from the workspace lib/notion provides (memoised there). API
 * routes pass `allowStale`: they answer from the last loaded workspace while it refreshes.
 */
export async function getSiteData(options?: LoadOptions): Promise<SiteData> {
  const workspace = await getWorkspace(undefined, options)
  let data = built.get(workspace)
  if (!data) {
    data = buildSiteData(workspace, { env: process.env })
    built.set(workspace, data)
  }
  return data
}

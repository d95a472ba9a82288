import { getWorkspace } from '@/lib/notion/get-workspace'
import type { Workspace } from '@/lib/notion/types'
import { buildSiteData } from '@/lib/content/site-data'
import type { SiteData } from '@/lib/content/site-types'

// One SiteData per loaded workspace: every page built or regenerated from it shares the work.
const built = new WeakMap<Workspace, SiteData>()

/** The site as the pages see it, from the workspace lib/notion provides (memoised there). */
export async function getSiteData(): Promise<SiteData> {
  const workspace = await getWorkspace()
  let data = built.get(workspace)
  if (!data) {
    data = buildSiteData(workspace, { env: process.env })
    built.set(workspace, data)
  }
  return data
}

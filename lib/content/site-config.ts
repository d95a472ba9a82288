import { isThemeSetting } from '@/conf/themes/index'
import { loadConfig } from '@/lib/config/load-config'
import type { SiteConfig } from '@/lib/config/types'
import { localeOfPrefix } from '@/lib/i18n/site-languages'
import type { Workspace } from '@/lib/notion/types'
import { notionConfigRows, type WorkspaceRows } from '@/lib/content/workspace-rows'

export interface SiteConfigOptions {
  env: Readonly<Record<string, string | undefined>>
  /** The language prefix of the database (`zh`); '' for the default site. */
  prefix: string
}

/**
 * A site's settings: file and env settings with the database's Notion Config table applied (its
 * raw entries are returned too, for the theme's own settings). A language site speaks its
 * prefix's language, whatever the env or its Config table say.
 */
export function siteConfigOf(
  workspace: Workspace,
  read: WorkspaceRows,
  { env, prefix }: SiteConfigOptions
): { config: SiteConfig; notion: Record<string, string> } {
  const notion = notionConfigRows(workspace, read, loadConfig({ env }).config)
  const loaded = loadConfig({ env, notion }, { knownElsewhere: isThemeSetting }).config
  return { config: prefix ? { ...loaded, LANG: localeOfPrefix(prefix) } : loaded, notion }
}

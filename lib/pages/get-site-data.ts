import { contentSource, getWorkspace, type LoadOptions } from '@/lib/notion/get-workspace'
import type { RootPageEntry } from '@/lib/notion/page-id'
import { forgetSharedNotionReads } from '@/lib/notion/on-demand'
import { markFreshRead } from '@/lib/pages/page-generations'
import type { Workspace } from '@/lib/notion/types'
import { workspaceGuard } from '@/lib/content/database-guard'
import { buildSiteData } from '@/lib/content/site-data'
import type { DatabaseGuard, SiteData } from '@/lib/content/site-types'
import { withinPolicy } from '@/lib/security/policy-gate'

// One SiteData per loaded workspace and the other languages' workspaces it was built beside:
// every page built or regenerated from them shares the work.
// A server's workspace loads row pages on demand: its revision says which of them it held.
const built = new WeakMap<
  Workspace,
  { siblings: readonly Workspace[]; revision: number; data: SiteData }
>()
// What each SiteData was built from, to load a post's page into its workspace and build it again.
const origins = new WeakMap<SiteData, SiteInputs>()
// One guard per loaded workspace, for the other languages' sites.
const guards = new WeakMap<Workspace, DatabaseGuard>()

export interface SiteDataRequest extends LoadOptions {
  /** A language prefix of NOTION_PAGE_ID (`zh`): that database's site; absent: the default. */
  lang?: string | null
}

/** The databases served as sites: the default, then the first entry of each language prefix. */
function siteRoots(roots: readonly RootPageEntry[]): { prefix: string; id: string }[] {
  const [first, ...rest] = roots
  if (!first) return []
  const seen = new Set<string>()
  const languages = rest.flatMap((r) => {
    if (!r.lang || seen.has(r.lang)) return []
    seen.add(r.lang)
    return [{ prefix: r.lang, id: r.id }]
  })
  return [{ prefix: '', id: first.id }, ...languages]
}

/** The language prefixes of NOTION_PAGE_ID (`zh` of `zh:<id>`), in order. */
export async function languagePrefixes(): Promise<string[]> {
  const roots = await contentSource().rootPageIds()
  return roots.slice(1).flatMap((r) => (r.lang ? [r.lang] : []))
}

function guardOf(workspace: Workspace, prefix: string): DatabaseGuard {
  let guard = guards.get(workspace)
  if (!guard) {
    guard = workspaceGuard(workspace, { env: process.env, now: Date.now(), prefix })
    guards.set(workspace, guard)
  }
  return guard
}

const sameWorkspaces = (a: readonly Workspace[], b: readonly Workspace[]) =>
  a.length === b.length && a.every((w, i) => w === b[i])

/**
 * The site as the pages see it, from the workspace lib/notion provides (memoised there). API
 * routes pass `allowStale`: they answer from the last loaded workspace while it refreshes.
 * With `lang`, the site of that language's database (null when no database has that prefix);
 * each language is loaded, cached and regenerated on its own, like the default. Every language's
 * workspace is loaded (from the same memo) for the guards of their databases: a body may refer
 * to any of them.
 */
export async function getSiteData(options?: LoadOptions): Promise<SiteData>
export async function getSiteData(options: SiteDataRequest): Promise<SiteData | null>
export async function getSiteData(options: SiteDataRequest = {}): Promise<SiteData | null> {
  const inputs = await inputsOf(options)
  return inputs && siteDataOf(inputs)
}

/**
 * The default site as its database's rows give it before any page is fetched (a build's rows
 * snapshot, lib/notion/rows-snapshot.ts rowsWorkspace), built as getSiteData builds it; the
 * other languages' databases are left out (their guards serve only bodies). For a static export's
 * share cards drawn while the bodies are fetched: never for a page.
 */
export async function rowsSiteData(workspace: Workspace): Promise<SiteData> {
  const sites = siteRoots(await contentSource().rootPageIds()).slice(0, 1)
  const prefixes = await languagePrefixes()
  return siteDataOf({
    sites,
    prefixes,
    index: 0,
    workspaces: [workspace],
    lang: null,
    defaults: null,
    preview: false
  })
}

/** What getSiteData builds a language's site from: null when no database has that prefix. */
async function inputsOf(options: SiteDataRequest, preview = false): Promise<SiteInputs | null> {
  const { lang, ...load } = options
  const sites = siteRoots(await contentSource().rootPageIds())
  const prefixes = await languagePrefixes()
  const index = sites.findIndex((s) => s.prefix === (lang || ''))
  if (index < 0) return null
  const defaults = lang ? await getSiteData(load) : null
  const workspaces = await Promise.all(sites.map((s) => getWorkspace(s.id, load)))
  return { sites, prefixes, index, workspaces, lang: lang ?? null, defaults, preview }
}

/**
 * The owner's preview of a language's site (draft mode): drafts, Invisible and scheduled posts
 * answer their URL (lib/content/site-rows.ts). Built per request from the memoised workspaces and
 * never kept, so no visitor's page, feed, sitemap or search index is built from it.
 */
export async function previewSiteData(lang: string | null = null): Promise<SiteData | null> {
  const inputs = await inputsOf({ lang }, true)
  return inputs && siteDataOf(inputs)
}

/** Every language's site from a fresh read, and the mark of that read (lib/pages/page-generations). */
export interface FreshSites {
  entries: SiteEntry[]
  readMark: number
}

/**
 * Every language's site from a fresh read of each database (on-demand regeneration): the loads
 * become the workspace memo, so the pages regenerated next are built from them.
 */
export async function freshSiteData(): Promise<FreshSites> {
  const sites = siteRoots(await contentSource().rootPageIds())
  const prefixes = await languagePrefixes()
  // Several instances on Redis: a database read another instance shared just now is not fresh.
  await Promise.all(sites.map((s) => forgetSharedNotionReads(s.id)))
  // Marked as the memo is replaced (getWorkspace does so before its first await): a page that
  // starts after the mark reads this load.
  const readMark = markFreshRead()
  const workspaces = await Promise.all(sites.map((s) => getWorkspace(s.id, { fresh: true })))
  const inputs = (index: number, defaults: SiteData | null): SiteInputs => ({
    sites,
    prefixes,
    index,
    workspaces,
    lang: index === 0 ? null : (sites[index]?.prefix ?? null),
    defaults,
    preview: false
  })
  const defaults = siteDataOf(inputs(0, null))
  const entries = sites.map((site, index) => ({
    prefix: site.prefix,
    rootPageId: site.id,
    data: index === 0 ? defaults : siteDataOf(inputs(index, defaults))
  }))
  return { entries, readMark }
}

/** A language's site: `prefix` '' for the default one. */
export interface SiteEntry {
  prefix: string
  rootPageId: string
  data: SiteData
}

/** The workspaces a SiteData is built from, once loaded. */
interface SiteInputs {
  sites: { prefix: string; id: string }[]
  prefixes: string[]
  /** Which of `sites` (and `workspaces`) the SiteData is of. */
  index: number
  workspaces: Workspace[]
  lang: string | null
  /** The default site's data, for a language site. */
  defaults: SiteData | null
  /** Built for the owner's preview: never cached (lib/content/site-rows.ts). */
  preview: boolean
}

/** The SiteData of loaded workspaces: built again only when a page of its workspace loaded. */
function siteDataOf(inputs: SiteInputs): SiteData {
  const { sites, prefixes, index, workspaces, lang, defaults, preview } = inputs
  const workspace = workspaces[index]!
  const siblings = workspaces.filter((_, i) => i !== index)
  const revision = workspace.lazy?.revision ?? 0
  const hit = preview ? undefined : built.get(workspace)
  if (hit && hit.revision === revision && sameWorkspaces(hit.siblings, siblings)) return hit.data
  const data = buildSiteData(workspace, {
    env: process.env,
    // By its literal name: next.config.ts fixes it into the build (its `env`).
    gate: (config) => withinPolicy(config, process.env.NOTIONPRESS_SERVER_POLICY),
    prefix: lang ?? '',
    languagePrefixes: prefixes,
    ...(defaults ? { defaultLocale: defaults.config.LANG } : {}),
    siblings: sites.flatMap((s, i) => (i === index ? [] : [guardOf(workspaces[i]!, s.prefix)])),
    preview
  })
  if (!preview) built.set(workspace, { siblings, revision, data })
  origins.set(data, inputs)
  return data
}

/**
 * The site with one post's page up to date, for that post's own page. A server loads row pages
 * on demand (lib/notion/live-workspace.ts): this fetches the post's page when its row was edited
 * (or checks its inline databases) and rebuilds the site data when that changed anything, from
 * the same workspace: asking the loader again would read the database a second time whenever
 * the page took longer than the loader's one-second memo. A build's site data is returned as it
 * is. Throws when the page has never loaded and Notion fails, so a regeneration keeps the page
 * served before.
 */
export async function withPostPage(
  data: SiteData,
  postId: string,
  /** Fetch the page even when its copy matches its row (on demand, in a preview). */
  { force = false }: { force?: boolean } = {}
): Promise<SiteData> {
  const from = origins.get(data)
  const lazy = from?.workspaces[from.index]?.lazy
  if (!from || !lazy) return data
  const before = lazy.revision
  await lazy.load(postId, { force })
  if (lazy.revision === before) return data
  return siteDataOf(from)
}

/** Every language's site with the root page of its database, the default first. */
export async function everySiteData(options: LoadOptions = {}): Promise<SiteEntry[]> {
  const sites = siteRoots(await contentSource().rootPageIds())
  const loaded = await Promise.all(
    sites.map(async ({ prefix, id }) => {
      const data = await getSiteData({ ...options, lang: prefix || null })
      return data ? [{ prefix, rootPageId: id, data }] : []
    })
  )
  return loaded.flat()
}

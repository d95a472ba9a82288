import type { ExtendedRecordMap } from 'notion-types'
import type { RootPageEntry } from '@/lib/notion/page-id'

/**
 * What a content source hands to lib/content: the blog database and the pages of its rows, as
 * Notion record maps. The same shape is stored on disk by snapshots and by the bundled demo:
 *   <dir>/workspace.json        { rootPageId, fetchedAt, database }   (a WorkspaceIndexFile)
 *   <dir>/pages/<dashed-id>.json  one ExtendedRecordMap per row page
 */
export interface Workspace {
  /** Dashed id of the page holding the blog database (NOTION_PAGE_ID). */
  rootPageId: string
  /** ISO time the workspace was read. */
  fetchedAt: string
  /**
   * The database page's record map: its root block, the collection and views, the rows (page
   * blocks with parent_table "collection") and `collection_query[collectionId][viewId]` in view order.
   */
  database: ExtendedRecordMap
  /**
   * Record map of every fetched row page, by dashed id. A row missing here failed and is a 404,
   * unless `lazy` still holds it as pending.
   */
  pages: Record<string, ExtendedRecordMap>
  /** A server's workspace: row pages are loaded on demand (live-workspace.ts); absent in builds. */
  lazy?: LazyPages
  /** Why this copy is not fresh: the database could not be read and a stored copy was served. */
  refreshError?: string
}

/**
 * Row pages of a server's workspace, loaded one at a time as pages ask for them. `pages` holds
 * the copy last loaded of each (possibly older than its row); `load` brings one up to date.
 */
export interface LazyPages {
  /** Rows with no copy at all yet: served (their body loads on demand), with no word count. */
  readonly pending: ReadonlySet<string>
  /** Incremented whenever `pages` changes, so a model built from the workspace can be rebuilt. */
  readonly revision: number
  /**
   * Makes `pages[id]` match its row (fetching it, or querying its inline databases), at most once
   * per workspace. Keeps an older copy when Notion fails; throws when there is none.
   * `force`: fetch the page again even when its copy matches its row (an edit within the minute
   * Notion's `last_edited_time` counts in), for on-demand regeneration and previews.
   */
  load(id: string, options?: { force?: boolean }): Promise<void>
}

export interface WorkspaceIndexFile {
  rootPageId: string
  fetchedAt: string
  /**
   * Row pages belonging to this workspace. Optional: without it every file in pages/ is read.
   * The cache keeps pages of rows since deleted, so it always writes the list.
   */
  pageIds?: string[]
  database: ExtendedRecordMap
}

/**
 * What a workspace's fetch knows once its database is read, before any post's page is fetched:
 * every row with its properties (title, summary, category, date, cover, password, status), which
 * rows get a page, and the Config rows' pages (as the cache last held them, or fetched first
 * when it held none). A static export draws
 * its share cards from it while the bodies are fetched (rows-snapshot.ts,
 * scripts/lib/early-cards.ts); nothing else reads it.
 */
export interface RowsSnapshot {
  rootPageId: string
  /** When the database was read (ISO). */
  readAt: string
  /** The database page's record map, as Workspace.database. */
  database: ExtendedRecordMap
  /** Rows whose page the fetch is about to bring (or keeps from its cache): dashed ids. */
  pageIds: string[]
  /** The Config rows (their inline table holds settings): dashed ids. */
  configRows: string[]
  /** The Config rows' pages, by dashed id; a Config row missing here could not be read first. */
  configPages: Record<string, ExtendedRecordMap>
}

/** What a fetch tells its caller once the database is read (fetch-workspace.ts). */
export interface WorkspaceHooks {
  /** About how many requests the pages still need (fetch-workspace.ts plannedRequests). */
  onPlanned?: (requests: number) => void
  /**
   * What the rows give, before any post's page is fetched (a Config page the cache holds no
   * copy of is fetched first, alone, to come with them).
   */
  onRows?: (snapshot: RowsSnapshot) => void
}

/** One of the three content sources (Notion API, snapshot, demo) chosen at start-up. */
export interface ContentSource {
  readonly kind: 'notion' | 'snapshot' | 'demo'
  /**
   * Load the workspace rooted at a page id (one per language). `onPlanned`: told how many
   * requests to Notion are left once the database is read; `onRows`: told what the rows alone
   * give, then (rows-snapshot.ts; the Notion source only).
   */
  loadWorkspace(rootPageId: string, options?: WorkspaceHooks): Promise<Workspace>
  /**
   * The build's prefetch: loadWorkspace into the build's Notion cache, without holding every
   * page at once; resolves with how many row pages the cached workspace has (the private API's
   * Notion source only: the others load as loadWorkspace does).
   */
  cacheWorkspace?(rootPageId: string, options?: WorkspaceHooks): Promise<number>
  /**
   * A server's workspace: the database read now, row pages from its caches, each brought up to
   * date on demand (the Notion source only; builds use loadWorkspace).
   */
  loadLiveWorkspace?(rootPageId: string): Promise<Workspace>
  /** Dashed root page ids, the default language first (NOTION_PAGE_ID, or the snapshot's/demo's). */
  rootPageIds(): Promise<RootPageEntry[]>
  /** A freshly signed URL for a Notion-hosted file of a block (Notion source only). */
  signFileUrl?(blockId: string, url: string): Promise<string | undefined>
}

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
  /** Record map of every fetched row page, by dashed id. A row missing here failed and is a 404. */
  pages: Record<string, ExtendedRecordMap>
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

/** One of the three content sources (Notion API, snapshot, demo) chosen at start-up. */
export interface ContentSource {
  readonly kind: 'notion' | 'snapshot' | 'demo'
  /**
   * Load the workspace rooted at a page id (one per language). `onPlanned`: told how many
   * requests to Notion are left once the database is read (the Notion source only).
   */
  loadWorkspace(
    rootPageId: string,
    options?: { onPlanned?: (requests: number) => void }
  ): Promise<Workspace>
  /** Dashed root page ids, the default language first (NOTION_PAGE_ID, or the snapshot's/demo's). */
  rootPageIds(): Promise<RootPageEntry[]>
  /** A freshly signed URL for a Notion-hosted file of a block (Notion source only). */
  signFileUrl?(blockId: string, url: string): Promise<string | undefined>
}

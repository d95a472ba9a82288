import type { ExtendedRecordMap } from 'notion-types'
import type { SiteConfig } from '@/lib/config/types'
import type { HighlightedCode } from '@/lib/body/highlight-code'
import type { PageAccess } from '@/lib/body/page-access'
import type { BlockRecord } from '@/lib/body/record'

/** An opaque, pruned record map handed to the block renderer. */
export type BlockMap = Record<string, unknown>

/** A heading of the body, for the table of contents. */
export interface TocItem {
  id: string
  text: string
  /** 0, 1 or 2, nested relative to the previous higher-level heading. */
  indent: number
}

export interface PreparedImage {
  /** What the page loads (mapImageUrl's result). */
  src: string
  /** Intrinsic size for the width/height attributes (no layout shift), when Notion knows it. */
  width: number | null
  height: number | null
}

/** A post body ready for the renderer: JSON-safe, the result of `prepareBlocks`. */
export interface PreparedBlocks {
  /** The page rendered (first block of the map unless told). */
  rootId: string
  /** Record map pruned to what rendering reads; unknown types and unsafe URLs removed. */
  blockMap: BlockMap
  /** Prism markup of every code block, by block id. */
  code: Record<string, HighlightedCode>
  /** KaTeX markup: block equations by block id, inline ones by `inlineEquationKey(tex)`. */
  equations: Record<string, string>
  /** Every image the body shows, by `imageKey(blockId, rawUrl)`. */
  images: Record<string, PreparedImage>
  /** Page links: href of each page the body links to, null when it is not a listed post. */
  pageHrefs: Record<string, string | null>
  /** IMAGE_COMPRESS_WIDTH at build time, for images met only while rendering (database cards). */
  imageWidth: number
  toc: TocItem[]
  /** Levels the body's headings were raised so the largest is a heading 1 (absent when none). */
  headingShift?: number
}

export interface PrepareOptions {
  config: Pick<SiteConfig, 'IMAGE_COMPRESS_WIDTH'> & Partial<Pick<SiteConfig, 'SPOILER_TEXT_TAG'>>
  /** Href of a workspace page, or null when it is not a listed post (then it is not a link). */
  mapPageUrl: (pageId: string) => string | null
  /**
   * URL a Notion-hosted file (file, pdf, audio, video) is served from; by default the signed URL
   * from the record map's `signed_urls`, else the stored URL.
   */
  mapFileUrl?: (url: string, blockId: string) => string | null
  /** The page to render; default the first block of the map. */
  rootId?: string
  /** How each page may be referenced (dashed id in); default every page is public. */
  pageAccess?: (pageId: string) => PageAccess
  /** Column names a view of this database never shows (the site's own password column). */
  hiddenColumns?: (collectionId: string) => readonly string[]
  /**
   * Whether `pageAccess` may hide rows of this database (a blog database): its views then name
   * and count only the rows kept, and its options are those they use (guard-collection.ts).
   */
  guardedCollection?: (collectionId: string) => boolean
  /** The body's post, for log lines. */
  label?: string
  /** What a block that cannot be rendered shows instead (localised). */
  unavailableText?: string
}

export type Wrapped = { role: 'reader'; value: unknown }

/** Working state of one prepareBlocks call. */
export interface PrepareContext {
  src: Partial<ExtendedRecordMap>
  options: PrepareOptions
  rootId: string
  blocks: Record<string, { role: 'reader'; value: BlockRecord }>
  collection: Record<string, Wrapped>
  collectionView: Record<string, Wrapped>
  collectionQuery: Record<string, Record<string, unknown>>
  users: Record<string, Wrapped>
  customEmojis: Record<string, string>
  code: PreparedBlocks['code']
  equations: PreparedBlocks['equations']
  images: PreparedBlocks['images']
  pageHrefs: PreparedBlocks['pageHrefs']
  /** Blocks whose subtree is being visited (cycle guard). */
  open: Set<string>
}

/** Key of an image in `PreparedBlocks.images`. */
export const imageKey = (blockId: string, url: string): string => `${blockId} ${url}`

import type { RowType } from '@/lib/notion/row-types'
import type { PreparedBlocks, TocItem } from '@/lib/body/types'

/**
 * The domain model every theme sees (ARCHITECTURE.md). JSON-safe: ISO date strings, `null` never
 * `undefined`. Themes never see a raw record map, except the opaque BlockMap given to the renderer
 * (lib/body/types.ts, with the body it belongs to).
 */
export type PostType = RowType
export type PostStatus = 'Published' | 'Invisible'

export interface TagRef {
  name: string
  /** Notion option colour: default, gray, brown, orange, yellow, green, blue, purple, pink, red. */
  color: string
}

export interface PostSummary {
  id: string
  shortId: string
  slug: string
  href: string
  /** '_blank' for rows whose slug is an external link, else '_self'. */
  target: '_self' | '_blank'
  title: string
  summary: string | null
  type: PostType
  status: PostStatus
  category: string | null
  tags: TagRef[]
  /** ISO date-time of the publish date (the date column, else creation time). */
  date: string
  /** Display day, e.g. 'Mar 4, 2024' (en-US, UTC). */
  publishDay: string
  lastEditedDay: string
  /** ISO date-time of the last edit (sitemap lastmod). */
  lastEdited: string
  cover: string | null
  coverThumbnail: string | null
  icon: string | null
  fullWidth: boolean
  locked: boolean
  /** 'Hide' disables comments. */
  comment: string | null
  ext: Record<string, unknown> | null
  wordCount: number
  /** Minutes. */
  readTime: number
}

export interface Post extends PostSummary {
  /** The body prepared for the renderer; null when locked (then it is in `encrypted`). */
  body: PreparedBlocks | null
  toc: TocItem[]
  encrypted: EncryptedBody | null
  prev: PostLink | null
  next: PostLink | null
  related: PostLink[]
  /** A few sentences by the owner's AI summary service (AI_SUMMARY_API); absent when none. */
  aiSummary?: string
}

/**
 * A locked post's UnlockedBody, sealed at build time (lib/lock/seal.ts) and opened in the browser
 * (lib/lock/open.ts): AES-256-GCM under a PBKDF2-SHA-256 key of the password. Base64 fields.
 */
export interface EncryptedBody {
  /** Payload format version. */
  v: 1
  alg: 'AES-256-GCM'
  kdf: 'PBKDF2-SHA-256'
  iterations: number
  /** 16 bytes, stable per site and post: regenerations keep the key. */
  salt: string
  /** 12 bytes, fresh for each seal. */
  iv: string
  /** JSON of the UnlockedBody, followed by the 16-byte GCM tag. */
  ciphertext: string
}

/** What a locked post's password opens: everything its public props leave out. */
export interface UnlockedBody {
  body: PreparedBlocks
  wordCount: number
  readTime: number
  /** Plain text of the body, in reading order. */
  text: string
}

export interface Tag {
  name: string
  count: number
  color: string
}

export interface Category {
  name: string
  count: number
}

/**
 * One line of the archive. Slim on purpose: the archive lists every post, so each field here
 * is paid N times in its page props.
 */
export type ArchiveItem = Pick<
  PostSummary,
  'id' | 'title' | 'href' | 'target' | 'date' | 'publishDay'
>

/**
 * A link to another post, as latest, related and prev/next lists show it: title, date, category
 * and cover thumbnail. Slim on purpose: every page carries several (full summaries cost ~5× more).
 */
export type PostLink = ArchiveItem & Pick<PostSummary, 'category' | 'coverThumbnail' | 'lastEdited'>

export interface ArchiveGroup {
  /** 'yyyy-MM'. */
  key: string
  /** Localised month/year heading. */
  title: string
  posts: ArchiveItem[]
}

export interface NavItem {
  id: string
  name: string
  title: string
  href: string
  target: '_self' | '_blank'
  icon: string | null
  show: boolean
  subMenus: NavItem[]
}

export interface SiteInfo {
  title: string
  description: string
  icon: string | null
  cover: string | null
  coverThumbnail: string | null
  author: string
  bio: string
  link: string
}

/** The Notice row shown in sidebars: its summary and (pruned) body. */
export interface Notice {
  post: PostSummary
  body: PreparedBlocks | null
  /** The body is markup alone (lib/body/static-body isMarkupBody): kept as the server drew it. */
  bodyIsMarkup: boolean
}

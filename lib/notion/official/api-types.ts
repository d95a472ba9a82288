/**
 * The parts of Notion's official API objects (version 2025-09-03) the converter reads. Replies are
 * untrusted: every field is optional and checked where it is read.
 */
export interface OfficialRichText {
  type?: 'text' | 'mention' | 'equation'
  plain_text?: string
  href?: string | null
  annotations?: {
    bold?: boolean
    italic?: boolean
    strikethrough?: boolean
    underline?: boolean
    code?: boolean
    color?: string
  }
  text?: { content?: string; link?: { url?: string } | null }
  equation?: { expression?: string }
  mention?: {
    type?: string
    page?: { id?: string }
    database?: { id?: string }
    user?: { id?: string; name?: string | null; avatar_url?: string | null }
    date?: OfficialDate | null
    link_preview?: { url?: string }
  }
}

export interface OfficialDate {
  start?: string
  end?: string | null
  time_zone?: string | null
}

/** A file object: Notion-hosted (`file`, a URL signed for an hour) or `external`. */
export interface OfficialFile {
  type?: 'file' | 'external' | 'file_upload' | 'emoji' | 'custom_emoji' | 'icon'
  name?: string
  file?: { url?: string; expiry_time?: string }
  external?: { url?: string }
  emoji?: string
  custom_emoji?: { url?: string }
  caption?: OfficialRichText[]
}

export interface OfficialParent {
  type?: string
  page_id?: string
  block_id?: string
  database_id?: string
  data_source_id?: string
  workspace?: boolean
}

export interface OfficialPropertyValue {
  id?: string
  type?: string
  [value: string]: unknown
}

export interface OfficialPage {
  object?: 'page'
  id: string
  created_time?: string
  last_edited_time?: string
  in_trash?: boolean
  archived?: boolean
  icon?: OfficialFile | null
  cover?: OfficialFile | null
  parent?: OfficialParent
  properties?: Record<string, OfficialPropertyValue>
}

export interface OfficialBlock {
  object?: 'block'
  id: string
  type: string
  has_children?: boolean
  in_trash?: boolean
  archived?: boolean
  created_time?: string
  last_edited_time?: string
  parent?: OfficialParent
  [content: string]: unknown
}

export interface OfficialSchemaProperty {
  id?: string
  name?: string
  type?: string
  select?: { options?: OfficialOption[] }
  multi_select?: { options?: OfficialOption[] }
  status?: { options?: OfficialOption[] }
  relation?: { data_source_id?: string; database_id?: string }
}

export interface OfficialOption {
  id?: string
  name?: string
  color?: string
}

export interface OfficialDatabase {
  object?: 'database'
  id: string
  title?: OfficialRichText[]
  description?: OfficialRichText[]
  icon?: OfficialFile | null
  cover?: OfficialFile | null
  is_inline?: boolean
  in_trash?: boolean
  parent?: OfficialParent
  created_time?: string
  last_edited_time?: string
  data_sources?: { id?: string; name?: string }[]
}

export interface OfficialDataSource {
  object?: 'data_source'
  id: string
  title?: OfficialRichText[]
  description?: OfficialRichText[]
  properties?: Record<string, OfficialSchemaProperty>
}

export interface OfficialList<T> {
  object?: 'list'
  results?: T[]
  next_cursor?: string | null
  has_more?: boolean
}

import type { OfficialFile } from '@/lib/notion/official/api-types'

const str = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The URL of a file object: an external URL as given, a Notion-hosted one as signed now (the API
 * signs it for about an hour), a custom emoji's image. Empty when there is none.
 */
export function fileUrlOf(file: OfficialFile | null | undefined): string {
  if (!file || typeof file !== 'object') return ''
  return str(file.external?.url) || str(file.file?.url) || str(file.custom_emoji?.url)
}

/** Whether the file is hosted by Notion (its URL expires). */
export const isNotionHosted = (file: OfficialFile | null | undefined): boolean =>
  Boolean(file && typeof file === 'object' && file.type === 'file' && str(file.file?.url))

/** A page or callout icon as the record map's `page_icon`: the emoji itself, or its URL. */
export function iconOf(icon: OfficialFile | null | undefined): string {
  if (!icon || typeof icon !== 'object') return ''
  return str(icon.emoji) || fileUrlOf(icon)
}

import { toUuid } from '@/lib/body/record'
import type { PrepareContext } from '@/lib/body/types'

/**
 * How a body may reference a page: 'public' (any page a visitor may know of), 'locked' (a
 * password-protected post: linked by its address and title, never by its Notion id) or 'hidden'
 * (a row of the site's database a visitor may not see, such as a draft: not referenced at all).
 */
export type PageAccess = 'public' | 'locked' | 'hidden'

export function pageAccess(pageId: string, ctx: PrepareContext): PageAccess {
  return ctx.options.pageAccess?.(toUuid(pageId) ?? pageId) ?? 'public'
}

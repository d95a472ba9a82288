import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'
import { trackLoad } from '@/components/lazy-loads'
import type { ScrollPostList } from '@/components/post-list/ScrollPostList'

/**
 * The scroll mode of a post list (POST_LIST_STYLE 'scroll') as a part of its own: sites listing
 * by pages (the default) never load it. themes/registry.ts imports this module so that the part
 * is in the page's loadable manifest (preloaded before hydration where the server drew it).
 */
export const LazyScrollPostList = dynamic<ComponentProps<typeof ScrollPostList>>(() =>
  trackLoad(import('@/components/post-list/ScrollPostList').then((m) => m.ScrollPostList))
)

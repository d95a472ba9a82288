import type { ReactElement, ReactNode } from 'react'
import { ArticleBody, type ArticleBodyProps } from '@/components/article/ArticleBody'
import { useAnchorScroll } from '@/components/article/use-anchor-scroll'
import { ARTICLE_WRAPPER_ID } from '@/components/NotFound'
import { useSite } from '@/components/theme/theme-context'
import type { SiteProps } from '@/lib/theme/props'
import type { Post } from '@/lib/content/types'

/** What an article page is made of; the theme places them in its markup. */
export interface ArticleParts {
  /** The site's public config (share bar, comments and ads read it). */
  config: SiteProps['config']
  /** The body: the AI summary, then the rendered blocks, or the lock screen while locked. */
  body: ReactElement
}

export interface ArticleLayoutProps {
  post: Post
  /** Classes of the `<article>` element. */
  className?: string
  /** Drawn over the opened body (a player of the post's videos...). */
  bodyBefore?: ArticleBodyProps['before']
  /** The inside of the `<article>`: the theme's head, the body and what follows it. */
  children: (parts: ArticleParts) => ReactNode
  /** Around the `<article>`: what sits beside or outside it (a contents rail, a cover band). */
  frame?: (article: ReactElement, parts: ArticleParts) => ReactNode
}

/**
 * The skeleton of an article page: the `<article>` the 404 check looks for, the body behind its
 * lock screen, and the jump to a #hash once the late blocks have their room. The theme's LayoutSlug is its markup: what goes inside the article around
 * the body, and, through `frame`, what goes beside or around the article.
 */
export function ArticleLayout({
  post,
  className,
  bodyBefore,
  children,
  frame
}: ArticleLayoutProps) {
  const { config } = useSite()
  useAnchorScroll()
  const parts: ArticleParts = {
    config,
    body: <ArticleBody post={post} config={config} before={bodyBefore} />
  }
  const article = (
    <article id={ARTICLE_WRAPPER_ID} className={className}>
      {children(parts)}
    </article>
  )
  return frame ? frame(article, parts) : article
}

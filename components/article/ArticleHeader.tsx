import { ArticleMeta, type ArticleMetaProps } from '@/components/article/ArticleMeta'
import { PostIcon } from '@/components/article/PostIcon'
import type { ClassSlots } from '@/lib/style/cn'

/**
 * Title with icon over the article's meta line, for themes without a title band of their own.
 * A `title` slot replaces the title's classes (`mb-3 text-3xl font-semibold`).
 */
export function ArticleHeader({
  classes = {},
  ...props
}: ArticleMetaProps & { classes?: ClassSlots<'title'> }) {
  return (
    <header className={props.className}>
      <h1 className={classes.title ?? 'mb-3 text-3xl font-semibold'}>
        <PostIcon icon={props.post.icon} />
        {props.post.title}
      </h1>
      <ArticleMeta {...props} className="" />
    </header>
  )
}

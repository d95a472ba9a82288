import { ArticleMeta, type ArticleMetaProps } from '@/components/article/ArticleMeta'
import { PostIcon } from '@/components/article/PostIcon'
import { cn, type ClassSlots } from '@/lib/style/cn'

/** Title with icon over the article's meta line, for themes without a title band of their own. */
export function ArticleHeader({
  classes = {},
  ...props
}: ArticleMetaProps & { classes?: ClassSlots<'title'> }) {
  return (
    <header className={props.className}>
      <h1 className={cn('mb-3 text-3xl font-semibold', classes.title)}>
        <PostIcon icon={props.post.icon} />
        {props.post.title}
      </h1>
      <ArticleMeta {...props} className="" />
    </header>
  )
}

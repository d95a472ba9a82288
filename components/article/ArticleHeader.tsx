import { ArticleMeta, type ArticleMetaProps } from '@/components/article/ArticleMeta'
import { PostIcon } from '@/components/article/PostIcon'

/** Title with icon over the article's meta line, for themes without a title band of their own. */
export function ArticleHeader(props: ArticleMetaProps) {
  return (
    <header className={props.className}>
      <h1 className="mb-3 text-3xl font-semibold">
        <PostIcon icon={props.post.icon} />
        {props.post.title}
      </h1>
      <ArticleMeta {...props} className="" />
    </header>
  )
}

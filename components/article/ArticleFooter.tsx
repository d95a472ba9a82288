import { ArticleShare } from '@/components/article/ArticleShare'
import { BackTop } from '@/components/article/BackTop'
import { PrevNext } from '@/components/article/PrevNext'
import { RelatedPosts } from '@/components/article/RelatedPosts'
import { Comments } from '@/components/comments/Comments'
import { useSite } from '@/components/theme/theme-context'
import type { PostProps } from '@/lib/theme/props'
import type { ClassSlots } from '@/lib/style/cn'

/** `section`: each block below the body (share, prev / next, related, comments). */
export type ArticleFooterClasses = ClassSlots<'section' | 'backTop'>

/** What follows a post's body: share bar, Back / Top, prev / next, related posts, comments. */
export function ArticleFooter({
  post,
  classes = {}
}: Pick<PostProps, 'post'> & { classes?: ArticleFooterClasses }) {
  const { config } = useSite()
  return (
    <>
      <ArticleShare post={post} className={classes.section} />
      <BackTop backPath={config.POST_BACK_PATH} className={classes.backTop} />
      <PrevNext prev={post.prev} next={post.next} className={classes.section} />
      <RelatedPosts posts={post.related} className={classes.section} />
      <Comments post={post} config={config} className={classes.section} />
    </>
  )
}

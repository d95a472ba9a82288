import { PostTaxonomy } from '@/components/article/PostTaxonomy'
import type { Post } from '@/lib/content/types'

/** The article's head: a big centred title, then its date, category (green) and tags (yellow). */
export function ArticleInfo({ post }: { post: Post }) {
  return (
    <header className="mb-10 text-center">
      <h1 className="text-3xl leading-tight font-bold md:text-5xl">{post.title}</h1>
      {post.type !== 'Page' && (
        <PostTaxonomy
          post={post}
          className="mt-5 justify-center"
          classes={{
            category: 'font-medium text-green-700 dark:text-green-400',
            tag: 'rounded bg-yellow-100 px-2 py-0.5 text-yellow-900 dark:bg-yellow-400/15 dark:text-yellow-200'
          }}
        />
      )}
    </header>
  )
}

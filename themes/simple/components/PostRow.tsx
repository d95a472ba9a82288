import { Link } from '@/components/Link'
import { AdSlot } from '@/components/integrations/AdSlot'
import { PostPreview } from '@/components/post-list/PostPreview'
import { PostTitle } from '@/components/post-list/PostTitle'
import { useSite } from '@/components/theme/theme-context'
import { resourceUrl } from '@/lib/body/resource-url'
import type { PostCardProps } from '@/lib/theme/types'
import { useSimpleConfig } from '@/themes/simple/config'
import { PostMeta } from '@/themes/simple/components/PostMeta'
import { MUTED, OUTLINE_BUTTON, RULE, TEAL_LINK } from '@/themes/simple/components/styles'
import { useSimpleStrings } from '@/themes/simple/strings'

/** An ad unit follows every this many rows (SIMPLE_POST_AD_ENABLE). */
const AD_EVERY = 3

/**
 * The PostCard slot: an optional cover on the left, the bold teal title, the meta line, the
 * summary (or the preview) and an outline "Continue reading" button.
 */
export function PostRow({ post, preview, index }: PostCardProps) {
  const site = useSite()
  const config = useSimpleConfig()
  const s = useSimpleStrings()
  const cover = config.SIMPLE_POST_COVER_ENABLE
    ? resourceUrl(post.coverThumbnail ?? post.cover)
    : null
  return (
    <>
      <article className={`flex gap-6 border-b py-8 ${RULE}`}>
        {cover && (
          <Link
            href={post.href}
            target={post.target}
            tabIndex={-1}
            className="hidden shrink-0 sm:block"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- images are plain <img> */}
            <img
              src={cover}
              alt=""
              width={240}
              height={160}
              loading="lazy"
              decoding="async"
              className="h-40 w-60 object-cover"
            />
          </Link>
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <PostTitle
            post={post}
            className="text-2xl font-bold"
            classes={{ link: `${TEAL_LINK} hover:no-underline`, lock: MUTED }}
          />
          <PostMeta post={post} />
          {preview ? (
            <PostPreview body={preview} />
          ) : (
            post.summary && <p className="line-clamp-3 leading-7">{post.summary}</p>
          )}
          <Link href={post.href} target={post.target} className={OUTLINE_BUTTON}>
            {s.CONTINUE_READING}
            <span className="sr-only">: {post.title}</span>
          </Link>
        </div>
      </article>
      {config.SIMPLE_POST_AD_ENABLE && index % AD_EVERY === AD_EVERY - 1 && (
        <AdSlot config={site.config} kind="flow" />
      )}
    </>
  )
}

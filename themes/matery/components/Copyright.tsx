import { useSite } from '@/components/theme/theme-context'
import type { PostSummary } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { safeUrl } from '@/lib/render/safe-url'

/** The copyright panel under the body: author, the post's address, the licence. */
export function Copyright({ post }: { post: PostSummary }) {
  const t = useMessages()
  const { site } = useSite()
  const address =
    post.target === '_blank' ? safeUrl(post.href) : `${site.link.replace(/\/$/, '')}${post.href}`
  return (
    <ul
      data-matery-copyright=""
      className="mt-8 space-y-1.5 rounded-md bg-indigo-50 p-4 text-sm text-indigo-950 dark:bg-indigo-950/60 dark:text-indigo-50"
    >
      <li>
        <b>{t.COPYRIGHT.AUTHOR}: </b>
        {site.author}
      </li>
      {address && (
        <li className="break-all">
          <b>{t.COPYRIGHT.LINK}: </b>
          <a href={address} className="underline underline-offset-2">
            {address}
          </a>
        </li>
      )}
      <li>
        <b>{t.COPYRIGHT.NOTICE}: </b>
        {t.COPYRIGHT.LICENSE}
      </li>
    </ul>
  )
}

import { useSite } from '@/components/theme/theme-context'
import type { PostSummary } from '@/lib/content/types'
import { absoluteUrl } from '@/lib/share/share-urls'
import { useNextStrings } from '@/themes/next/strings'

/** The copyright notice under an article: author, its link, the licence line. */
export function Copyright({ post }: { post: PostSummary }) {
  const { site, config } = useSite()
  const s = useNextStrings()
  const url = absoluteUrl(config.LINK, post.href)
  const rows = [
    { label: s.COPYRIGHT_AUTHOR, value: site.author },
    {
      label: s.COPYRIGHT_LINK,
      value: (
        <a href={url} className="break-all underline-offset-2 hover:underline">
          {url}
        </a>
      )
    },
    { label: s.COPYRIGHT, value: s.LICENCE }
  ]
  return (
    <dl
      data-next-copyright=""
      className="mt-10 space-y-1 border-l-4 border-[#4e80ee] bg-neutral-100 px-4 py-3 text-sm dark:bg-neutral-800"
    >
      {rows.map((row) => (
        <div key={row.label} className="flex gap-2">
          <dt className="shrink-0 font-semibold">{row.label}:</dt>
          <dd className="min-w-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

import { Link } from '@/components/Link'
import type { ArchiveProps } from '@/lib/content/page-props'
import { useMessages } from '@/lib/i18n/use-messages'

/** Posts grouped under month/year headings (anchor `#yyyy-MM`), each with its day and title. */
export function ArchiveGroups({ archive }: ArchiveProps) {
  const t = useMessages()
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">{t.NAV.ARCHIVE}</h1>
      {archive.map((group) => (
        <section key={group.key} id={group.key} aria-labelledby={`archive-${group.key}`}>
          <h2 id={`archive-${group.key}`} className="mb-3 text-xl font-semibold">
            {group.title}
          </h2>
          <ul className="space-y-2">
            {group.posts.map((post) => (
              <li key={post.id} className="flex gap-4">
                <time dateTime={post.date} className="w-28 shrink-0 text-sm text-neutral-500">
                  {post.publishDay}
                </time>
                <Link href={post.href} target={post.target} className="hover:underline">
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

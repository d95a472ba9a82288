import { safeResourceUrl } from '@/lib/render/safe-url'
import { useSite } from '@/components/theme/theme-context'

/** The author's avatar, name and bio. */
export function AuthorCard() {
  const site = useSite()
  const avatar = site.config.AVATAR ? safeResourceUrl(site.config.AVATAR) : null
  return (
    <section className="flex items-start gap-3 rounded-lg border border-neutral-200 p-3 text-sm dark:border-neutral-800">
      {avatar && (
        // eslint-disable-next-line @next/next/no-img-element -- images are plain <img> (SPEC §7)
        <img src={avatar} alt="" width={40} height={40} className="h-10 w-10 rounded-full" />
      )}
      <div className="min-w-0">
        <p className="font-semibold">{site.site.author}</p>
        {site.site.bio && <p className="text-neutral-500 dark:text-neutral-400">{site.site.bio}</p>}
      </div>
    </section>
  )
}

import { useSite } from '@/components/theme/theme-context'
import { cn } from '@/lib/style/cn'
import { CARD } from '@/themes/heo/components/styles'
import { useHeoStrings } from '@/themes/heo/strings'

/** The licence line under an article, signed by the author. */
export function Copyright({ className }: { className?: string }) {
  const s = useHeoStrings()
  const { site } = useSite()
  return (
    <aside
      data-heo-copyright=""
      aria-label={s.COPYRIGHT_NOTICE}
      className={cn(
        CARD,
        'bg-[#f7f9fe] px-5 py-4 text-sm shadow-none dark:bg-[#18171d]',
        className
      )}
    >
      <p className="font-bold">
        {s.COPYRIGHT_AUTHOR}: {site.author}
      </p>
      <p className="text-muted mt-1">{s.COPYRIGHT_LICENSE}</p>
    </aside>
  )
}

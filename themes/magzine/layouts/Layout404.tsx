import type { NotFoundProps } from '@/lib/theme/types'
import { RecommendRow } from '@/themes/magzine/components/RecommendRow'
import { WIDTH } from '@/themes/magzine/components/styles'
import { useMagzineStrings } from '@/themes/magzine/strings'

/** "404 Not found." in big type, then the recommended row (the latest posts when none is tagged). */
export function Layout404(props: NotFoundProps) {
  void props
  const s = useMagzineStrings()
  return (
    <>
      <div data-magzine-404="" className={`${WIDTH} pt-16 md:pt-24`}>
        <h1 className="text-5xl font-extrabold tracking-tight md:text-7xl">
          404 <span className="text-muted">{s.NOT_FOUND_TITLE}</span>
        </h1>
        <p className="text-muted mt-4 text-lg">{s.NOT_FOUND_TEXT}</p>
      </div>
      <RecommendRow />
    </>
  )
}

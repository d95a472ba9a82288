import { CardImage } from '@/components/post-list/CardImage'
import { useSite } from '@/components/theme/theme-context'
import { coverImages } from '@/lib/body/cover-images'
import { Promo } from '@/themes/magzine/components/HomeTop'
import { useMagzineConfig } from '@/themes/magzine/config'

/** The wide banner under an article: the site's cover with the promo box over it. */
export function ArticleBanner() {
  const { site } = useSite()
  const config = useMagzineConfig()
  if (!config.MAGZINE_HOME_BANNER_ENABLE) return null
  const cover = coverImages(site.cover)?.full
  return (
    <div
      data-band="banner"
      className="relative isolate mt-12 flex min-h-[22rem] items-center bg-black"
    >
      {cover && <CardImage src={cover} index={1} className="absolute inset-0 -z-10 opacity-60" />}
      <div className="mx-auto w-full max-w-[1440px] px-4 py-10 md:px-8">
        <Promo className="max-w-xl" />
      </div>
    </div>
  )
}

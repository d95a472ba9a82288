import { useSite } from '@/components/theme/theme-context'
import { coverImages } from '@/lib/render/cover-images'
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
      {cover && (
        // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
        <img
          src={cover}
          alt=""
          width={1440}
          height={480}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
        />
      )}
      <div className="mx-auto w-full max-w-[1440px] px-4 py-10 md:px-8">
        <Promo className="max-w-xl" />
      </div>
    </div>
  )
}

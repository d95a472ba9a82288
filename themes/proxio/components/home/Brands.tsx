import { Marquee } from '@/components/landing/Marquee'
import { useProxioConfig } from '@/themes/proxio/config'
import { useProxioStrings } from '@/themes/proxio/strings'

/** The PROXIO_BRANDS words, large, scrolling sideways between two rules. */
export function Brands() {
  const config = useProxioConfig()
  const s = useProxioStrings()
  const words = config.PROXIO_BRANDS.map((word) => word.trim()).filter(Boolean)
  if (!words.length) return null
  return (
    <div
      data-proxio-section="brands"
      className="border-y border-black/10 py-8 dark:border-white/10"
    >
      <Marquee
        label={s.BRANDS}
        duration={40}
        classes={{
          list: 'items-center gap-12 pr-12',
          item: 'flex items-center gap-12 text-3xl font-bold tracking-tight md:text-5xl'
        }}
      >
        {words.map((word, i) => (
          <span key={i} className="flex items-center gap-12">
            {word}
            <span aria-hidden="true" className="text-muted text-2xl">
              ✦
            </span>
          </span>
        ))}
      </Marquee>
    </div>
  )
}

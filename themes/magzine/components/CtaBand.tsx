import { NoticeCard } from '@/components/widgets/NoticeCard'
import { WIDTH } from '@/themes/magzine/components/styles'

/**
 * The mint call-to-action band carrying the site's notice; deep green by night. The body's text
 * colour is black by day so its links keep their contrast on mint.
 */
export function CtaBand() {
  return (
    <div
      data-band="cta"
      className="bg-[#7BE986] text-black [--fg-color:#000] dark:bg-[#103b1a] dark:text-white"
    >
      <NoticeCard
        className={`${WIDTH} py-12 md:py-16`}
        classes={{ heading: 'mb-4 text-3xl font-bold md:text-4xl', body: 'text-lg' }}
      />
    </div>
  )
}

import { CtaBand } from '@/components/landing/CtaBand'
import { useProxioConfig } from '@/themes/proxio/config'
import { CONTAINER } from '@/themes/proxio/components/styles'

/** The closing call to action on near-black (white in dark mode). */
export function Cta() {
  const c = useProxioConfig()
  return (
    <div data-proxio-section="cta" className={`${CONTAINER} py-20`}>
      <CtaBand
        title={c.PROXIO_CTA_TITLE}
        title2={c.PROXIO_CTA_TITLE_2}
        text={c.PROXIO_CTA_DESCRIPTION}
        button={
          c.PROXIO_CTA_BUTTON
            ? { text: c.PROXIO_CTA_BUTTON_TEXT, href: c.PROXIO_CTA_BUTTON_URL }
            : undefined
        }
        className="rounded-3xl bg-[#121212] px-6 py-16 text-white dark:bg-white dark:text-[#121212]"
        classes={{
          title: 'text-sm font-semibold tracking-widest uppercase opacity-80',
          title2: 'text-3xl tracking-tight md:text-5xl',
          text: 'text-lg opacity-90',
          button:
            'mt-8 inline-block rounded-full bg-white px-7 py-3 font-medium text-[#121212] hover:bg-neutral-200 dark:bg-[#121212] dark:text-white dark:hover:bg-neutral-700'
        }}
      />
    </div>
  )
}

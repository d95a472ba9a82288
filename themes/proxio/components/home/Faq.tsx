import { FaqAccordion } from '@/components/landing/FaqAccordion'
import { SectionHeading } from '@/components/landing/SectionHeading'
import { cn } from '@/lib/style/cn'
import { useProxioConfig } from '@/themes/proxio/config'
import { BAND, CONTAINER, EYEBROW } from '@/themes/proxio/components/styles'

/** The questions, opening in place. */
export function Faq() {
  const c = useProxioConfig()
  return (
    <div data-proxio-section="faq" className={cn(BAND, 'py-20 md:py-24')}>
      <FaqAccordion
        items={c.PROXIO_FAQS}
        className={CONTAINER}
        heading={
          <>
            {c.PROXIO_FAQ_TITLE.trim() && (
              <p className={cn(EYEBROW, 'mb-3 text-center')}>{c.PROXIO_FAQ_TITLE}</p>
            )}
            <SectionHeading
              title={c.PROXIO_FAQ_TEXT_1}
              text={c.PROXIO_FAQ_TEXT_2}
              classes={{ title: 'text-3xl font-bold tracking-tight md:text-5xl' }}
            />
          </>
        }
        classes={{
          list: 'mx-auto max-w-4xl gap-4',
          item: 'rounded-2xl bg-white p-6 dark:bg-[#0b1120]',
          marker: 'rounded-full bg-[#121212] text-white dark:bg-white dark:text-[#121212]',
          answer: 'text-muted leading-relaxed'
        }}
      />
    </div>
  )
}

import { CtaBand } from '@/components/landing/CtaBand'
import { useStarterConfig } from '@/themes/starter/config'
import { BUTTON_WHITE, SECTION } from '@/themes/starter/components/styles'

/** The blue call-to-action band before the footer. */
export function Cta() {
  const c = useStarterConfig()
  return (
    <CtaBand
      id="cta"
      title={c.STARTER_CTA_TITLE}
      title2={c.STARTER_CTA_TITLE_2}
      text={c.STARTER_CTA_DESCRIPTION}
      button={
        c.STARTER_CTA_BUTTON
          ? { text: c.STARTER_CTA_BUTTON_TEXT, href: c.STARTER_CTA_BUTTON_URL }
          : undefined
      }
      className={`${SECTION} bg-[#3758F9] px-4 text-white`}
      classes={{
        title: 'text-lg font-medium text-white/90',
        title2: 'text-3xl sm:text-4xl',
        text: 'text-white/90',
        button: `mt-8 ${BUTTON_WHITE}`
      }}
    />
  )
}

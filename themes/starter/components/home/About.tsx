import { AboutSection } from '@/components/landing/AboutSection'
import { useStarterConfig } from '@/themes/starter/config'
import { sectionClass } from '@/themes/starter/components/home/Section'
import { BUTTON, SECTION_GREY } from '@/themes/starter/components/styles'

/** About: the text and its button beside two pictures, the "7000+" box over them. */
export function About() {
  const c = useStarterConfig()
  return (
    <div className={SECTION_GREY}>
      <AboutSection
        id="about"
        title={c.STARTER_ABOUT_TITLE}
        text={c.STARTER_ABOUT_TEXT}
        images={[c.STARTER_ABOUT_IMAGE_1, c.STARTER_ABOUT_IMAGE_2]}
        button={{ text: c.STARTER_ABOUT_BUTTON_TEXT, href: c.STARTER_ABOUT_BUTTON_URL }}
        highlight={{
          value: c.STARTER_ABOUT_TIPS_1,
          lines: [c.STARTER_ABOUT_TIPS_2, c.STARTER_ABOUT_TIPS_3]
        }}
        className={sectionClass()}
        classes={{
          title: 'text-3xl leading-tight sm:text-4xl',
          text: 'text-muted text-base leading-relaxed',
          button: BUTTON,
          media: 'grid-cols-2 items-end sm:grid-cols-2',
          image: 'rounded-xl shadow-lg',
          highlight:
            'col-span-2 rounded-lg bg-[#3758F9] px-8 py-5 text-center text-white shadow-xl sm:col-span-1'
        }}
      />
    </div>
  )
}

import { ContactSection } from '@/components/landing/ContactSection'
import { StrokeIcon } from '@/components/StrokeIcon'
import { useSite } from '@/components/theme/theme-context'
import { hostOf } from '@/lib/body/safe-url'
import { useStarterConfig } from '@/themes/starter/config'
import { Heading } from '@/themes/starter/components/home/Heading'
import { CARD, CONTAINER, SECTION, SECTION_GREY } from '@/themes/starter/components/styles'
import { useStarterStrings } from '@/themes/starter/strings'

const icon =
  'flex h-14 w-14 items-center justify-center rounded-xl bg-[#3758F9]/10 text-[#3758F9] dark:bg-[#3758F9]/20 dark:text-[#8ea2ff]'

/** Location and email beside the external form (framed only when https). */
export function Contact() {
  const c = useStarterConfig()
  const s = useStarterStrings()
  const { config } = useSite()
  const email = c.STARTER_CONTACT_EMAIL_TEXT.trim()
  return (
    <div className={SECTION_GREY}>
      <ContactSection
        id="contact"
        className={`${SECTION} ${CONTAINER}`}
        heading={<Heading label={c.STARTER_CONTACT_TITLE} title={c.STARTER_CONTACT_TEXT} />}
        formUrl={c.STARTER_CONTACT_MSG_EXTERNAL_URL}
        formTitle={s.CONTACT_FORM}
        siteHost={hostOf(config.LINK)}
        details={[
          {
            title: c.STARTER_CONTACT_LOCATION_TITLE,
            text: c.STARTER_CONTACT_LOCATION_TEXT,
            icon: (
              <StrokeIcon size={26}>
                <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
                <circle cx="12" cy="9.5" r="2.5" />
              </StrokeIcon>
            )
          },
          {
            title: c.STARTER_CONTACT_EMAIL_TITLE,
            text: email,
            href: email.includes('@') ? `mailto:${email}` : undefined,
            icon: (
              <StrokeIcon size={26}>
                <rect x="3" y="5" width="18" height="14" rx="2" />
                <path d="m3 7 9 6 9-6" />
              </StrokeIcon>
            )
          }
        ]}
        classes={{
          icon,
          title: 'text-lg',
          text: 'text-muted',
          form: `${CARD} p-2`
        }}
      />
    </div>
  )
}

import { SectionHeading } from '@/components/landing/SectionHeading'
import { configText } from '@/lib/landing/config-text'
import { HEADING_SLOTS } from '@/themes/starter/components/styles'

/** A section's heading: a small blue label, the title, a line of grey text. */
export function Heading(props: { label: string; title: string; text?: string }) {
  const label = configText(props.label)
  return (
    <div className="pb-4 text-center">
      {label && (
        <p className="mb-2 text-lg font-semibold text-[#3758F9] dark:text-[#8ea2ff]">{label}</p>
      )}
      <SectionHeading
        title={configText(props.title)}
        text={configText(props.text)}
        className="pb-10"
        classes={HEADING_SLOTS}
      />
    </div>
  )
}

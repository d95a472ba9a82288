import { FaqAccordion } from '@/components/landing/FaqAccordion'
import { useStarterConfig } from '@/themes/starter/config'
import { Heading } from '@/themes/starter/components/home/Heading'
import { sectionClass } from '@/themes/starter/components/home/Section'
import { CARD } from '@/themes/starter/components/styles'

/** Four questions in two columns; each opens in place under a blue marker. */
export function Faq() {
  const c = useStarterConfig()
  return (
    <FaqAccordion
      id="faq"
      className={sectionClass()}
      heading={
        <Heading
          label={c.STARTER_FAQ_TITLE}
          title={c.STARTER_FAQ_TEXT_1}
          text={c.STARTER_FAQ_TEXT_2}
        />
      }
      items={[
        { q: c.STARTER_FAQ_1_QUESTION, a: c.STARTER_FAQ_1_ANSWER },
        { q: c.STARTER_FAQ_2_QUESTION, a: c.STARTER_FAQ_2_ANSWER },
        { q: c.STARTER_FAQ_3_QUESTION, a: c.STARTER_FAQ_3_ANSWER },
        { q: c.STARTER_FAQ_4_QUESTION, a: c.STARTER_FAQ_4_ANSWER }
      ]}
      classes={{
        list: 'gap-6 items-start',
        item: `${CARD} p-6`,
        question: 'text-lg',
        marker: 'rounded-lg bg-[#3758F9] text-white',
        answer: 'text-muted'
      }}
    />
  )
}

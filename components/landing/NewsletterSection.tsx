import { NewsletterForm, useNewsletterAction } from '@/components/integrations/NewsletterForm'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface NewsletterSectionProps {
  /** A line over the form (the form has its own "Subscribe" heading). */
  text?: string
  id?: string
  classes?: ClassSlots<'root' | 'text' | 'form' | 'heading' | 'label' | 'input' | 'button'>
}

/** The Mailchimp sign-up form in a band; nothing when the site has no newsletter configured. */
export function NewsletterSection({ text, id, classes = {} }: NewsletterSectionProps) {
  const action = useNewsletterAction()
  if (!action) return null
  return (
    <section
      id={id}
      data-landing="newsletter"
      className={cn(
        'mx-auto max-w-3xl rounded-2xl bg-neutral-900 px-6 py-10 text-white ring-white/10 md:px-12 dark:bg-neutral-800 dark:ring-1',
        classes.root
      )}
    >
      {text?.trim() && (
        <p data-part="text" className={cn('mb-4 text-neutral-300', classes.text)}>
          {text}
        </p>
      )}
      <NewsletterForm
        className={classes.form}
        classes={{
          heading: cn('text-2xl font-bold', classes.heading),
          label: classes.label,
          input: classes.input,
          button: cn(
            'rounded bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 dark:bg-blue-700 dark:text-white',
            classes.button
          )
        }}
      />
    </section>
  )
}

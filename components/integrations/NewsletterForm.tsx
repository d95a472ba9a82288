import { useId } from 'react'
import { useSite } from '@/components/theme/theme-context'
import { useNewsletterSubmit } from '@/components/integrations/use-newsletter-submit'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'
import { NEWSLETTER_API_PATH, newsletterAction } from '@/lib/integrations/newsletter'
import { withBasePath } from '@/lib/base-path'

export interface NewsletterFormProps {
  className?: string
  /** Each replaces its part's classes (HEADING, LABEL, INPUT, BUTTON). */
  classes?: ClassSlots<'heading' | 'label' | 'input' | 'button'>
}

const HEADING = 'text-sm font-semibold'
const LABEL = 'text-sm'
/** The e-mail field's and the button's looks but their corners, for a slot with other corners. */
export const NEWSLETTER_INPUT_LOOK =
  'border border-neutral-300 bg-white px-3 py-1.5 text-sm text-neutral-900 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-100'
export const NEWSLETTER_BUTTON_LOOK =
  'bg-neutral-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-neutral-700 dark:bg-neutral-100 dark:text-neutral-900'

/** Where the sign-up form posts on this site, or null when no newsletter is configured. */
export function useNewsletterAction(): string | null {
  const { config, newsletterApi } = useSite()
  return newsletterApi
    ? withBasePath(NEWSLETTER_API_PATH)
    : newsletterAction(config.MAILCHIMP_FORM_URL)
}

/**
 * A Mailchimp sign-up form. On a server holding Mailchimp's API key it posts to /api/subscribe
 * and says how it went, in place (a post without script gets a line of text back). Otherwise it
 * is a plain form posting to MAILCHIMP_FORM_URL in a new tab, where Mailchimp shows its own
 * confirmation. Nothing when neither is configured.
 */
export function NewsletterForm({ className, classes = {} }: NewsletterFormProps) {
  const { newsletterApi } = useSite()
  const t = useMessages()
  const id = useId()
  const { state, onSubmit } = useNewsletterSubmit()
  const action = useNewsletterAction()
  if (!action) return null
  const status =
    state === 'pending'
      ? t.MAILCHIMP.PENDING
      : state === 'subscribed'
        ? t.MAILCHIMP.SUCCESS
        : state === 'invalid'
          ? t.MAILCHIMP.INVALID
          : state === 'failed'
            ? t.MAILCHIMP.FAILED
            : ''
  return (
    <form
      action={action}
      method="post"
      {...(newsletterApi ? { onSubmit: (e) => void onSubmit(e) } : { target: '_blank' })}
      data-widget="newsletter"
      aria-labelledby={`${id}-heading`}
      className={cn('flex flex-col gap-2', className)}
    >
      <h2 id={`${id}-heading`} data-part="heading" className={classes.heading ?? HEADING}>
        {t.MAILCHIMP.SUBSCRIBE}
      </h2>
      <label htmlFor={`${id}-email`} data-part="label" className={classes.label ?? LABEL}>
        {t.MAILCHIMP.EMAIL}
      </label>
      <input
        id={`${id}-email`}
        type="email"
        name="EMAIL"
        required
        autoComplete="email"
        data-part="input"
        className={classes.input ?? `rounded ${NEWSLETTER_INPUT_LOOK}`}
      />
      <button
        type="submit"
        disabled={state === 'sending'}
        data-part="button"
        className={classes.button ?? `rounded ${NEWSLETTER_BUTTON_LOOK}`}
      >
        {t.MAILCHIMP.SUBSCRIBE}
      </button>
      {newsletterApi ? (
        <p role="status" data-part="status" className="min-h-5 text-xs">
          {status}
        </p>
      ) : null}
    </form>
  )
}

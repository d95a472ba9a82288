import { useId } from 'react'
import { useSite } from '@/components/theme/theme-context'
import { useNewsletterSubmit } from '@/components/integrations/use-newsletter-submit'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'
import { NEWSLETTER_API_PATH, newsletterAction } from '@/lib/integrations/newsletter'
import { withBasePath } from '@/lib/base-path'

export interface NewsletterFormProps {
  className?: string
  classes?: ClassSlots<'heading' | 'label' | 'input' | 'button'>
}

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
      <h2
        id={`${id}-heading`}
        data-part="heading"
        className={cn('text-sm font-semibold', classes.heading)}
      >
        {t.MAILCHIMP.SUBSCRIBE}
      </h2>
      <label htmlFor={`${id}-email`} data-part="label" className={cn('text-sm', classes.label)}>
        {t.MAILCHIMP.EMAIL}
      </label>
      <input
        id={`${id}-email`}
        type="email"
        name="EMAIL"
        required
        autoComplete="email"
        data-part="input"
        className={cn(
          'rounded border border-neutral-300 bg-white px-3 py-1.5 text-sm text-neutral-900 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-100',
          classes.input
        )}
      />
      <button
        type="submit"
        disabled={state === 'sending'}
        data-part="button"
        className={cn(
          'rounded bg-neutral-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-neutral-700 dark:bg-neutral-100 dark:text-neutral-900',
          classes.button
        )}
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

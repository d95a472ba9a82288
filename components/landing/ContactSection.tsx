import type { ReactNode } from 'react'
import { ConfigLink } from '@/components/ConfigLink'
import { configText } from '@/lib/landing/config-text'
import { EMBED_SANDBOX } from '@/lib/body/embed-frame'
import { frameSource } from '@/lib/landing/frame-source'
import { hostOf } from '@/lib/body/safe-url'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface ContactDetail {
  title: string
  text: string
  /** Makes the text a link (mailto:, tel: or a page), when safe. */
  href?: string
  icon?: ReactNode
}

export interface ContactSectionProps {
  /** Location, email... each a title over a line of text. */
  details: readonly ContactDetail[]
  /** A form page: https:, or a page of this site; anything else is not framed. */
  formUrl?: string
  /** The frame's accessible name. */
  formTitle: string
  /** This site's host: a form on it is framed without its origin (it could lift the sandbox). */
  siteHost?: string | null
  heading?: ReactNode
  id?: string
  className?: string
  /** `form` replaces the form's corners (`rounded-lg`); the others add to their part's. */
  classes?: ClassSlots<'details' | 'detail' | 'icon' | 'title' | 'text' | 'form' | 'frame'>
}

/**
 * A form on this site (a path, or this host) is framed without its origin: with scripts it could
 * lift its own sandbox. Another site's form keeps its origin, which gives it nothing of ours.
 */
const formSandbox = (url: string, siteHost?: string | null) =>
  url.startsWith('/') || (siteHost && hostOf(url) === siteHost.toLowerCase())
    ? 'allow-scripts allow-forms'
    : EMBED_SANDBOX

/**
 * Ways to reach the site's owner beside an external form (a NoteForms or Tally page) in a
 * sandboxed, lazily loaded frame. Nothing to show: nothing.
 */
export function ContactSection(props: ContactSectionProps) {
  const { classes = {} } = props
  const details = props.details
    .map((d) => ({ ...d, title: configText(d.title), text: configText(d.text) }))
    .filter((d) => d.title || d.text)
  const form = frameSource(props.formUrl)
  if (details.length === 0 && !form) return null
  return (
    <section id={props.id} data-section="contact" className={props.className}>
      {props.heading}
      <div className="grid gap-10 lg:grid-cols-2">
        {details.length > 0 && (
          <ul data-part="details" className={cn('space-y-8', classes.details)}>
            {details.map((d, i) => (
              <li key={i} data-part="detail" className={cn('flex gap-4', classes.detail)}>
                {d.icon && (
                  <span
                    data-part="icon"
                    aria-hidden="true"
                    className={cn('shrink-0', classes.icon)}
                  >
                    {d.icon}
                  </span>
                )}
                <div>
                  <h3 data-part="title" className={cn('mb-1 font-semibold', classes.title)}>
                    {d.title}
                  </h3>
                  <p data-part="text" className={classes.text}>
                    {d.href ? <ConfigLink href={d.href}>{d.text}</ConfigLink> : d.text}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {form && (
          <div data-part="form" className={cn('overflow-hidden', classes.form ?? 'rounded-lg')}>
            <iframe
              src={form}
              title={props.formTitle}
              loading="lazy"
              sandbox={formSandbox(form, props.siteHost)}
              referrerPolicy="no-referrer"
              className={cn('h-[32rem] w-full border-0', classes.frame)}
            />
          </div>
        )}
      </div>
    </section>
  )
}

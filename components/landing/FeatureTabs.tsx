import { useId } from 'react'
import { useTabKeys } from '@/components/landing/use-tab-keys'
import type { FeatureTab } from '@/components/landing/types'
import { resourceUrl } from '@/lib/body/resource-url'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface FeatureTabsProps {
  tabs: readonly FeatureTab[]
  /** The tab list's name for assistive technology. */
  label: string
  /** `active` replaces the selected tab's look; the others add to their part's. */
  classes?: ClassSlots<
    'root' | 'list' | 'tab' | 'active' | 'tabTitle' | 'tabText' | 'panels' | 'panel' | 'image'
  >
}

/**
 * Tab cards (title and a line of text) that switch an illustration: WAI-ARIA tabs, arrow keys,
 * Home and End. Every illustration is in the server's HTML; the hidden ones carry `hidden`.
 * Nothing when no tab has a title.
 */
export function FeatureTabs({ label, classes = {}, ...props }: FeatureTabsProps) {
  const tabs = props.tabs.filter((tab) => tab.title.trim())
  const base = useId()
  const tabId = (index: number) => `${base}-tab-${index}`
  const { active, choose, onKeyDown } = useTabKeys(tabs.length, tabId)
  if (!tabs.length) return null
  return (
    <div
      data-landing="feature-tabs"
      className={cn('grid items-center gap-8 md:grid-cols-2', classes.root)}
    >
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="vertical"
        onKeyDown={onKeyDown}
        className={cn('flex flex-col gap-3', classes.list)}
      >
        {tabs.map((tab, index) => {
          const selected = index === active
          return (
            <button
              key={index}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={`${base}-panel-${index}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(index)}
              data-part="tab"
              data-active={selected || undefined}
              className={cn(
                'rounded-lg border px-5 py-4 text-left transition-colors motion-reduce:transition-none',
                classes.tab,
                selected
                  ? (classes.active ?? 'border-transparent bg-white shadow-md dark:bg-neutral-800')
                  : 'border-neutral-200 bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900'
              )}
            >
              <span data-part="tab-title" className={cn('block font-bold', classes.tabTitle)}>
                {tab.title}
              </span>
              {tab.text && (
                <span data-part="tab-text" className={cn('text-muted block', classes.tabText)}>
                  {tab.text}
                </span>
              )}
            </button>
          )
        })}
      </div>
      <div data-part="panels" className={classes.panels}>
        {tabs.map((tab, index) => {
          const src = resourceUrl(tab.image)
          return (
            <div
              key={index}
              role="tabpanel"
              id={`${base}-panel-${index}`}
              aria-labelledby={tabId(index)}
              hidden={index !== active}
              data-part="panel"
              className={cn('text-center', classes.panel)}
            >
              {src && (
                // eslint-disable-next-line @next/next/no-img-element -- a setting's image: no optimiser
                <img
                  src={src}
                  alt={tab.imageAlt ?? ''}
                  width={500}
                  height={375}
                  loading="lazy"
                  data-part="image"
                  className={cn('mx-auto h-auto w-full max-w-md', classes.image)}
                />
              )}
            </div>
          )
        })}
      </div>
    </div>
  )
}

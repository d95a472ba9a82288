import type { ReactNode } from 'react'
import { Text, useNotionContext } from 'react-notion-x'
import type { Block, Decoration } from 'notion-types'
import styles from '@/components/notion-renderer/NotionProperties.module.css'

/**
 * react-notion-x's checkbox, database values and page titles, in phrasing markup. Its own put a
 * <div> inside a <span> (a checkbox, a select chip, a page icon, a table cell), which HTML does
 * not allow and an HTML parser may move. Here each is a <span> with the same classes, so
 * react-notion-x's styles apply as before; one display:block class stands in for the <div>'s
 * own display where no rule of those styles sets it.
 */

const isYes = (data: unknown) =>
  Array.isArray(data) && Array.isArray(data[0]) && data[0][0] === 'Yes'

/** A to-do's box, and a checkbox value's (components.Checkbox). */
export function NotionCheckbox({ isChecked }: { isChecked: boolean; blockId?: string }) {
  return (
    <span className="notion-property notion-property-checkbox">
      {isChecked ? (
        <span className={`notion-property-checkbox-checked ${styles.block}`}>
          <svg viewBox="0 0 14 14">
            <path d="M5.5 12L14 3.5 12.5 2l-7 7-4-4.003L0 6.499z" />
          </svg>
        </span>
      ) : (
        <span className={`notion-property-checkbox-unchecked ${styles.block}`} />
      )}
    </span>
  )
}

interface PropertyProps {
  schema?: { name?: string; type?: string }
  data?: Decoration[]
  block?: Block
}

/** A database's checkbox value (components.propertyCheckboxValue). */
export function checkboxValue({ schema, data }: PropertyProps): ReactNode {
  if (!data || !schema?.name) return null
  return (
    <span className={`notion-property-checkbox-container ${styles.block}`}>
      <NotionCheckbox isChecked={isYes(data)} />
      <span className="notion-property-checkbox-text">{schema.name}</span>
    </span>
  )
}

interface SelectProps extends PropertyProps {
  value?: string
  color?: string
  /** A multi-select's chips come as a list: react-notion-x passes each one's key. */
  key?: number
}

const BULLET = {
  marginRight: '5px',
  borderRadius: '100%',
  height: '8px',
  width: '8px',
  display: 'inline-flex',
  flexShrink: 0
} as const

/** A select, multi-select or status chip (components.propertySelectValue). */
export function selectValue({ schema, value, color, key }: SelectProps): ReactNode {
  const type = schema?.type ?? 'select'
  const className = [`notion-property-${type}-item`, color ? `notion-item-${color}` : '']
    .filter(Boolean)
    .join(' ')
  if (type !== 'status')
    return (
      <span key={key} className={className}>
        {value}
      </span>
    )
  return (
    <span key={key} className={className}>
      <span className={`notion-item-bullet-${color}`} style={BULLET} />
      {value}
    </span>
  )
}

/** A row's title in a database, linked to its page (components.propertyTitleValue). */
export function titleValue(
  { block, linkToTitlePage = true }: PropertyProps & { linkToTitlePage?: boolean },
  fallback: () => ReactNode
): ReactNode {
  return block && linkToTitlePage ? <LinkedPageTitle block={block} /> : fallback()
}

function LinkedPageTitle({ block }: { block: Block }) {
  const { components, mapPageUrl } = useNotionContext()
  const PageLink = components.PageLink as (props: {
    className: string
    href: string
    children: ReactNode
  }) => ReactNode
  return (
    <PageLink className="notion-page-link" href={mapPageUrl(block.id)}>
      <PageTitle block={block} />
    </PageLink>
  )
}

/** A page's icon and title on one line (react-notion-x's PageTitle, in spans). */
export function PageTitle({ block }: { block: Block }) {
  const title = block.properties?.title as Decoration[] | undefined
  if (!title) return null
  return (
    <span className="notion-page-title">
      <InlinePageIcon block={block} />
      <span className="notion-page-title-text">
        <Text value={title} block={block} />
      </span>
    </span>
  )
}

const DEFAULT_ICON_PATH =
  'M16,1H4v28h22V11L16,1z M16,3.828L23.172,11H16V3.828z M24,27H6V3h8v10h10V27z M8,17h14v-2H8V17z M8,21h14v-2H8V21z M8,25h14v-2H8V25z'

/** react-notion-x's inline PageIcon: an image, Notion's own icon, the default page icon or an emoji. */
function InlinePageIcon({ block }: { block: Block }) {
  const { components, mapImageUrl } = useNotionContext()
  const icon = (block.format as { page_icon?: string } | undefined)?.page_icon?.trim()
  const className = 'notion-page-title-icon notion-page-icon'
  const title = ((block.properties?.title ?? []) as Decoration[]).map((d) => d[0]).join('')
  const Image = components.Image as (props: {
    src?: string
    alt: string
    className: string
    fill: boolean
  }) => ReactNode
  let content: ReactNode
  let isImage = true
  if (icon && /^https?:\/\//.test(icon)) {
    content = (
      <Image src={mapImageUrl(icon, block)} alt={title || 'page icon'} className={className} fill />
    )
  } else if (icon && icon.startsWith('/icons/')) {
    content = (
      <Image
        src={`https://www.notion.so${icon}?mode=light`}
        alt={title || 'page icon'}
        className={className}
        fill
      />
    )
  } else if (!icon) {
    content = (
      <svg className={className} viewBox="0 0 30 30" width="16" aria-hidden="true">
        <path d={DEFAULT_ICON_PATH} />
      </svg>
    )
  } else {
    isImage = false
    content = (
      <span className={className} role="img" aria-label={icon}>
        {icon}
      </span>
    )
  }
  const kind = isImage ? 'notion-page-icon-image' : 'notion-page-icon-span'
  return <span className={`notion-page-icon-inline ${kind} ${styles.block}`}>{content}</span>
}

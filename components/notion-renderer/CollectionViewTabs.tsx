import { useCallback, useState, useSyncExternalStore } from 'react'
import { unwrap } from '@/lib/body/record'
import { rememberView, storedView } from '@/components/notion-renderer/collection-view-store'

/** react-notion-x's icons of a database view's type (its CollectionViewIcon), 14×14. */
const VIEW_ICONS: Record<string, string> = {
  table:
    'M2 0h10a2 2 0 012 2v10a2 2 0 01-2 2H2a2 2 0 01-2-2V2a2 2 0 012-2zm3.75 5.67v2.66h6.75V5.67H5.75zm0 4.17v2.66h5.75a1 1 0 001-1V9.84H5.75zM1.5 5.67v2.66h2.75V5.67H1.5zm0 4.17v1.66a1 1 0 001 1h1.75V9.84H1.5zm1-8.34a1 1 0 00-1 1v1.66h2.75V1.5H2.5zm3.25 0v2.66h6.75V2.5a1 1 0 00-1-1H5.75z',
  board:
    'M12 1.5H2a.5.5 0 00-.5.5v10a.5.5 0 00.5.5h10a.5.5 0 00.5-.5V2a.5.5 0 00-.5-.5zM2 0h10a2 2 0 012 2v10a2 2 0 01-2 2H2a2 2 0 01-2-2V2a2 2 0 012-2zm1 3h2v6H3V3zm3 0h2v8H6V3zm3 0h2v4H9V3z',
  gallery:
    'M12 1.5H2a.5.5 0 00-.5.5v10a.5.5 0 00.5.5h10a.5.5 0 00.5-.5V2a.5.5 0 00-.5-.5zM2 0h10a2 2 0 012 2v10a2 2 0 01-2 2H2a2 2 0 01-2-2V2a2 2 0 012-2zm1 3h3.5v3.5H3V3zm4.5 0H11v3.5H7.5V3zM3 7.5h3.5V11H3V7.5zm4.5 0H11V11H7.5V7.5z',
  list: 'M12 1.5H2a.5.5 0 00-.5.5v10a.5.5 0 00.5.5h10a.5.5 0 00.5-.5V2a.5.5 0 00-.5-.5zM2 0h10a2 2 0 012 2v10a2 2 0 01-2 2H2a2 2 0 01-2-2V2a2 2 0 012-2zm1 3h6v1.5H3V3zm0 2.5h8V7H3V5.5zM3 8h4v1.5H3V8z',
  calendar:
    'M2.564 4.004c-.586 0-.71.024-.833.09a.319.319 0 00-.141.14c-.066.124-.09.247-.09.834v6.368c0 .586.024.71.09.833a.319.319 0 00.14.141c.124.066.248.09.834.09h8.872c.586 0 .71-.024.833-.09a.319.319 0 00.141-.14c.066-.124.09-.248.09-.834V5.068c0-.587-.024-.71-.09-.834a.319.319 0 00-.14-.14c-.124-.066-.248-.09-.834-.09H2.564zm0-4.004h8.872c.892 0 1.215.093 1.54.267.327.174.583.43.757.756.174.326.267.65.267 1.54v8.873c0 .892-.093 1.215-.267 1.54-.174.327-.43.583-.756.757-.326.174-.65.267-1.54.267H2.563c-.892 0-1.215-.093-1.54-.267a1.817 1.817 0 01-.757-.756C.093 12.65 0 12.327 0 11.437V2.563c0-.892.093-1.215.267-1.54.174-.327.43-.583.756-.757C1.35.093 1.673 0 2.563 0zm4.044 7.88c.179.11.318.256.418.436.1.18.148.394.148.64 0 .304-.08.597-.238.876-.16.28-.392.498-.692.65-.299.15-.685.224-1.16.224-.46 0-.827-.055-1.1-.166a1.687 1.687 0 01-.68-.492 2.227 2.227 0 01-.404-.802l.083-.127 1.37-.182.112.08c.05.258.126.431.221.52a.507.507 0 00.364.133.495.495 0 00.386-.169c.105-.115.158-.27.158-.472 0-.205-.051-.358-.15-.463a.527.527 0 00-.407-.157 1.65 1.65 0 00-.417.077l-.127-.104.07-.98.115-.091c.072.01.127.015.164.015.154 0 .28-.047.38-.144.1-.096.15-.205.15-.335a.388.388 0 00-.106-.29c-.07-.07-.168-.105-.3-.105a.444.444 0 00-.324.118c-.083.08-.143.232-.176.457l-.117.084-1.297-.233-.079-.123c.114-.435.334-.772.66-1.006.326-.234.78-.349 1.36-.349.666 0 1.153.126 1.462.384.31.259.467.589.467.982 0 .233-.064.446-.192.636a1.43 1.43 0 01-.37.365c.1.034.182.072.248.113zm1.747-.145a5.186 5.186 0 01-.806.31l-.129-.097V6.824l.07-.096c.455-.147.807-.322 1.055-.524.246-.202.439-.45.579-.747l.09-.057h1.135l.1.1v5.021l-.1.1H8.961l-.1-.1V7.428a4.053 4.053 0 01-.506.307z'
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

/**
 * The view a database block shows: the one chosen on this page, else the one remembered in
 * localStorage under the block's id (in the shape react-notion-x keeps it there, so a choice made
 * before carries over), else the first; the first on the server and while hydrating.
 */
export function useCollectionView(blockId: string, viewIds: string[]) {
  const remembered = useSyncExternalStore(
    subscribe,
    () => storedView(blockId),
    () => null
  )
  const [picked, setPicked] = useState<string | null>(null)
  const choose = useCallback(
    (id: string) => {
      setPicked(id)
      rememberView(blockId, id)
    },
    [blockId]
  )
  const active = [picked, remembered].find((id) => id && viewIds.includes(id)) ?? viewIds[0] ?? ''
  return [active, choose] as const
}

interface View {
  type?: string
  name?: string
}

/**
 * A database's view tabs, as react-notion-x draws them (same classes), with each tab's label in
 * spans: its own puts a <div> inside each <button>, which allows phrasing content only. The
 * label's <span> takes the <div>'s display from react-notion-x's rule for its class (flex).
 */
export function CollectionViewTabs({
  viewIds,
  views,
  active,
  onChange
}: {
  viewIds: string[]
  /** The record map's collection_view table. */
  views: Record<string, unknown>
  active: string
  /** Absent in a body drawn on the server and kept (StaticCollection): use-static-collections answers. */
  onChange?: (viewId: string) => void
}) {
  return (
    <div className="notion-collection-view-tabs-row">
      {viewIds.map((viewId) => {
        const isActive = viewId === active
        const classes = [
          'notion-collection-view-tabs-content-item',
          isActive ? 'notion-collection-view-tabs-content-item-active' : ''
        ]
        return (
          <button
            key={viewId}
            type="button"
            data-view-id={viewId}
            aria-pressed={isActive}
            className={classes.filter(Boolean).join(' ')}
            onClick={onChange && (() => onChange(viewId))}
          >
            <ViewLabel view={unwrap<View>(views[viewId])} />
          </button>
        )
      })}
    </div>
  )
}

function ViewLabel({ view }: { view: View | undefined }) {
  const type = view?.type
  if (!type) return null
  const name = view.name || `${type.charAt(0).toUpperCase()}${type.slice(1)} view`
  const icon = VIEW_ICONS[type]
  return (
    <span className="notion-collection-view-type">
      {icon && (
        <svg className="notion-collection-view-type-icon" viewBox="0 0 14 14">
          <path d={icon} />
        </svg>
      )}
      <span className="notion-collection-view-type-title">{name}</span>
    </span>
  )
}

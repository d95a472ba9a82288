import type { ReactNode } from 'react'

/** A round floating button, named by its label (also its tooltip). */
export function ActionButton(props: {
  part: string
  label: string
  onClick: () => void
  className: string
  popup?: boolean
  children: ReactNode
}) {
  return (
    <button
      type="button"
      data-part={props.part}
      aria-haspopup={props.popup ? 'dialog' : undefined}
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
      className={props.className}
    >
      {props.children}
    </button>
  )
}

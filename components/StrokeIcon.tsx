import type { CSSProperties, ReactNode } from 'react'

/** A decorative 24×24 line icon drawn in the current text colour (paths as children). */
export function StrokeIcon(props: { size?: number; style?: CSSProperties; children: ReactNode }) {
  const size = props.size ?? 18
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={props.style}
    >
      {props.children}
    </svg>
  )
}

import { Link } from '@/components/Link'
import type { ComponentProps } from 'react'
import type { MenuItem } from '@/components/menu/menu-model'

export type MenuLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { item: MenuItem }

/** A menu entry's link (its title unless children are given); new-tab entries get rel=noopener. */
export function MenuLink({ item, children, ...rest }: MenuLinkProps) {
  return (
    <Link
      href={item.href}
      target={item.target}
      rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
      {...rest}
    >
      {children ?? item.title}
    </Link>
  )
}

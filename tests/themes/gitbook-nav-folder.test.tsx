// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { TreeLink } from '@/lib/theme/theme-data'
import { act, mount } from '@/tests/components/site-extras/dom'
import { NavFolder } from '@/themes/gitbook/components/NavFolder'
import { useOpenFolders } from '@/themes/gitbook/components/use-open-folders'

const POSTS: TreeLink[] = [
  {
    title: 'Dunes',
    href: '/article/dunes',
    target: '_self',
    category: 'Travel',
    date: '2024-01-02'
  }
]

/** Two folders over the tree's own open state, opening on hover when asked. */
function Tree({ hover }: { hover: boolean }) {
  const { open, toggle } = useOpenFolders(null, true)
  return (
    <ul>
      {['Travel', 'Film'].map((key) => (
        <NavFolder
          key={key}
          category={key}
          posts={POSTS}
          open={open.has(key)}
          onToggle={() => toggle(key)}
          onHover={hover ? () => toggle(key, true) : undefined}
          currentHref="/"
          newSince={null}
        />
      ))}
    </ul>
  )
}

const folder = (name: string) => document.querySelector<HTMLElement>(`[data-nav-folder="${name}"]`)!
const button = (name: string) => folder(name).querySelector('button')!
const expanded = (name: string) => button(name).getAttribute('aria-expanded')
const click = (name: string) =>
  act(() => button(name).dispatchEvent(new MouseEvent('click', { bubbles: true })))
const enter = (name: string) =>
  act(() => folder(name).dispatchEvent(new MouseEvent('mouseover', { bubbles: true })))
const leave = (name: string) =>
  act(() =>
    folder(name).dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })
    )
  )

describe('gitbook folders', () => {
  it('open and shut on click, one at a time', () => {
    mount(<Tree hover={false} />)
    click('Travel')
    expect(expanded('Travel')).toBe('true')
    click('Film')
    expect([expanded('Travel'), expanded('Film')]).toEqual(['false', 'true'])
    click('Film')
    expect(expanded('Film')).toBe('false')
  })

  it('with hover opening: a click on the folder the pointer just opened keeps it open', () => {
    mount(<Tree hover />)
    enter('Film')
    expect(expanded('Film')).toBe('true')
    click('Film')
    expect(expanded('Film')).toBe('true')
    click('Film')
    expect(expanded('Film')).toBe('false')
    leave('Film')
    enter('Film')
    expect(expanded('Film')).toBe('true')
    leave('Film')
    click('Film')
    expect(expanded('Film')).toBe('false')
  })
})

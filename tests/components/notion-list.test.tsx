import { Window } from 'happy-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ExtendedRecordMap } from 'notion-types'
import { block, buildChildren, textBlock, type BlockInput } from '@/scripts/lib/block-builder'
import { rt, stableId, wrap } from '@/scripts/lib/record-builders'
import { prepareBlocks } from '@/lib/body/prepare-blocks'
import { renderBody } from '@/tests/components/render-body'

const bullet = (text: string, children?: BlockInput[]) =>
  block('bulleted_list', { title: rt(text) }, undefined, children)
const numbered = (text: string, children?: BlockInput[], format?: Record<string, unknown>) =>
  block('numbered_list', { title: rt(text) }, format, children)

/** A page of real Notion list blocks (nested the way Notion stores them), rendered and parsed. */
async function render(children: BlockInput[]): Promise<Element> {
  const root = stableId('lists/root')
  const ctx = { time: Date.UTC(2024, 0, 1), out: {} }
  const content = buildChildren(root, children, ctx)
  const page = { id: root, type: 'page', properties: { title: [['Lists']] }, content, alive: true }
  const map = { block: { [root]: wrap(page), ...ctx.out } } as unknown as ExtendedRecordMap
  const body = prepareBlocks(map, { config: { IMAGE_COMPRESS_WIDTH: 800 }, mapPageUrl: () => null })
  const { document } = new Window()
  document.body.innerHTML = await renderBody(body)
  return document.body as unknown as Element
}

/** The item's own text: its first child's, without what its nested blocks say. */
const textOf = (li: Element) => li.firstElementChild?.textContent ?? ''
const listsIn = (element: Element) => [...element.querySelectorAll('ul, ol')]

describe('NotionRenderer lists', () => {
  let page: Element

  beforeAll(async () => {
    page = await render([
      bullet('One', [bullet('One A', [bullet('One A i')]), bullet('One B')]),
      bullet('Two'),
      numbered('First', [numbered('First a', [numbered('First a i')])]),
      numbered('Second', [bullet('Bullet under a number')]),
      textBlock(rt('A paragraph ends the runs')),
      numbered('Fifth', undefined, { list_start_index: 5 }),
      numbered('Sixth'),
      bullet('With a paragraph', [textBlock(rt('Said under the item')), bullet('And a list')]),
      block('to_do', { title: rt('A task'), checked: [['Yes']] }),
      block('toggle', { title: rt('Toggle') }, undefined, [bullet('In a toggle', [bullet('Deep')])])
    ])
  })

  it('puts only <li> directly inside lists, and every <li> inside a list', () => {
    expect(listsIn(page).length).toBeGreaterThan(5)
    for (const list of listsIn(page))
      for (const child of list.children) expect(child.tagName).toBe('LI')
    for (const li of page.querySelectorAll('li'))
      expect(['UL', 'OL']).toContain(li.parentElement?.tagName)
  })

  it('draws a run of items as one list and nested items inside their parent <li>', () => {
    const [top] = listsIn(page)
    expect(top?.tagName).toBe('UL')
    expect([...(top?.children ?? [])].map(textOf)).toEqual(['One', 'Two'])
    const one = top?.children[0]
    const nested = one?.querySelector(':scope > ul')
    expect([...(nested?.children ?? [])].map(textOf)).toEqual(['One A', 'One B'])
    expect(nested?.querySelector(':scope > li > ul > li')?.textContent).toBe('One A i')
  })

  it('numbers nested numbered lists in decimals, then letters, then roman numerals', () => {
    const first = [...page.querySelectorAll('li')].find((li) => textOf(li) === 'First')
    const outer = first?.parentElement as HTMLElement
    expect(outer.tagName).toBe('OL')
    expect([...outer.children].map(textOf)).toEqual(['First', 'Second'])
    expect(outer.style.listStyleType).toBe('decimal')
    const second = first?.querySelector(':scope > ol') as HTMLElement
    expect(second.style.listStyleType).toBe('lower-alpha')
    expect((second.querySelector(':scope > li > ol') as HTMLElement).style.listStyleType).toBe(
      'lower-roman'
    )
    // A bulleted list under a number is a bulleted list.
    const under = [...page.querySelectorAll('li')].find((li) => textOf(li) === 'Second')
    expect(under?.querySelector(':scope > ul > li')?.textContent).toBe('Bullet under a number')
  })

  it("keeps Notion's numbering: a list restarted by another block, and a set start", () => {
    const fifth = [...page.querySelectorAll('li')].find((li) => textOf(li) === 'Fifth')
    const list = fifth?.parentElement
    expect(list?.getAttribute('start')).toBe('5')
    expect([...(list?.children ?? [])].map(textOf)).toEqual(['Fifth', 'Sixth'])
  })

  it("draws an item's other children inside its <li>, through react-notion-x", () => {
    const item = [...page.querySelectorAll('li')].find((li) => textOf(li) === 'With a paragraph')
    expect(item?.querySelector('.notion-text')?.textContent).toBe('Said under the item')
    expect(item?.querySelector(':scope > ul > li')?.textContent).toBe('And a list')
  })

  it('leaves to-dos as they were and fixes lists inside other blocks too', () => {
    expect(page.querySelector('.notion-to-do .notion-to-do-body')?.textContent).toBe('A task')
    expect(page.querySelector('.notion-to-do')?.closest('ul, ol')).toBeNull()
    const toggle = page.querySelector('details.notion-toggle')
    expect(toggle?.querySelector('ul > li > ul > li')?.textContent).toBe('Deep')
  })

  it("keeps react-notion-x's list classes, which give the bullets, numbers and indents", () => {
    for (const list of listsIn(page))
      expect(list.className).toMatch(
        list.tagName === 'UL'
          ? /^notion-list notion-list-disc /
          : /^notion-list notion-list-numbered /
      )
  })
})

import { describe, expect, it } from 'vitest'
import { groupLists, isListGroup } from '@/lib/body/list-groups'
import { unwrap } from '@/lib/body/record'

/** A block table from `[id, type, content?]` rows (parents follow from the content). */
function table(...rows: [string, string, string[]?][]) {
  const parents = new Map(rows.flatMap(([id, , content]) => (content ?? []).map((c) => [c, id])))
  return Object.fromEntries(
    rows.map(([id, type, content]) => [
      id,
      { role: 'reader', value: { id, type, parent_id: parents.get(id) ?? 'root', content } }
    ])
  )
}
const valueOf = (blocks: Record<string, unknown>, id: string) => unwrap(blocks[id])

describe('groupLists', () => {
  it('makes each run of same-type items one group, leaving other blocks in place', () => {
    const blocks = table(
      ['body', 'transclusion_container', ['b1', 'b2', 'n1', 'n2', 'p', 'b3']],
      ['b1', 'bulleted_list'],
      ['b2', 'bulleted_list'],
      ['n1', 'numbered_list'],
      ['n2', 'numbered_list'],
      ['p', 'text'],
      ['b3', 'bulleted_list']
    )
    const out = groupLists(blocks)
    expect(valueOf(out, 'body')?.content).toEqual([
      'body:list:0',
      'body:list:1',
      'p',
      'body:list:3'
    ])
    const groups = ['body:list:0', 'body:list:1', 'body:list:3'].map((id) => valueOf(out, id))
    expect(groups.every(isListGroup)).toBe(true)
    expect(groups.map((g) => [g?.listGroup, g?.content])).toEqual([
      ['bulleted_list', ['b1', 'b2']],
      ['numbered_list', ['n1', 'n2']],
      ['bulleted_list', ['b3']]
    ])
  })

  it("splits an item's children into nested groups and containers of its other blocks", () => {
    const blocks = table(
      ['body', 'transclusion_container', ['a']],
      ['a', 'bulleted_list', ['x', 'y', 'p', 'img', 'z']],
      ['x', 'bulleted_list'],
      ['y', 'bulleted_list'],
      ['p', 'text'],
      ['img', 'image'],
      ['z', 'numbered_list']
    )
    const out = groupLists(blocks)
    expect(valueOf(out, 'a')?.content).toEqual(['a:list:0', 'a:blocks:1', 'a:list:2'])
    expect(valueOf(out, 'a:blocks:1')).toMatchObject({
      type: 'transclusion_container',
      content: ['p', 'img'],
      parent_id: 'a'
    })
    expect(valueOf(out, 'a:list:2')).toMatchObject({ listGroup: 'numbered_list', content: ['z'] })
  })

  it('groups lists inside toggles, callouts and columns, and keeps real blocks and parents', () => {
    const blocks = table(
      ['body', 'transclusion_container', ['t']],
      ['t', 'toggle', ['b']],
      ['b', 'bulleted_list']
    )
    const out = groupLists(blocks)
    expect(valueOf(out, 't')?.content).toEqual(['t:list:0'])
    expect(valueOf(out, 'b')).toEqual(valueOf(blocks, 'b'))
    expect(valueOf(blocks, 't')?.content).toEqual(['b'])
  })

  it("leaves pages' own content alone: react-notion-x reads it for the table of contents", () => {
    const blocks = table(['page', 'page', ['b']], ['b', 'bulleted_list'])
    expect(valueOf(groupLists(blocks), 'page')?.content).toEqual(['b'])
  })

  it('marks groups with a field Notion data never has, so a real embed is never a list', () => {
    const embed = { id: 'e', type: 'embed', content: ['b'], format: { listGroup: 'bulleted_list' } }
    expect(isListGroup(embed)).toBe(false)
  })
})

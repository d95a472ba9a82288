import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setLogSink } from '@/lib/log'
import { recordBlockOf } from '@/lib/notion/official/official-blocks'
import { recordDateOf } from '@/lib/notion/official/official-date'
import { recordPropertiesOf, schemaOf } from '@/lib/notion/official/official-properties'
import { decorationsOf, noMentions } from '@/lib/notion/official/rich-text'
import { privateApiFailure } from '@/lib/notion/private-api-failure'
import { WorkspaceError } from '@/lib/notion/notion-errors'
import { errorReport } from '@/lib/owner-error'

let logs: string[]
let restore: () => void
beforeEach(() => {
  logs = []
  restore = setLogSink((level, message) => logs.push(`${level}: ${message}`))
})
afterEach(() => restore())

describe('official dates', () => {
  it('keeps a day as it is and a date-time as its wall clock in its zone', () => {
    expect(recordDateOf({ start: '2024-03-01' })).toEqual({
      type: 'date',
      start_date: '2024-03-01'
    })
    expect(recordDateOf({ start: '2024-03-01T02:30:00.000Z', time_zone: 'Asia/Shanghai' })).toEqual(
      {
        type: 'datetime',
        start_date: '2024-03-01',
        start_time: '10:30',
        time_zone: 'Asia/Shanghai'
      }
    )
    // No zone: the instant in UTC, which is how the model reads a zoneless date-time.
    expect(recordDateOf({ start: '2024-03-01T10:30:00.000+08:00' })).toEqual({
      type: 'datetime',
      start_date: '2024-03-01',
      start_time: '02:30'
    })
    expect(recordDateOf({ start: '2024-03-01', end: '2024-03-03' })).toMatchObject({
      type: 'daterange',
      end_date: '2024-03-03'
    })
  })

  it('gives nothing for what is not a date', () => {
    expect(recordDateOf(null)).toBeNull()
    expect(recordDateOf({ start: 'tomorrow' })).toBeNull()
  })
})

describe('official rich text', () => {
  it('writes styles, links, equations and mentions as record-map marks', () => {
    const mentions = noMentions()
    const text = decorationsOf(
      [
        {
          type: 'text',
          text: { content: 'bold link', link: { url: 'https://a.example' } },
          annotations: { bold: true, color: 'red_background' }
        },
        { type: 'equation', equation: { expression: 'e^x' } },
        {
          type: 'mention',
          plain_text: 'Other post',
          mention: { type: 'page', page: { id: 'p1' } }
        },
        {
          type: 'mention',
          plain_text: '@Ada',
          mention: { type: 'user', user: { id: 'u1', name: 'Ada' } }
        },
        {
          type: 'mention',
          plain_text: '2024-01-01',
          mention: { type: 'date', date: { start: '2024-01-01' } }
        }
      ],
      mentions
    )
    expect(text).toEqual([
      ['bold link', [['b'], ['h', 'red_background'], ['a', 'https://a.example']]],
      ['⁍', [['e', 'e^x']]],
      ['‣', [['p', 'p1']]],
      ['‣', [['u', 'u1']]],
      ['‣', [['d', { type: 'date', start_date: '2024-01-01' }]]]
    ])
    expect(mentions.pages.get('p1')).toBe('Other post')
    expect(mentions.users.get('u1')).toBe('Ada')
  })

  it('ignores what is not rich text', () => {
    expect(decorationsOf(null)).toEqual([])
    expect(decorationsOf([null, 3, { type: 'text' }])).toEqual([])
  })
})

describe('official properties', () => {
  it('keys values and schema by property id, in the record map forms', () => {
    const schema = schemaOf({
      Name: { id: 'title', name: 'Name', type: 'title' },
      Tags: {
        id: 'a%3Ab',
        name: 'Tags',
        type: 'multi_select',
        multi_select: { options: [{ id: 'o1', name: 'x', color: 'red' }] }
      },
      Sum: { id: 'f', name: 'Sum', type: 'formula' }
    })
    expect(schema).toEqual({
      title: { name: 'Name', type: 'title' },
      'a:b': {
        name: 'Tags',
        type: 'multi_select',
        options: [{ id: 'o1', value: 'x', color: 'red' }]
      },
      f: { name: 'Sum', type: 'text' }
    })
    const values = recordPropertiesOf(
      {
        Name: { id: 'title', type: 'title', title: [{ type: 'text', text: { content: 'Hi' } }] },
        Tags: { id: 'a%3Ab', type: 'multi_select', multi_select: [{ name: 'x' }, { name: 'y' }] },
        Done: { id: 'd', type: 'checkbox', checkbox: true },
        Kind: { id: 'k', type: 'status', status: { name: 'Published' } },
        Files: {
          id: 'fi',
          type: 'files',
          files: [{ name: 'a.pdf', type: 'external', external: { url: 'https://f.example/a.pdf' } }]
        },
        Rel: { id: 'r', type: 'relation', relation: [{ id: 'p1' }, { id: 'p2' }] },
        Sum: { id: 'f', type: 'formula', formula: { type: 'number', number: 3 } },
        Empty: { id: 'e', type: 'select', select: null }
      },
      noMentions()
    )
    expect(values).toEqual({
      title: [['Hi']],
      'a:b': [['x,y']],
      d: [['Yes']],
      k: [['Published']],
      fi: [['a.pdf', [['a', 'https://f.example/a.pdf']]]],
      r: [['‣', [['p', 'p1']]], [','], ['‣', [['p', 'p2']]]],
      f: [['3']]
    })
  })
})

describe('official blocks', () => {
  it('converts a block and leaves out one it cannot show, with one warning per type', () => {
    const signed: Record<string, string> = {}
    const code = recordBlockOf(
      {
        id: 'c',
        type: 'code',
        code: { rich_text: [{ type: 'text', text: { content: 'x' } }], language: 'javascript' }
      },
      'p',
      noMentions(),
      signed
    )
    expect(code).toMatchObject({
      type: 'code',
      properties: { title: [['x']], language: [['JavaScript']] }
    })
    const file = recordBlockOf(
      {
        id: 'f',
        type: 'pdf',
        pdf: {
          type: 'file',
          file: { url: 'https://prod-files-secure.s3.us-west-2.amazonaws.com/a.pdf?X=1' }
        }
      },
      'p',
      noMentions(),
      signed
    )
    expect(file?.properties?.source).toEqual([
      ['https://prod-files-secure.s3.us-west-2.amazonaws.com/a.pdf?X=1']
    ])
    expect(signed.f).toContain('prod-files-secure')
    expect(recordBlockOf({ id: 'u1', type: 'unsupported' }, 'p', noMentions(), signed)).toBeNull()
    expect(recordBlockOf({ id: 'u2', type: 'unsupported' }, 'p', noMentions(), signed)).toBeNull()
    expect(logs).toHaveLength(1)
    expect(
      recordBlockOf({ id: 'i', type: 'image', image: {} }, 'p', noMentions(), signed)
    ).toBeNull()
  })
})

describe('a build failing on the private API', () => {
  it('names the official source in its one line', () => {
    const owner = privateApiFailure(new WorkspaceError('NOTION_PAGE_ID x: no such page'))
    expect(owner).toBeInstanceOf(WorkspaceError)
    const other = privateApiFailure(new Error('[POST] loadPageChunk: 400 Bad Request'))
    for (const error of [owner, other]) {
      const line = errorReport(error, {})
      expect(line).not.toContain('\n')
      expect(line).toContain('NOTION_SOURCE=official')
    }
  })
})

import { describe, expect, it } from 'vitest'
import { ConfigSyntaxError, readJsConfig } from '@/scripts/migrate/read-js-config'

const valuesOf = (text: string) =>
  Object.fromEntries(readJsConfig('x.js', text).entries.map((e) => [e.key, e.value]))

describe("reading a NotionNext config file's values without running it", () => {
  it('reads literals and the value a key has with no environment variable set', () => {
    const values = valuesOf(`module.exports = {
      A: 'text', B: 12, C: -3, D: true, E: null, F: ['a', ''], G: { x: 1 }, H: \`t\`,
      I: process.env.NEXT_PUBLIC_I || 'file',
      J: process.env.NEXT_PUBLIC_J ?? 'article',
      K: process.env.NEXT_PUBLIC_K === 'true' || true,
      L: (process.env.NEXT_PUBLIC_L && btoa(process.env.NEXT_PUBLIC_L)) || '',
      M: process.env['NEXT_PUBLIC_M'] || process.env.M || 5,
      N: process.env.N ? 'on' : 'off'
    }`)
    expect(values.A).toEqual({ ok: true, value: 'text', env: [] })
    expect(
      [values.B, values.C, values.D, values.E, values.F, values.G, values.H].map(
        (v) => v?.ok && v.value
      )
    ).toEqual([12, -3, true, null, ['a', ''], { x: 1 }, 't'])
    expect(values.I).toEqual({ ok: true, value: 'file', env: ['NEXT_PUBLIC_I'] })
    expect(values.J).toEqual({ ok: true, value: 'article', env: ['NEXT_PUBLIC_J'] })
    expect(values.K).toEqual({ ok: true, value: true, env: ['NEXT_PUBLIC_K'] })
    expect(values.L).toEqual({ ok: true, value: '', env: ['NEXT_PUBLIC_L'] })
    expect(values.M).toEqual({ ok: true, value: 5, env: ['NEXT_PUBLIC_M', 'M'] })
    expect(values.N).toEqual({ ok: true, value: 'off', env: ['N'] })
  })

  it('reports a function, a call or an outside reference as code', () => {
    const values = valuesOf(`const x = 1
    module.exports = {
      F: () => 'x',
      G: function () { return 1 },
      H: (() => 2021)(),
      I: process.env.I || new Date().getFullYear(),
      J: someGlobal,
      K: x
    }`)
    expect(values.F).toMatchObject({ ok: false, why: 'a function (code), not data' })
    expect(values.G).toMatchObject({ ok: false, why: 'a function (code), not data' })
    expect(values.H).toMatchObject({
      ok: false,
      why: 'computed by code when NotionNext builds (a function call)'
    })
    expect(values.I).toMatchObject({ ok: false, env: ['I'] })
    expect(values.J).toMatchObject({
      ok: false,
      why: 'a reference to someGlobal, known only when run'
    })
    expect(values.K).toEqual({ ok: true, value: 1, env: [] })
  })

  it('follows module.exports = NAME, export default, and lists ...require() spreads in place', () => {
    const read = readJsConfig(
      'blog.config.js',
      `const BLOG = { A: 1, ...require('./conf/a.config'), B: 2, ...require('./conf/b') }
      module.exports = BLOG`
    )
    expect(read.entries.map((e) => [e.key, e.line])).toEqual([
      ['A', 1],
      ['B', 1]
    ])
    expect(read.requires).toEqual([
      { specifier: './conf/a.config', at: 1 },
      { specifier: './conf/b', at: 2 }
    ])
    const theme = readJsConfig('config.js', 'const CONFIG = { X: true }\nexport default CONFIG')
    expect(theme.entries).toMatchObject([{ key: 'X', value: { ok: true, value: true } }])
  })

  it('refuses a file with a syntax error or no exported object, naming where', () => {
    expect(() => readJsConfig('conf/p.js', 'module.exports = {\n  A: 1\n  B: 2\n}')).toThrow(
      new ConfigSyntaxError("conf/p.js:3:3: ',' expected.")
    )
    expect(() => readJsConfig('c.js', 'module.exports = 5')).toThrow(/c\.js: exports no object/)
  })

  it('never runs the file', () => {
    const marker = '__notionpressMigrationRan'
    readJsConfig(
      'x.js',
      `globalThis.${marker} = true\nmodule.exports = { A: (globalThis.${marker} = 1) }`
    )
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined()
  })
})

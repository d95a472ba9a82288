// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Live2DPet from '@/components/pet/Live2DPet'
import { forgetLoadedScripts } from '@/lib/integrations/load-script'
import { act, mount, serveScripts, widgetConfig } from '@/tests/components/site-extras/dom'
import { collectWarnings } from '@/tests/unit/integrations/setup'

const SCRIPT = '/fake/live2d.js'
const MODEL = 'https://models.example/wanko.model.json'
let drawn: [string, string][]

const serveScript = (outcome: 'load' | 'fail') =>
  serveScripts(
    () => outcome,
    () => Object.assign(window, { loadlive2d: (id: string, url: string) => drawn.push([id, url]) })
  )

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)))
const config = (env: Record<string, string> = {}) =>
  widgetConfig({
    WIDGET_PET: 'true',
    WIDGET_PET_SCRIPT_URL: SCRIPT,
    WIDGET_PET_LINK: MODEL,
    ...env
  })

beforeEach(() => {
  drawn = []
  forgetLoadedScripts()
})
afterEach(() => {
  vi.restoreAllMocks()
  delete (window as { loadlive2d?: unknown }).loadlive2d
})

describe('Live2D pet', () => {
  it('loads the library, draws the configured model, and switches theme when pressed', async () => {
    serveScript('load')
    const replace = vi.fn(async () => true)
    const host = mount(<Live2DPet config={config()} />, { replace })
    const pet = host.querySelector('[data-widget="live2d-pet"]') as HTMLButtonElement
    expect(pet.hidden).toBe(true)
    await settle()
    expect(drawn).toEqual([['live2d-pet', MODEL]])
    expect(pet.hidden).toBe(false)
    expect(pet.tagName).toBe('BUTTON')
    expect(pet.getAttribute('aria-label')).toMatch(/^Switch theme \(now \w+\)$/)
    act(() => pet.click())
    expect(replace).toHaveBeenCalledWith(expect.stringMatching(/[?&]theme=\w+/), undefined, {
      shallow: true,
      scroll: false
    })
  })

  it('is only a picture when theme switching is off', async () => {
    serveScript('load')
    const host = mount(<Live2DPet config={config({ WIDGET_PET_SWITCH_THEME: 'false' })} />)
    await settle()
    const pet = host.querySelector('[data-widget="live2d-pet"]') as HTMLElement
    expect(pet.tagName).toBe('DIV')
    expect(pet.className).toContain('pointer-events-none')
  })

  it('stays hidden, with a warning, when the library cannot load (offline)', async () => {
    const warnings = collectWarnings()
    serveScript('fail')
    const host = mount(<Live2DPet config={config()} />)
    await settle()
    expect(drawn).toEqual([])
    expect((host.querySelector('[data-widget="live2d-pet"]') as HTMLElement).hidden).toBe(true)
    expect(warnings.join('\n')).toContain(SCRIPT)
  })

  it('loads nothing on a narrow screen', async () => {
    serveScript('load')
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: !query.includes('min-width') }))
    mount(<Live2DPet config={config()} />)
    await settle()
    vi.unstubAllGlobals()
    expect(drawn).toEqual([])
  })

  it('refuses a model address that is not http(s) and loads nothing', async () => {
    const warnings = collectWarnings()
    serveScript('load')
    mount(<Live2DPet config={config({ WIDGET_PET_LINK: 'javascript:alert(1)' })} />)
    await settle()
    const appended = vi.mocked(document.head.appendChild).mock.calls.map(([node]) => node)
    expect(appended.filter((node) => node instanceof HTMLScriptElement)).toEqual([])
    expect(warnings.join('\n')).toContain('refused the model address')
  })
})

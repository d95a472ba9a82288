import { describe, expect, it } from 'vitest'
import { CHECKED_IN_RULES, lighthouseA11yRules } from '../../../scripts/audit/lighthouse-a11y-rules'
import { toolInstalled } from '../../../scripts/lib/tools'

describe("the checked-in list of Lighthouse's accessibility rules", () => {
  it('names axe rules, sorted, once each', () => {
    expect(CHECKED_IN_RULES.length).toBeGreaterThan(40)
    expect(CHECKED_IN_RULES).toContain('heading-order')
    expect([...CHECKED_IN_RULES].sort()).toEqual(CHECKED_IN_RULES)
    expect(new Set(CHECKED_IN_RULES).size).toBe(CHECKED_IN_RULES.length)
  })

  // Lighthouse lives in tools/ (installed by `npm run audit`): where it is, the list must match it.
  it.skipIf(!toolInstalled('lighthouse'))('is the installed Lighthouse’s list', async () => {
    expect(await lighthouseA11yRules()).toEqual(CHECKED_IN_RULES)
  })
})

import { expect, test } from '../support/browser-test'

/**
 * A database view as Notion really sends it: a list grouped by a select, whose "No value" group
 * arrives with no value at all. react-notion-x alone throws on it, which used to fail the whole
 * build; here the build succeeded (these pages exist) and the view shows every group's rows.
 */
test('a grouped list with a valueless "No value" group shows its groups and rows', async ({
  page
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/article/how-this-site-works')
  await page.getByText('By fetch', { exact: true }).click()
  // The only grouped view on the page.
  const groups = page.locator('.notion-collection-group')
  await expect(groups).toHaveCount(3)
  await expect(groups.filter({ hasText: 'Always refetched' })).toContainText('Config')
  const fetched = groups.filter({ hasText: 'Fetched' }).first()
  for (const row of ['Post', 'Page', 'Notice']) await expect(fetched).toContainText(row)
  // The valueless group: Menu and SubMenu rows have no value in the column.
  const valueless = groups.filter({ hasText: 'SubMenu' })
  await expect(valueless).toHaveCount(1)
  await expect(valueless).toContainText('Menu')
  expect(errors).toEqual([])
})

import { expect, test } from '../support/browser-test'

const heading = (name: string) => ({ name, exact: true })

test('/archive links every year; /archive/{year} shows that year’s months only', async ({
  page
}) => {
  await page.goto('/archive')
  const years = page.getByRole('navigation', { name: 'years' })
  await expect(years.getByRole('link')).toHaveText([
    '2025 (6)',
    '2024 (7)',
    '2023 (10)',
    '2022 (4)'
  ])
  await years.getByRole('link', { name: /^2024/ }).click()
  await expect(page).toHaveURL(/\/archive\/2024$/)
  await expect(page.getByRole('heading', heading('Archive 2024'))).toBeVisible()
  await expect(page.getByRole('heading', heading('November 2024'))).toBeVisible()
  await expect(page.getByRole('heading', heading('May 2025'))).toHaveCount(0)
  await expect(years.getByRole('link', { name: /^2024/ })).toHaveAttribute('aria-current', 'page')
})

test('a #yyyy-MM link to a month not on the page lands on that month of its year', async ({
  page
}) => {
  await page.goto('/archive/2025#2023-05')
  await expect(page).toHaveURL(/\/archive\/2023#2023-05$/)
  await expect(page.getByRole('heading', heading('May 2023'))).toBeInViewport()
  await page.goto('/archive#2024-11')
  await expect(page).toHaveURL(/\/archive#2024-11$/)
  await expect(page.getByRole('heading', heading('November 2024'))).toBeInViewport()
})

test('a year without posts is not found', async ({ request }) => {
  expect((await request.get('/archive/1999')).status()).toBe(404)
})

import type { GetStaticProps } from 'next'
import Head from 'next/head'
import { DarkModeToggle } from '../components/DarkModeToggle'
import { envConfig, publicConfigOf } from '../lib/config/load-config'
import type { PublicConfig } from '../lib/config/types'
import { staticProps } from '../lib/content/static-result'
import { PRODUCT_NAME, PRODUCT_VERSION } from '../lib/version'

interface HomeProps extends Record<string, unknown> {
  site: { config: PublicConfig }
}

// Placeholder until the data layer and the themes land.
export default function Home({ site }: HomeProps) {
  const title = site.config.TITLE || PRODUCT_NAME
  return (
    <main
      id="theme-placeholder"
      className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-3 p-8"
    >
      <Head>
        <title>{title}</title>
      </Head>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-neutral-500 dark:text-neutral-400">
        {PRODUCT_NAME} {PRODUCT_VERSION}
      </p>
      <DarkModeToggle className="self-start rounded-full p-2 hover:bg-neutral-100 dark:hover:bg-neutral-800" />
    </main>
  )
}

export const getStaticProps: GetStaticProps<HomeProps> = async () => {
  const config = envConfig()
  return staticProps({ site: { config: publicConfigOf(config) } }, config)
}

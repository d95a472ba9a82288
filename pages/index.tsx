import type { GetStaticProps } from 'next'
import Head from 'next/head'
import { envConfig } from '../lib/config/load-config'
import { staticProps } from '../lib/content/static-result'
import { PRODUCT_NAME, PRODUCT_VERSION } from '../lib/version'

interface HomeProps extends Record<string, unknown> {
  lang: string
  title: string
}

// Placeholder until the data layer and the themes land.
export default function Home({ title }: HomeProps) {
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
    </main>
  )
}

export const getStaticProps: GetStaticProps<HomeProps> = async () => {
  const config = envConfig()
  return staticProps({ lang: config.LANG, title: config.TITLE || PRODUCT_NAME }, config)
}

import Head from 'next/head'

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-3 p-8">
      <Head>
        <title>Page Not Found</title>
      </Head>
      <h1 className="text-3xl font-semibold">404</h1>
      <p>Page Not Found</p>
    </main>
  )
}

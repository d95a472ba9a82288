import { staticProps } from '@/lib/content/static-result'
import { envConfig } from '@/lib/config/load-config'

/** The sign-in provider's landing page; a 404 until sign-in is configured (Clerk keys). */
export default function AuthResult() {
  return null
}

export const getStaticProps = () => staticProps(null, envConfig())

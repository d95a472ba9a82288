import { signedInMember } from 'accounts-session'
import { memberPageApi } from '@/lib/pages/member-page-api'

/** Server mode: the members' page for a signed-in member (lib/pages/member-page-api.ts). */
export default memberPageApi(signedInMember)

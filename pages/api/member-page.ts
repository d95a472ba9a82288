import { signedInMember } from 'accounts-session'
import { memberPageApi } from '@/lib/accounts/member-page-api'

/** Server mode: the members' page for a signed-in member (lib/accounts/member-page-api.ts). */
export default memberPageApi(signedInMember)

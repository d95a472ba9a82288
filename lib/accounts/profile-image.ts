/** The largest profile picture accepted: 10 MB. */
export const MAX_PROFILE_IMAGE_BYTES = 10 * 1024 * 1024

const TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']
const EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i

/** Why a picture is refused before upload: too big, or not a JPG, PNG, GIF or WEBP. */
export type ProfileImageProblem = 'TOO_LARGE' | 'WRONG_TYPE'

/**
 * Checks a chosen file before it is sent. Both its type and its name must say JPG, PNG, GIF or
 * WEBP (a browser may leave the type empty; a renamed file keeps its real type).
 */
export function profileImageProblem(file: {
  name: string
  size: number
  type: string
}): ProfileImageProblem | null {
  const typeOk = TYPES.includes(file.type.toLowerCase())
  if (!typeOk || !EXTENSIONS.test(file.name)) return 'WRONG_TYPE'
  if (file.size > MAX_PROFILE_IMAGE_BYTES) return 'TOO_LARGE'
  return null
}

/** Width and height of a PNG (its IHDR chunk) or a JPEG (its first SOF marker); null for neither. */
export function imageSize(
  bytes: Buffer
): { type: 'png' | 'jpg'; width: number; height: number } | null {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG')
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2))
    if (bytes[at] === 0xff && bytes[at + 1]! >= 0xc0 && bytes[at + 1]! <= 0xc2)
      return { type: 'jpg', width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) }
  return null
}

/**
 * JSON to place inside an inline <script>: with every `<` escaped it cannot close the element
 * (`</script>`) or open an HTML comment, and U+2028/U+2029 cannot end a line in older engines.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

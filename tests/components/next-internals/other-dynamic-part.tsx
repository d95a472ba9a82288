/** A module loaded through next/dynamic by next-internals.test.tsx, one no other test loads. */
export default function OtherDynamicPart() {
  return <p>other dynamic part rendered</p>
}

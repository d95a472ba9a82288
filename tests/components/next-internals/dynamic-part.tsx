/** A module loaded through next/dynamic by next-internals.test.tsx. */
export default function DynamicPart() {
  return <p>dynamic part rendered</p>
}

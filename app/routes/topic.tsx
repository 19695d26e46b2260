/** Placeholder while the screen is being built. */
export default function Placeholder() {
  return null;
}

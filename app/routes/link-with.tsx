export function loader() {
  return null;
}

export default function LinkWith() {
  return <h1>link-with</h1>;
}

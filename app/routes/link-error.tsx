export function loader() {
  return null;
}

export default function LinkError() {
  return <h1>link-error</h1>;
}

export function loader() {
  return null;
}

export default function LinkAccount() {
  return <h1>link-account</h1>;
}

export function loader() {
  return null;
}

export default function LinkedAccount() {
  return <h1>linked-account</h1>;
}

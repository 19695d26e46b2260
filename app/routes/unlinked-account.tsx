export function loader() {
  return null;
}

export default function UnlinkedAccount() {
  return <h1>unlinked-account</h1>;
}

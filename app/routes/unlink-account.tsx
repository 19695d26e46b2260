export function loader() {
  return null;
}

export default function UnlinkAccount() {
  return <h1>unlink-account</h1>;
}

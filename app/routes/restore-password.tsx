export function loader() {
  return null;
}

export default function RestorePassword() {
  return <h1>restore-password</h1>;
}

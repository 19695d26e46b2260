export function loader() {
  return null;
}

export default function UpdatePassword() {
  return <h1>update-password</h1>;
}

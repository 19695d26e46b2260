export function loader() {
  return null;
}

export default function CreatePassword() {
  return <h1>create-password</h1>;
}

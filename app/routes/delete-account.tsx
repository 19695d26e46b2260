export function loader() {
  return null;
}

export default function DeleteAccount() {
  return <h1>delete-account</h1>;
}

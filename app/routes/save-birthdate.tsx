export function loader() {
  return null;
}

export default function SaveBirthdate() {
  return <h1>save-birthdate</h1>;
}

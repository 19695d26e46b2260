export default function Logout() {
  return <h1>logout</h1>;
}

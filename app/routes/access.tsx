export default function Access() {
  return <h1>access</h1>;
}

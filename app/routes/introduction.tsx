export default function Introduction() {
  return <h1>introduction</h1>;
}

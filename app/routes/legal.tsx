export default function Legal() {
  return <h1>legal</h1>;
}

export default function MyPanel() {
  return <h1>my-panel</h1>;
}

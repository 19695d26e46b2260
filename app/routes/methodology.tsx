export default function Methodology() {
  return <h1>methodology</h1>;
}

export default function SignupSuccess() {
  return <h1>signup-success</h1>;
}

export function loader() {
  return null;
}

export default function ForgotPassword() {
  return <h1>forgot-password</h1>;
}

export function loader() {
  return null;
}

export default function SocialRedirect() {
  return <h1>social-redirect</h1>;
}

export default function Page() {
  return <h1>company-profile</h1>;
}

export default function Page() {
  return <h1>product-redirect</h1>;
}

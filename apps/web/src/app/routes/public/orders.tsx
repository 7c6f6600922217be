export default function Page() {
  return <h1>orders</h1>;
}

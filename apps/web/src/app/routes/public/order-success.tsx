export default function Page() {
  return <h1>order-success</h1>;
}

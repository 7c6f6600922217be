export default function Page() {
  return <h1>order-confirmation</h1>;
}

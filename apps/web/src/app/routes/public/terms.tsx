export default function Page() {
  return <h1>terms</h1>;
}

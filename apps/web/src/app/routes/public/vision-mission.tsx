export default function Page() {
  return <h1>vision-mission</h1>;
}

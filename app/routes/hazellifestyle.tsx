export const meta = () => [{ title: "HazelLifestyle | Hazel" }];

export default function Screen() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl">HazelLifestyle</h1>
    </div>
  );
}

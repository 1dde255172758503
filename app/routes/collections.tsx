export const meta = () => [{ title: "Explore Collections | Hazel" }];

export default function Screen() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl">Explore Collections</h1>
    </div>
  );
}

export const meta = () => [{ title: "Collection | Hazel" }];

export default function Screen() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl">Collection</h1>
    </div>
  );
}

export const meta = () => [{ title: "Product | Hazel" }];

export default function Screen() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl">Product</h1>
    </div>
  );
}

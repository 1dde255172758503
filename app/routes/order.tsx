export const meta = () => [{ title: "Order | Hazel" }];

export default function Screen() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl">Order</h1>
    </div>
  );
}

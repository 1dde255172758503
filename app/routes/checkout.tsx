export const meta = () => [{ title: "Checkout | Hazel" }];

export default function Screen() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl">Checkout</h1>
    </div>
  );
}

export const meta = () => [{ title: "Cart | Hazel" }];

export default function Screen() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl">Cart</h1>
    </div>
  );
}

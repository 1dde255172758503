export const meta = () => [{ title: "Terms of Service, Delivery and Refund Policy | Hazel" }];

export default function Screen() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl">Terms of Service, Delivery and Refund Policy</h1>
    </div>
  );
}

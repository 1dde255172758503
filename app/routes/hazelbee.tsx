export const meta = () => [{ title: "The Perfect Wedding guest styles | Hazel" }];

export default function Screen() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl">The Perfect Wedding guest styles</h1>
    </div>
  );
}
